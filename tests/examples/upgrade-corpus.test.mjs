// The upgrade assistant over the corpus of readers' programs (tests/corpus/programs/): every program written for a
// major the assistant upgrades from is upgraded to every major above it (src/upgrade/rules.mjs, UPGRADE_PATHS), every
// edit accepted, laid out in the target release's workspace and run in Node the way its (upgraded) settings say, as
// its original is run on its own release (tests/corpus/programs.mjs). A pair passes when the upgrade compiles and
// prints what the original printed. At least 90 % of the pairs must pass, and every pair that does not must be
// explained by a flag of the assistant at the line where it differs:
// - a type error of the upgrade: a flag at the line of the original the error's line comes from (edits mapped back);
// - a run that prints something else: a flag at the line BEHAVIOUR_CHANGES below names for it, the line whose
//   behaviour changed between the releases.
// The table of every pair is written to test-results/upgrade-corpus-table.md, and each difference no flag explains to
// test-results/upgrade-corpus-gaps.md (what the target release wants there).
// SAMPLES=v7 keeps the programs written for 7, SAMPLES_FILTER those whose id holds it (tests/examples/filters.mjs);
// UPGRADE_CORPUS_DISABLE=<rule id>,… runs the assistant with those rules off, to see what the corpus needs them for.
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {workspaceDir, RELEASE_LINES} from '../../src/siteData/releaseLines.mjs';
import {UPGRADE_PATHS} from '../../src/upgrade/rules.mjs';
import {applyEdits, upgradeProgram} from '../../src/upgrade/transform.mjs';
import {corpusPrograms, runInNode} from '../corpus/programs.mjs';
import {limitFor} from '../processes.mjs';
import {pathSelected, regardless, workspaceSelected} from './filters.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESULTS = path.join(ROOT, 'test-results');
const DISABLED = (process.env.UPGRADE_CORPUS_DISABLE ?? '').split(',').filter(Boolean);
/** The share of pairs that must compile and print the same (issue 46). */
const REQUIRED_SHARE = 0.9;

/**
 * Where an upgraded program's output differs from its original's for a reason the migration guides describe (a
 * behaviour change with no compile error): the line of the original whose behaviour changed, by its file and a piece
 * of its text (the first line holding it). When the pair prints something else, the assistant must have flagged each
 * line named for it (on the line, or on a decorator line right above a declaration); when it prints the same (the
 * assistant rewrote the line), the entry asks nothing.
 * @type {{program: string, to: string[], file: string, at: string, why: string}[]}
 */
const BEHAVIOUR_CHANGES = [
  {
    program: 'v6-property-inheritance', to: ['7', '8'], file: 'src/users.ts', at: 'export class UserRepository extends Repository<User>',
    why: 'the base class\'s @inject property (db) is not inherited without @injectFromBase(): it stays undefined and byId() throws',
  },
  ...['OrderService', 'RefundService'].map((name) => ({
    program: 'v6-postconstruct-base-class', to: ['7', '8'], file: 'src/orders/order-service.ts', at: `export class ${name} extends BaseService`,
    why: `${name} inherits neither the base's @inject property (logger) nor its @postConstruct without @injectFromBase(): nothing logs "started" and the first log() throws`,
  })),
];

/**
 * @typedef {import('../corpus/programs.mjs').CorpusProgram} CorpusProgram
 * @typedef {import('../../src/upgrade/transform.mjs').UpgradeEdit} UpgradeEdit
 * @typedef {import('../../src/upgrade/transform.mjs').UpgradeFlag} UpgradeFlag
 * @typedef {{file: string, line: number, what: string}} Place a line of the original where the upgrade differs
 * @typedef {object} PairResult
 * @property {CorpusProgram} program
 * @property {string} to
 * @property {boolean} compiles
 * @property {boolean} same
 * @property {UpgradeFlag[]} flags
 * @property {Place[]} explained differences a flag sits at
 * @property {Place[]} unexplained differences no flag sits at
 * @property {string} [stopped] the assistant's message when it stopped
 */

