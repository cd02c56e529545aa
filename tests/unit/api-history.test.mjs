// The API history (src/siteData/api-history.json, from `npm run api-history`) agrees with every release it names:
// each release, laid out with the packages the data says it was read with (tarballs from the script's cache in
// node_modules/.cache/api-history/, fetched from the npm registry once when missing) and read as the script reads it
// (scripts/api-history/extract.mjs), holds exactly what the data says is present in that release, with the same
// signatures; the last release is the one the samples are tested against; and every member heading of the API pages
// has an entry, so no heading goes without its "Added in" note unnoticed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {extractApi, resolveInversify} from '../../scripts/api-history/extract.mjs';
import {stateAt} from '../../scripts/api-history/history.mjs';
import {layOut} from '../../scripts/api-history/releases.mjs';
import {API_DIR, headingsOfSource, lineOf, matchMemberHeadings, readApiHistory, unknownMemberHeadings} from '../../src/remark/apiHistory/data.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HISTORY = readApiHistory(ROOT);

for (const version of DOCS_VERSIONS) {
  const lineName = lineOf(version, ROOT);
  const tested = JSON.parse(fs.readFileSync(path.join(ROOT, version.workspace, 'package.json'), 'utf8')).dependencies.inversify;

  test(`${version.label}: the ${lineName} history ends with the tested release, as installed in ${version.workspace}`, () => {
    const line = HISTORY.lines[lineName];
    assert.ok(line, `src/siteData/api-history.json has the ${lineName} line (npm run api-history)`);
    assert.equal(line.releases.at(-1)?.version, tested, `the last release read is ${version.workspace}'s inversify (npm run api-history)`);
    const installed = extractApi(resolveInversify(path.join(ROOT, version.workspace)));
    for (const [key, item] of installed) {
      assert.equal(stateAt(line.entries[key] ?? {kind: '', events: []}, tested).signature, item.signature, `${key}: the data at ${tested} is the installed declaration`);
    }
  });

  test(`${version.label}: every release of the ${lineName} history holds what the data says of it`, async () => {
    const line = HISTORY.lines[lineName];
    // A type the data has read unexported is looked for unexported in each release, as the script does.
    const unexported = Object.entries(line.entries).filter(([key, e]) => !key.includes('.') && e.events.some((ev) => ev.type === 'exported' || (ev.type === 'added' && ev.unexported))).map(([key]) => key);
    for (const {version: release, packages} of line.releases) {
      const tree = await layOut(release, new Map(Object.entries(packages)));
      const api = extractApi(resolveInversify(tree, tree), {unexported});
      assert.ok(api.size > 50, `${api.size} exports and members read from inversify ${release}`);
      for (const [key, item] of api) {
        const state = stateAt(line.entries[key] ?? {kind: '', events: []}, release);
        assert.equal(state.signature, item.signature, `${key} at ${release}: the data's signature (undefined: absent) is the declaration's`);
        if (!key.includes('.')) assert.equal(state.unexported, item.unexported === true, `${key} at ${release}: exported by name or not, as the data says`);
      }
      const extra = Object.keys(line.entries).filter((key) => stateAt(line.entries[key], release).signature !== undefined && !api.has(key));
      assert.deepEqual(extra, [], `present in the data at ${release}, absent from its declarations`);
    }
  });

  test(`${version.label}: every member heading of the API pages has an entry in the ${lineName} history`, () => {
    const dir = path.join(ROOT, version.contentDir, API_DIR);
    const entries = HISTORY.lines[lineName].entries;
    let headings = 0;
    /** @type {string[]} */
    const unknown = [];
    for (const name of fs.readdirSync(dir).filter((f) => /\.mdx?$/.test(f))) {
      const source = fs.readFileSync(path.join(dir, name), 'utf8');
      headings += matchMemberHeadings(headingsOfSource(source), entries).length;
      unknown.push(...unknownMemberHeadings(source, entries).map((h) => `${name}:${h.line}: ${h.name}`));
    }
    assert.ok(headings > 20, `${headings} member headings found`);
    assert.deepEqual(unknown, [], 'member headings with no entry (a typo, or a name inversify does not export)');
  });
}

test('a member heading with no history is named with its line, as npm run check prints it', () => {
  const entries = HISTORY.lines[lineOf(DOCS_VERSIONS[0], ROOT)].entries;
  const source = ['# Container', '', '## Overview', '', '### `get`', '', '```ts', '### notAHeading', '```', '', '### frobnicate {#frob}', ''].join('\n');
  assert.deepEqual(unknownMemberHeadings(source, entries), [{name: 'frobnicate', line: 11}]);
});
