// The behaviour of the API pages' samples across the releases of their line (src/siteData/api-behaviour.json,
// written by `npm run api-history`, scripts/api-history/behaviour.mjs): which samples a version's API pages show,
// and what the data says of each, as the pages put it ("Works as shown from 7.7.0; on 7.6.1 …") and the changes
// page lists it ("Behaviour changes"). Node only (the build, the script and the tests read it; no page ships it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {listCodeFences, parseSampleMeta} from '../../samples/build/samples.mjs';
import {API_DIR} from './data.mjs';

/** The data file, relative to the site folder. */
export const BEHAVIOUR_FILE = 'src/siteData/api-behaviour.json';

/**
 * What a sample did in a run of releases `from`…`to` (consecutive releases of the line that did the same):
 * - `as-shown`: it compiled, printed its `// prints:` lines and ended as its `// throws:` comments say;
 * - `differs`: it compiled and ran, and printed or ended otherwise (`printed`, `thrown`, `timedOut` say how);
 * - `does-not-compile`: the release's declarations reject it (`errors`: "TS2339 at line 12: …").
 * @typedef {{from: string, to: string, outcome: 'as-shown'} |
 *   {from: string, to: string, outcome: 'differs', printed: string[], thrown?: string, timedOut?: boolean} |
 *   {from: string, to: string, outcome: 'does-not-compile', errors: string[]}} SampleRun
 * @typedef {{sha256: string, page: string, runs: SampleRun[]}} SampleBehaviour
 * @typedef {{releases: string[], samples: Record<string, SampleBehaviour>}} LineBehaviour
 */

/**
 * @param {string} siteDir
 * @returns {{lines: Record<string, LineBehaviour>}}
 */
export const readBehaviour = (siteDir) => JSON.parse(fs.readFileSync(path.join(siteDir, BEHAVIOUR_FILE), 'utf8'));

/** @param {string} source a sample's text: the hash the data records it by. */
export const sampleHash = (source) => crypto.createHash('sha256').update(source).digest('hex');

/**
 * The samples a version's API pages show that run (TypeScript, not `*.fails.ts`), each with the first page that
 * shows it (relative to the site folder), sorted by path.
 * @param {{contentDir: string, workspace: string}} version
 * @param {string} siteDir
 * @returns {{file: string, page: string}[]}
 */
export function apiPageSamples(version, siteDir) {
  const dir = path.join(version.contentDir, API_DIR);
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const name of fs.readdirSync(path.join(siteDir, dir)).filter((f) => /\.mdx?$/.test(f)).sort()) {
    for (const fence of listCodeFences(fs.readFileSync(path.join(siteDir, dir, name), 'utf8'))) {
      const file = parseSampleMeta(fence.meta)?.file;
      if (file === undefined || !file.startsWith(`${version.workspace}/`) || !file.endsWith('.ts') || file.endsWith('.fails.ts')) continue;
      if (!found.has(file)) found.set(file, `${dir}/${name}`);
    }
  }
  return [...found].map(([file, page]) => ({file, page})).sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Where a sample starts to work as its page shows, when not in the line's first release: the first release of the
 * last run of "as shown" releases, and what the sample did in the release before it. Undefined for a sample that
 * works as shown in every release, or that never does (the unit test requires the last release to).
 * @param {SampleBehaviour} sample
 * @returns {{from: string, before: string, previous: Exclude<SampleRun, {outcome: 'as-shown'}>} | undefined}
 */
export function asShownFrom(sample) {
  const last = sample.runs.at(-1);
  const previous = sample.runs.at(-2);
  if (last?.outcome !== 'as-shown' || previous === undefined || previous.outcome === 'as-shown') return undefined;
  return {from: last.from, before: previous.to, previous};
}

/** @param {string} text */
const quoted = (text) => `"${text.split('\n')[0]}"`;

/**
 * What a sample did instead of what its page shows, as words and code for the note: `[['text', 'prints '],
 * ['code', 'loyalty, seasonal'], ['text', ' as its line 3 (shown: '], …]`.
 * @param {Exclude<SampleRun, {outcome: 'as-shown'}>} run
 * @param {{printed: string[], thrown: string | undefined}} expected the sample's `// prints:` lines and `// throws:` message
 * @returns {['text' | 'code', string][]}
 */
export function differencePhrase(run, expected) {
  if (run.outcome === 'does-not-compile') return [['text', 'it does not compile: '], ['code', run.errors[0]]];
  if (run.timedOut) return [['text', 'it does not end within the time limit']];
  const at = run.printed.findIndex((line, i) => line !== expected.printed[i]);
  const index = at === -1 && run.printed.length < expected.printed.length ? run.printed.length : at;
  if (index !== -1) {
    const printed = run.printed[index];
    const shown = expected.printed[index];
    if (printed === undefined) {
      const ending = run.thrown === undefined ? '' : ` and throws ${quoted(run.thrown)}`;
      return [['text', `it prints no line ${index + 1} (shown: `], ['code', shown], ['text', `)${ending}`]];
    }
    return [
      ['text', `its line ${index + 1} is `],
      ['code', printed],
      ...(shown === undefined ? [/** @type {['text', string]} */ (['text', ', a line the page does not show'])] : [['text', ' (shown: '], ['code', shown], ['text', ')']]),
    ].map((part) => /** @type {['text' | 'code', string]} */ (part));
  }
  if (run.thrown === undefined) return [['text', 'it throws no error']];
  return [['text', 'it throws '], ['code', run.thrown.split('\n')[0]]];
}

/**
 * The behaviour changes of a line by release: each sample that works as shown from that release on and compiled, but
 * behaved otherwise, in the release before (a sample that did not compile before shows an API change, listed as such).
 * @param {LineBehaviour} line
 * @returns {Map<string, {file: string, page: string, before: string, previous: Exclude<SampleRun, {outcome: 'as-shown'}>}[]>}
 */
export function behaviourChanges(line) {
  /** @type {Map<string, {file: string, page: string, before: string, previous: Exclude<SampleRun, {outcome: 'as-shown'}>}[]>} */
  const byRelease = new Map();
  for (const [file, sample] of Object.entries(line.samples)) {
    const change = asShownFrom(sample);
    if (change === undefined || change.previous.outcome === 'does-not-compile') continue;
    byRelease.set(change.from, [...(byRelease.get(change.from) ?? []), {file, page: sample.page, before: change.before, previous: change.previous}]);
  }
  return byRelease;
}
