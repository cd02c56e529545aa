// Every `npm install` block is shown as npm / Yarn / pnpm tabs (src/remark/markInstallCommands.mjs and
// @docusaurus/remark-plugin-npm2yarn, synced site-wide); without JavaScript the npm command is the one shown.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {listCodeFences} from '../../src/samples/build/samples.mjs';
import {isInstallFence} from '../../src/remark/markInstallCommands.mjs';
import {builtHtml, contentPages} from './content-pages.mjs';

const text = (/** @type {string} */ html) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

test('each page with an npm install block shows it as npm, Yarn and pnpm tabs, npm visible without JavaScript', () => {
  let blocks = 0;
  for (const page of contentPages()) {
    const installs = listCodeFences(page.text).filter((f) => isInstallFence({type: 'code', lang: f.lang, meta: f.meta, value: f.body}));
    if (installs.length === 0) continue;
    const html = builtHtml(page.route);
    // The build minifies HTML (no closing </li>), so tabs and panels are read by their opening tags.
    const tabLists = [...html.matchAll(/<ul role=["']?tablist["']?[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => [...m[1].matchAll(/<li[^>]*>([^<]*)/g)].map((li) => li[1].trim()));
    const installTabs = tabLists.filter((labels) => labels.join() === 'npm,Yarn,pnpm');
    assert.ok(installTabs.length >= installs.length, `${page.route}: ${installs.length} install block(s), ${installTabs.length} npm/Yarn/pnpm tab set(s)`);
    const panels = html.split(/<div role=["']?tabpanel["']?/).slice(1).map((chunk) => {
      const attributes = chunk.slice(0, chunk.indexOf('>'));
      return [chunk, attributes, text(chunk.slice(0, chunk.indexOf('</pre>')))];
    });
    for (const install of installs) {
      const npmLine = install.body.split('\n').find((l) => /^\s*npm /.test(l));
      assert.ok(npmLine, `${page.route}: the install block has an npm line`);
      const npmCommand = npmLine.trim();
      const npmPanel = panels.find(([, , body]) => body.includes(npmCommand));
      assert.ok(npmPanel, `${page.route}: "${npmCommand}" is in a tab panel`);
      assert.doesNotMatch(npmPanel[1], /\shidden/, `${page.route}: the npm panel is hidden without JavaScript`);
      // The other tabs run the same install with their package manager's verb (flags are translated, e.g. --dev).
      const packages = npmCommand.split(/\s+/).slice(2).filter((arg) => !arg.startsWith('-'));
      for (const manager of ['yarn add', 'pnpm add']) {
        assert.ok(panels.some(([, , body]) => body.includes(manager) && packages.every((p) => body.includes(p))), `${page.route}: ${manager} ${packages.join(' ')}`);
      }
      blocks++;
    }
  }
  assert.ok(blocks > 0, 'the content has npm install blocks');
});

// A reader's choice of package manager holds on every page: Docusaurus syncs tabs by groupId, and npm2yarn's tabs
// (groupId "npm2yarn") are the only package-manager tabs; a hand-written set (another groupId) ignored the choice.
test('every set of package-manager tabs is an npm2yarn set (npm, Yarn, pnpm), which shares the reader\'s choice', () => {
  const stray = [];
  for (const page of contentPages()) {
    const html = builtHtml(page.route);
    for (const [, list] of html.matchAll(/<ul role=["']?tablist["']?[^>]*>([\s\S]*?)<\/ul>/g)) {
      const labels = [...list.matchAll(/<li[^>]*>([^<]*)/g)].map((li) => li[1].trim());
      if (labels.some((label) => /^(npm|yarn|pnpm)$/i.test(label)) && labels.join() !== 'npm,Yarn,pnpm') stray.push(`${page.route}: ${labels.join('|')}`);
    }
  }
  assert.deepEqual(stray, []);
});
