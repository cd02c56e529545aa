// src/plugins/tslib-helper gives @docusaurus/utils-common's index one tslib helper instead of all of tslib, in the
// client bundle. It holds while the installed file uses that helper and no other, and the helper does what tslib's does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {ISSUER} from '../../src/plugins/tslib-helper/index.mjs';
import * as helper from '../../src/plugins/tslib-helper/importDefault.mjs';

const require = createRequire(import.meta.url);

test('the installed @docusaurus/utils-common index uses no tslib helper but the one given', () => {
  const file = require.resolve('@docusaurus/utils-common');
  assert.match(file, ISSUER, 'the file the plugin matches');
  const used = new Set([...fs.readFileSync(file, 'utf8').matchAll(/\btslib_1\.(\w+)/g)].map((m) => m[1]));
  assert.ok(used.size > 0, 'it uses tslib');
  assert.deepEqual([...used].filter((name) => !(name in helper)), [], 'helpers the plugin does not give');
});

test('__importDefault answers as tslib\'s does', () => {
  // The tslib that file would get.
  const tslib = createRequire(require.resolve('@docusaurus/utils-common'))('tslib');
  const esModule = {__esModule: true, default: 1};
  const commonJs = {a: 1};
  for (const mod of [esModule, commonJs, null, 0]) assert.deepEqual(helper.__importDefault(mod), tslib.__importDefault(mod));
});
