// Install tabs show the reader's stored package manager from the first paint (./storedChoice.mjs says how): the
// script at the top of every page's head (hashed into the site's Content-Security-Policy like every inline script of
// the build, src/plugins/security-headers) and the rules, in the site's stylesheet.
import fs from 'node:fs';
import path from 'node:path';
import {INSTALL_TABS_GROUP} from '../../remark/markInstallCommands.mjs';
import {storedChoiceCss, storedChoiceScript} from './storedChoice.mjs';

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {{values: string[]}} options  the install tabs' values, npm (the server's) first
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function installTabChoicePlugin(context, {values}) {
  const file = path.join(context.generatedFilesDir, 'install-tab-choice', 'stored-choice.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${storedChoiceCss(values)}\n`);
  return {
    name: 'install-tab-choice',
    getClientModules: () => [file],
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: storedChoiceScript(context.siteStorage, INSTALL_TABS_GROUP)}]}),
  };
}
