// The API history (src/siteData/api-history.json, from `npm run api-history`) agrees with the releases the samples
// are tested against: their declarations, read as the script reads each release (scripts/api-history/extract.mjs),
// hold exactly what the data says is present in that release, with the same signatures; and every member heading
// of the API pages has an entry, so no heading goes without its "Added in" note unnoticed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {extractApi, resolveInversify} from '../../scripts/api-history/extract.mjs';
import {compareReleases} from '../../scripts/api-history/history.mjs';
import {API_DIR, headingsOfSource, lineOf, matchMemberHeadings, readApiHistory} from '../../src/remark/apiHistory/data.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HISTORY = readApiHistory(ROOT);

/**
 * What the data says of each key at `release`: its signature, or undefined when it is absent then.
 * @param {import('../../src/remark/apiHistory/data.mjs').HistoryEntry} entry
 * @param {string} release
 */
function stateAt(entry, release) {
  /** @type {string | undefined} */
  let signature;
  for (const event of entry.events) {
    if (compareReleases(event.release, release) > 0) break;
    if (event.type === 'added') signature = event.signature;
    if (event.type === 'changed') signature = event.to;
    if (event.type === 'removed') signature = undefined;
  }
  return signature;
}

for (const version of DOCS_VERSIONS) {
  const lineName = lineOf(version, ROOT);
  const tested = JSON.parse(fs.readFileSync(path.join(ROOT, version.workspace, 'package.json'), 'utf8')).dependencies.inversify;

  test(`${version.label}: the ${lineName} history ends with the tested release and matches its declarations`, () => {
    const line = HISTORY.lines[lineName];
    assert.ok(line, `src/siteData/api-history.json has the ${lineName} line (npm run api-history)`);
    assert.equal(line.releases.at(-1)?.version, tested, `the last release read is ${version.workspace}'s inversify (npm run api-history)`);
    const installed = extractApi(resolveInversify(path.join(ROOT, version.workspace)));
    assert.ok(installed.size > 50, `${installed.size} exports and members read from inversify ${tested}`);
    for (const [key, item] of installed) {
      const entry = line.entries[key];
      assert.ok(entry, `${key} of inversify ${tested} is in the data`);
      const added = entry.events.find((e) => e.type === 'added')?.release;
      assert.ok(added !== undefined && compareReleases(added, tested) <= 0, `${key} first appears no later than ${tested} (data: ${added})`);
      assert.equal(stateAt(entry, tested), item.signature, `${key}: the data's signature at ${tested} is the declaration's`);
    }
    const missing = Object.keys(line.entries).filter((key) => stateAt(line.entries[key], tested) !== undefined && !installed.has(key));
    assert.deepEqual(missing, [], `present in the data at ${tested}, absent from its declarations`);
  });

  test(`${version.label}: every member heading of the API pages has an entry in the ${lineName} history`, () => {
    const dir = path.join(ROOT, version.contentDir, API_DIR);
    const entries = HISTORY.lines[lineName].entries;
    let headings = 0;
    /** @type {string[]} */
    const unknown = [];
    for (const name of fs.readdirSync(dir).filter((f) => /\.mdx?$/.test(f))) {
      for (const match of matchMemberHeadings(headingsOfSource(fs.readFileSync(path.join(dir, name), 'utf8')), entries)) {
        headings += 1;
        if (match.key === undefined) unknown.push(`${name}: ${match.name}`);
      }
    }
    assert.ok(headings > 20, `${headings} member headings found`);
    assert.deepEqual(unknown, [], 'member headings with no entry (a typo, or a name inversify does not export)');
  });
}
