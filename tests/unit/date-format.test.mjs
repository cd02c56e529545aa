// The browser's date formatter (src/dates/englishDates.mjs) writes what Intl.DateTimeFormat writes on the server for
// the options the theme uses, so hydration finds the same text; anything else is left to Intl.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatterFor} from '../../src/dates/englishDates.mjs';

// The options of theme-classic's LastUpdated and BlogPostItem header (node_modules/@docusaurus/theme-classic).
const THEME_OPTIONS = [
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
];

test('the same text as Intl for every day of several years, both month forms, en and en-US', () => {
  const start = Date.UTC(1999, 0, 1);
  for (const locale of ['en', 'en-US']) {
    for (const options of /** @type {Intl.DateTimeFormatOptions[]} */ (THEME_OPTIONS)) {
      const ours = formatterFor(locale, 'gregory', options);
      assert.ok(ours, `a formatter for ${locale} ${JSON.stringify(options)}`);
      const intl = new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...options});
      // Every day from 1999 to 2031, at a time of day that is another date in some time zones.
      for (let t = start; t < Date.UTC(2032, 0, 1); t += 86_400_000) {
        const date = new Date(t + 23 * 3_600_000 + 59 * 60_000);
        assert.equal(ours.format(date), intl.format(date));
      }
    }
  }
});

test('other locales, calendars and options are left to Intl', () => {
  const [short] = /** @type {Intl.DateTimeFormatOptions[]} */ (THEME_OPTIONS);
  assert.equal(formatterFor('fr', 'gregory', short), undefined);
  assert.equal(formatterFor('en-GB', 'gregory', short), undefined);
  assert.equal(formatterFor('en', 'japanese', short), undefined);
  assert.equal(formatterFor('en', 'gregory', {day: 'numeric', month: 'long', timeZone: 'UTC'}), undefined);
  assert.equal(formatterFor('en', 'gregory', {...short, timeZone: 'Europe/Paris'}), undefined);
  assert.equal(formatterFor('en', 'gregory', {...short, weekday: 'long'}), undefined);
});
