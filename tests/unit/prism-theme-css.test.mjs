// Unit tests of the code-colour stylesheet generated from the Prism themes (src/plugins/prism-theme-css).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import prismThemeCssPlugin, {DARK_SCOPE, LIGHT_SCOPE, themeCss} from '../../src/plugins/prism-theme-css/index.mjs';

/** @type {import('prism-react-renderer').PrismTheme} */
const theme = {
  plain: {color: '#111', backgroundColor: '#fff'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#999', fontStyle: 'italic'}},
    {types: ['tag'], languages: ['markup', 'jsx'], style: {color: '#a00'}},
    {types: ['comment'], style: {color: '#555'}},
  ],
};

test('plain colours become the variables code blocks read, under the scope', () => {
  const [first] = themeCss(theme, LIGHT_SCOPE).split('\n');
  assert.equal(first, `${LIGHT_SCOPE}{--prism-color:#111;--prism-background-color:#fff}`);
});

test('one rule per style entry, in the theme order, so that later entries win as they do in Prism', () => {
  const lines = themeCss(theme, DARK_SCOPE).trim().split('\n');
  assert.deepEqual(lines.slice(1), [
    `${DARK_SCOPE} .prism-code .token.comment,${DARK_SCOPE} .prism-code .token.prolog{color:#999;font-style:italic}`,
    `${DARK_SCOPE} .prism-code.language-markup .token.tag,${DARK_SCOPE} .prism-code.language-jsx .token.tag{color:#a00}`,
    `${DARK_SCOPE} .prism-code .token.comment{color:#555}`,
  ]);
});

test('light colours apply unless dark is chosen (also without JavaScript, when <html> has no data-theme); dark ones only in dark', () => {
  // The selector each theme's variables are scoped to, read from the generated CSS, matched against documents.
  const scopeOf = (/** @type {string} */ css) => css.slice(0, css.indexOf('{'));
  const light = scopeOf(themeCss(theme, LIGHT_SCOPE));
  const dark = scopeOf(themeCss(theme, DARK_SCOPE));
  const matches = (/** @type {string} */ selector, /** @type {string} */ htmlAttributes) => cheerio.load(`<html ${htmlAttributes}><body></body></html>`)('html').is(selector);
  assert.deepEqual(
    ['', 'data-theme="light"', 'data-theme="dark"'].map((attrs) => [matches(light, attrs), matches(dark, attrs)]),
    [
      [true, false],
      [true, false],
      [false, true],
    ],
  );
});

test('the plugin writes both configured themes into the stylesheet it registers', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-css-'));
  /** @type {import('prism-react-renderer').PrismTheme} */
  const dark = {plain: {color: '#eee', backgroundColor: '#000'}, styles: []};
  const plugin = prismThemeCssPlugin(
    /** @type {any} */ ({generatedFilesDir, siteConfig: {themeConfig: {prism: {theme, darkTheme: dark}}}}),
  );
  const [file] = plugin.getClientModules();
  const css = fs.readFileSync(file, 'utf8');
  assert.ok(css.startsWith(themeCss(theme, LIGHT_SCOPE)));
  assert.ok(css.endsWith(themeCss(dark, DARK_SCOPE)));
  fs.rmSync(generatedFilesDir, {recursive: true});
});