const programs = corpusPrograms().filter((program) => UPGRADE_PATHS.some((route) => route.from === program.major));
const pairs = programs
  .filter((program) => workspaceSelected(`v${program.major}`) && pathSelected(program.id))
  .flatMap((program) => UPGRADE_PATHS.filter((route) => route.from === program.major).map((route) => ({program, to: route.to})));

/** Each original's Node result, once per program however many targets ask for it. @type {Map<string, ReturnType<typeof runInNode>>} */
const originals = new Map();
/** @param {CorpusProgram} program */
const original = (program) => {
  if (!originals.has(program.id)) originals.set(program.id, runInNode(program));
  return /** @type {ReturnType<typeof runInNode>} */ (originals.get(program.id));
};

/**
 * The package.json of the reader's project beside the program's files when the program brings none: the one its
 * release's workspace gave it (its "type", which decides how Node reads the emitted files), kept as it was, since the
 * project's package.json does not change with its inversify major unless the upgrade changes it.
 * @param {CorpusProgram} program
 * @returns {Record<string, string>}
 */
function projectPackage(program) {
  if (program.files['package.json'] !== undefined) return {};
  const line = RELEASE_LINES.find((candidate) => candidate.major === program.major);
  if (line === undefined) throw new Error(`${program.id}: no release line has the major ${program.major}`);
  const {type} = JSON.parse(fs.readFileSync(path.join(ROOT, workspaceDir(line.workspace), 'package.json'), 'utf8'));
  return {'package.json': `${JSON.stringify({private: true, ...(type === undefined ? {} : {type})}, null, 2)}\n`};
}

/**
 * The offset in the original text that an offset of the edited text comes from: inside a replacement, the start of
 * the edit it belongs to.
 * @param {UpgradeEdit[]} edits of one file, sorted, not overlapping
 * @param {number} offset in the edited text
 */
function originalOffset(edits, offset) {
  let shift = 0;
  for (const edit of edits) {
    const start = edit.start + shift;
    if (offset < start) break;
    if (offset < start + edit.text.length) return edit.start;
    shift += edit.text.length - (edit.end - edit.start);
  }
  return offset - shift;
}

/** The 1-based line of an offset. @param {string} text @param {number} offset */
const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;

/**
 * The places of the original where the upgrade's type errors come from, from tsc's formatted diagnostics (relative
 * file names, 1-based line and column).
 * @param {string} output
 * @param {Record<string, string>} upgraded the upgraded files
 * @param {CorpusProgram} program
 * @param {UpgradeEdit[]} edits
 * @returns {Place[]}
 */
function errorPlaces(output, upgraded, program, edits) {
  /** @type {Place[]} */
  const places = [];
  for (const [, file, line, column, message] of output.matchAll(/^(.+?)\((\d+),(\d+)\): error (TS\d+: .*)$/gm)) {
    const text = upgraded[file];
    const before = program.files[file];
    if (text === undefined || before === undefined) {
      places.push({...settingsPlace(program), what: `${message} (in ${file.replace(/^(\.\.\/)+/, '')}: the settings' libraries lack what the release's declarations use)`});
      continue;
    }
    const offset = text.split('\n').slice(0, Number(line) - 1).join('\n').length + (Number(line) > 1 ? 1 : 0) + Number(column) - 1;
    const fileEdits = edits.filter((edit) => edit.file === file);
    places.push({file, line: lineAt(before, originalOffset(fileEdits, offset)), what: message});
  }
  // A diagnostic with no place (an option the release rejects) names no line a flag could sit at.
  for (const [, message] of output.matchAll(/^error (TS\d+: .*)$/gm)) places.push({file: '(compiler options)', line: 0, what: message});
  if (places.length === 0) places.push({file: '(type check)', line: 0, what: output.trim().split('\n')[0] ?? 'failed'});
  // One place per line: errors a line causes twice (in two declaration files) ask for one flag.
  return places.filter((place, index) => places.findIndex((other) => other.file === place.file && other.line === place.line) === index);
}

