// English dates as Intl.DateTimeFormat writes them for the options Docusaurus' theme uses, without Intl (see
// src/dates/dateTimeFormat.ts for why). Browser-safe; the unit test compares it with Intl in Node.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A formatter for `options`, or undefined when Intl must do it: only English (en, en-US) with the Gregorian calendar,
 * in UTC, with a numeric day, a short or long month and a numeric year.
 * @param {string} locale
 * @param {string | undefined} calendar
 * @param {Intl.DateTimeFormatOptions} options
 * @returns {{format: (date?: Date | number) => string} | undefined}
 */
export function formatterFor(locale, calendar, options) {
  const {day, month, year, timeZone, ...rest} = options;
  if (!['en', 'en-US'].includes(locale) || (calendar !== undefined && calendar !== 'gregory')) return undefined;
  if (Object.keys(rest).length > 0 || timeZone !== 'UTC' || day !== 'numeric' || year !== 'numeric') return undefined;
  if (month !== 'short' && month !== 'long') return undefined;
  return {
    format(date = Date.now()) {
      const d = new Date(date);
      if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
      const name = MONTHS[d.getUTCMonth()] ?? '';
      return `${month === 'short' ? name.slice(0, 3) : name} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
    },
  };
}
