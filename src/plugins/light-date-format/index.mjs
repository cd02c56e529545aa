// Dates formatted without Intl.DateTimeFormat in the browser where the text is the same: see src/dates/dateTimeFormat.ts,
// put in place of theme-common's IntlUtils in the client bundle.
import {clientModuleReplacement} from '../replaceModule.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function lightDateFormatPlugin(context) {
  return clientModuleReplacement(context, {
    name: 'light-date-format',
    resource: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/,
    replacement: 'src/dates/dateTimeFormat.ts',
  });
}