/**
 * Where an error in a declaration file of the release comes from: the program's settings, at the line choosing its
 * libraries ("lib", or "target" that implies them), which is where a flag about them belongs.
 * @param {CorpusProgram} program
 * @returns {{file: string, line: number}}
 */
function settingsPlace(program) {
  const settings = program.files['tsconfig.json'] ?? '';
  const index = [/"lib"\s*:/i, /"target"\s*:/i].map((pattern) => settings.search(pattern)).find((found) => found >= 0);
  return {file: 'tsconfig.json', line: index === undefined ? 1 : lineAt(settings, index)};
}

/**
 * The lines BEHAVIOUR_CHANGES names for a pair whose run differs.
 * @param {CorpusProgram} program
 * @param {string} to
 * @returns {Place[]}
 */
function behaviourPlaces(program, to) {
  return BEHAVIOUR_CHANGES.filter((change) => change.program === program.id && change.to.includes(to)).map((change) => {
    const text = program.files[change.file];
    assert.ok(text !== undefined, `BEHAVIOUR_CHANGES: ${program.id} has no file ${change.file}`);
    const index = text.indexOf(change.at);
    assert.ok(index >= 0, `BEHAVIOUR_CHANGES: ${program.id}/${change.file} holds no line with ${JSON.stringify(change.at)}`);
    return {file: change.file, line: lineAt(text, index), what: change.why};
  });
}

/**
 * The lines a flag for a place may sit at: its own, and the decorator lines right above it (a flag on a decorated
 * declaration may point at where the declaration starts, its first decorator).
 * @param {string} text the original file
 * @param {number} line 1-based
 */
function placeLines(text, line) {
  const lines = text.split('\n');
  const at = [line];
  for (let above = line - 1; above >= 1 && /^\s*@/.test(lines[above - 1] ?? ''); above -= 1) at.push(above);
  return at;
}

/**
 * Upgrades one program to one major, runs it and explains each difference from its original by the flags.
 * @param {CorpusProgram} program
 * @param {string} to
 * @returns {Promise<PairResult>}
 */
async function upgradeAndCompare(program, to) {
  const before = await original(program);
  assert.equal(before.check.code, 0, `${program.id} checks clean on its own release:\n${before.check.output}`);
  const result = upgradeProgram(ts, program.files, {from: program.major, to, limitMs: limitFor(3) * 1000, disabled: DISABLED});
  if (result.stopped !== undefined) {
    return {program, to, compiles: false, same: false, flags: [], explained: [], unexplained: [{file: '(upgrade)', line: 0, what: result.stopped}], stopped: result.stopped};
  }
  const names = [...new Set([...Object.keys(program.files), ...result.edits.map((edit) => edit.file)])];
  const upgraded = Object.fromEntries(names.map((file) => [file, applyEdits(program.files[file] ?? '', result.edits.filter((edit) => edit.file === file))]));
  const after = await runInNode({...program, id: `${program.id}.to-${to}`, major: to, files: {...projectPackage(program), ...upgraded}});
  const compiles = after.check.code === 0;
  const same = compiles && before.run !== undefined && after.run !== undefined && after.run.code === before.run.code && after.run.stdout === before.run.stdout && after.run.stderr === before.run.stderr;
  /** @type {Place[]} */
  let places = [];
  if (!compiles) places = errorPlaces(after.check.output, upgraded, program, result.edits);
  else if (!same) {
    places = behaviourPlaces(program, to);
    if (places.length === 0) {
      const printed = `${after.run?.stdout ?? ''}${after.run?.stderr ?? ''}`.trim().split('\n').slice(-3).join(' / ');
      places.push({file: '(run)', line: 0, what: `prints something else (exit ${after.run?.code}: ${printed}), and no behaviour change of the guides names a line for it`});
    }
  }
  const flagged = (/** @type {Place} */ place) => result.flags.some((flag) => flag.file === place.file && placeLines(program.files[place.file] ?? '', place.line).includes(flag.line));
  return {program, to, compiles, same, flags: result.flags, explained: places.filter(flagged), unexplained: places.filter((place) => !flagged(place))};
}

