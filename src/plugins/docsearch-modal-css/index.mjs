// DocSearch's modal stylesheet as a JavaScript string module (@generated/docsearch-modal-css/modal.mjs).
// Docusaurus merges every bundled CSS import, lazy ones included, into the one render-blocking
// stylesheet; as a string the modal's 23 KB arrive with the modal chunk instead, on first use
// (src/theme/SearchBar). The button's styles stay in the main stylesheet.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

// src/search/modalStyles.ts imports it by this path (a literal, for the bundler).
const MODULE_DIR = 'docsearch-modal-css';

/** @param {import('@docusaurus/types').LoadContext} context */
export default function docsearchModalCssPlugin(context) {
  const css = fs.readFileSync(require.resolve('@docsearch/css/dist/modal.css'), 'utf8');
  const file = path.join(context.generatedFilesDir, MODULE_DIR, 'modal.mjs');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `export default ${JSON.stringify(css)};\n`);
  return {name: 'docsearch-modal-css'};
}
