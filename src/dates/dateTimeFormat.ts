// In place of theme-common's IntlUtils in the client bundle (src/plugins/light-date-format): the dates Docusaurus shows
// ("Last updated on Nov 26, 2026", a post's "November 26, 2026") formatted without Intl.DateTimeFormat. A page's first
// Intl.DateTimeFormat costs Chromium about 30 ms of main thread (120 ms with Lighthouse's mobile CPU), loading its
// locale data, inside hydration. The server bundle keeps the original, so the HTML's text is Intl's; this module gives
// the same text for English with the Gregorian calendar (tests/unit/date-format.test.mjs checks it against Intl) and
// hands every other locale, calendar or set of options to Intl.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatterFor} from './englishDates.mjs';

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Pick<Intl.DateTimeFormat, 'format'> {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  return formatterFor(currentLocale, calendar, options) ?? new Intl.DateTimeFormat(currentLocale, {calendar, ...options});
}