test(regardless('every behaviour change named is a line of a program the assistant upgrades, to a later major'), () => {
  for (const change of BEHAVIOUR_CHANGES) {
    const program = programs.find((candidate) => candidate.id === change.program);
    assert.ok(program !== undefined, `BEHAVIOUR_CHANGES: no 6.x or 7.x program ${change.program}`);
    for (const to of change.to) assert.ok(UPGRADE_PATHS.some((route) => route.from === program.major && route.to === to), `BEHAVIOUR_CHANGES: ${change.program} is not upgraded to ${to}`);
    assert.equal(behaviourPlaces(program, change.to[0] ?? '').length > 0, true);
  }
});

/** @type {PairResult[]} */
const results = [];
const started = Date.now();

describe(`every 6.x and 7.x program of the corpus upgraded to each later major${DISABLED.length > 0 ? ` (rules off: ${DISABLED.join(', ')})` : ''}`, {concurrency: 2}, () => {
  for (const {program, to} of pairs) {
    test(`${program.id}: ${program.major} → ${to} prints what the original prints, or differs only where flagged`, async () => {
      const pair = await upgradeAndCompare(program, to);
      results.push(pair);
      const where = pair.unexplained.map((place) => `  ${place.file}:${place.line} ${place.what}`).join('\n');
      assert.equal(pair.unexplained.length, 0, `${program.id} → ${to} differs where nothing is flagged:\n${where}`);
    });
  }
});

/** A table cell: one line, no pipe. @param {string} text */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

after(() => {
  if (results.length === 0) return;
  results.sort((a, b) => a.program.id.localeCompare(b.program.id) || a.to.localeCompare(b.to));
  const rows = results.map((pair) => {
    const differs = [...pair.explained.map((place) => `flagged at ${place.file}:${place.line}`), ...pair.unexplained.map((place) => `NOT flagged: ${place.file}:${place.line} ${place.what}`)];
    const flags = pair.flags.map((flag) => `${flag.rule} ${flag.file}:${flag.line}`).join('; ');
    return `| ${pair.program.id} | ${cell(pair.program.shape)} | ${pair.program.major} | ${pair.to} | ${pair.compiles ? 'yes' : 'no'} | ${pair.same ? 'yes' : cell(`no: ${differs.join('; ')}`)} | ${cell(flags === '' ? '—' : flags)} |`;
  });
  fs.mkdirSync(RESULTS, {recursive: true});
  fs.writeFileSync(path.join(RESULTS, 'upgrade-corpus-table.md'), `${['| program | shape | from | to | compiles | same output | flags |', '|---|---|---|---|---|---|---|', ...rows].join('\n')}\n`);
  const gaps = results.flatMap((pair) => pair.unexplained.map((place) => `- ${pair.program.id}, ${pair.program.major} → ${pair.to}, ${place.file}:${place.line}: ${place.what}`));
  fs.writeFileSync(path.join(RESULTS, 'upgrade-corpus-gaps.md'), `# Differences of the upgraded corpus no flag explains\n\n${gaps.length === 0 ? 'None.' : gaps.join('\n')}\n`);
});

test(`at least ${REQUIRED_SHARE * 100} % of the pairs compile and print the same`, () => {
  assert.ok(pairs.length > 0, 'the corpus has programs to upgrade');
  assert.equal(results.length, pairs.length, 'every pair ran');
  const same = results.filter((pair) => pair.same).length;
  const differing = results.length - same;
  const unexplained = results.filter((pair) => pair.unexplained.length > 0).length;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`upgrade corpus: ${same}/${results.length} pairs compile and print the same (${Math.round((100 * same) / results.length)} %); ${differing} differ, ${unexplained} of them where nothing is flagged; ${new Set(results.map((pair) => pair.program.id)).size} programs in ${seconds} s (test-results/upgrade-corpus-table.md)`);
  assert.ok(same >= REQUIRED_SHARE * results.length, `${same} of ${results.length} pairs compile and print the same; at least ${Math.ceil(REQUIRED_SHARE * results.length)} must`);
});
