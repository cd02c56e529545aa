// The behaviour data (src/siteData/api-behaviour.json, from `npm run api-history`) is that of the samples the API
// pages show today: every such sample is recorded, with the hash of its text as it is now (a sample changed since the
// data was made fails here: re-run `npm run api-history -- --behaviour`), over exactly the releases of the line's API
// history, and works as shown in the last one, the release the sample tests run it against. The releases are not
// re-run here: that is the script's work, minutes long.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {apiPageSamples, asShownFrom, behaviourChanges, differencePhrase, readBehaviour, sampleHash} from '../../src/remark/apiHistory/behaviourData.mjs';
import {lineOf, readApiHistory} from '../../src/remark/apiHistory/data.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HISTORY = readApiHistory(ROOT);
const BEHAVIOUR = readBehaviour(ROOT);
const RERUN = 'npm run api-history -- --behaviour';

for (const version of DOCS_VERSIONS) {
  const lineName = lineOf(version, ROOT);

  test(`${version.label}: the behaviour data covers the releases of the ${lineName} history and the samples of the API pages as they are`, () => {
    const line = BEHAVIOUR.lines[lineName];
    assert.ok(line, `src/siteData/api-behaviour.json has the ${lineName} line (${RERUN})`);
    const releases = HISTORY.lines[lineName].releases.map((r) => r.version);
    assert.deepEqual(line.releases, releases, `the releases the samples ran against are those of the API history (${RERUN})`);
    const samples = apiPageSamples(version, ROOT);
    assert.ok(samples.length > 20, `${samples.length} samples on the API pages`);
    assert.deepEqual(Object.keys(line.samples).sort(), samples.map((s) => s.file), `the samples recorded are those the API pages show (${RERUN})`);
    for (const {file} of samples) {
      const recorded = line.samples[file];
      assert.equal(recorded.sha256, sampleHash(fs.readFileSync(path.join(ROOT, file), 'utf8')), `${file} changed since its runs were recorded (${RERUN})`);
      // The runs follow the releases one after another, first to last.
      const covered = recorded.runs.flatMap((run) => releases.slice(releases.indexOf(run.from), releases.indexOf(run.to) + 1));
      assert.deepEqual(covered, releases, `${file}: one outcome per release, in order`);
      assert.equal(recorded.runs.at(-1)?.outcome, 'as-shown', `${file} works as shown in ${releases.at(-1)}, the release its workspace tests it against`);
    }
  });
}

test('7.x: getAll with chained: true and onDeactivation on a non-singleton binding work as shown from 7.7.0, and the changes list them there', () => {
  const line = BEHAVIOUR.lines['7.x'];
  const getAll = asShownFrom(line.samples['examples/v7/src/api/container/get-all.ts']);
  assert.equal(getAll?.from, '7.7.0');
  // 7.6.1 takes the option and ignores it: only the child's bindings.
  assert.deepEqual(getAll?.previous, {from: '7.6.1', to: '7.6.1', outcome: 'differs', printed: ['loyalty, seasonal', 'welcome', 'loyalty, seasonal', '0']});
  const deactivation = asShownFrom(line.samples['examples/v7/src/api/errors/deactivation-not-singleton.ts']);
  assert.equal(deactivation?.from, '7.7.0');
  assert.equal(deactivation?.previous.outcome === 'differs' && deactivation.previous.thrown, undefined, 'on 7.6.1 it throws nothing');
  const listed = (behaviourChanges(line).get('7.7.0') ?? []).map((c) => c.file);
  assert.ok(listed.includes('examples/v7/src/api/container/get-all.ts') && listed.includes('examples/v7/src/api/errors/deactivation-not-singleton.ts'), listed.join(', '));
});

test('what a sample did instead is told at its first differing line, or by how it ended', () => {
  const expected = {printed: ['a', 'b'], thrown: 'Boom'};
  const run = (/** @type {object} */ rest) => /** @type {any} */ ({from: '1.0.0', to: '1.0.0', outcome: 'differs', ...rest});
  assert.deepEqual(differencePhrase(run({printed: ['a', 'c']}), expected), [['text', 'its line 2 is '], ['code', 'c'], ['text', ' (shown: '], ['code', 'b'], ['text', ')']]);
  assert.deepEqual(differencePhrase(run({printed: ['a']}), expected), [['text', 'it prints no line 2 (shown: '], ['code', 'b'], ['text', ')']]);
  assert.deepEqual(differencePhrase(run({printed: ['a', 'b']}), expected), [['text', 'it throws no error']]);
  assert.deepEqual(differencePhrase(run({printed: ['a', 'b'], thrown: 'Other\nmore'}), expected), [['text', 'it throws '], ['code', 'Other']]);
  assert.deepEqual(differencePhrase({from: '1.0.0', to: '1.0.0', outcome: 'does-not-compile', errors: ['TS2339 at line 3: x']}, expected), [['text', 'it does not compile: '], ['code', 'TS2339 at line 3: x']]);
  // A sample that works as shown throughout, or never, gets no note.
  assert.equal(asShownFrom({sha256: '', page: '', runs: [{from: '1.0.0', to: '1.2.0', outcome: 'as-shown'}]}), undefined);
  assert.equal(asShownFrom({sha256: '', page: '', runs: [run({printed: []})]}), undefined);
});
