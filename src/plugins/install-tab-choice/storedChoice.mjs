// The first paint of install tabs (npm / Yarn / pnpm, src/remark/markInstallCommands.mjs) shows the package manager
// the reader chose before, not npm until hydration: a script at the top of every page's head copies the stored choice
// to <html data-install-tab>, and the rules below show that tab and its panel until the page has hydrated (then
// the theme's Tabs show the stored choice themselves). Without storage (disabled, or refused in a frame) the server's
// npm tab stays.
import {installTabClass} from '../../remark/markInstallCommands.mjs';

/** The attribute of <html> that carries the stored choice before hydration. */
const CHOICE_ATTRIBUTE = 'data-install-tab';

/* global window, document -- runs in the browser */
/**
 * Runs in the browser, inlined with toString (self-contained, no closure): the choice stored under `key` on <html>.
 * @param {'localStorage' | 'sessionStorage'} storage
 * @param {string} key
 * @param {string} name  the attribute
 */
function markStoredChoice(storage, key, name) {
  try {
    const choice = window[storage].getItem(key);
    if (choice) document.documentElement.setAttribute(name, choice);
  } catch {
    /* no storage: npm */
  }
}

/**
 * The head script: the choice of the tabs group `group`, stored as the theme stores it.
 * @param {{type: 'localStorage' | 'sessionStorage', namespace: string}} siteStorage  the site's storage (context.siteStorage)
 * @param {string} group  the tabs' groupId
 */
export const storedChoiceScript = (siteStorage, group) =>
  // The theme's key for a tabs group (theme-common's tabsUtils: `docusaurus.tab.<groupId>`, plus the storage namespace).
  `(${markStoredChoice})(${JSON.stringify(siteStorage.type)},${JSON.stringify(`docusaurus.tab.${group}${siteStorage.namespace}`)},${JSON.stringify(CHOICE_ATTRIBUTE)})`;

/**
 * The first-paint rules: for each choice but the server's (the first value), its tab looks selected and its panel shows,
 * in place of the server's, until the page has hydrated.
 * @param {string[]} values  the tabs' values, the one the server shows first
 */
export function storedChoiceCss(values) {
  const [shown, ...others] = values.map((value) => `.${installTabClass(value)}`);
  return others
    .map((chosen, i) => {
      const scope = `html:not([data-has-hydrated=true])[${CHOICE_ATTRIBUTE}=${values[i + 1]}]`;
      return [
        `${scope} ${shown}[role=tabpanel]{display:none}`,
        `${scope} ${chosen}[role=tabpanel]{display:block}`,
        `${scope} ${shown}[role=tab]{border-bottom-color:transparent;color:inherit}`,
        `${scope} ${chosen}[role=tab]{border-bottom-color:var(--ifm-tabs-color-active-border);color:var(--ifm-tabs-color-active)}`,
      ].join('');
    })
    .join('\n');
}
