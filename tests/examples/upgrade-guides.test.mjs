// Every "before" sample of the three migration guides, upgraded by the upgrade transform (src/upgrade/transform.mjs),
// must compile against the target release and print what the guide's "after" sample prints. Where the guide's section
// is a change the transform flags instead of rewriting (a behaviour change, or code it cannot rewrite safely), the
// transform must flag a line of the part the guide shows, and the rewritten program must still compile and run, with
// any compile error at a flagged line. A section with a before sample and no rule fails.
//
// The rewritten samples of a target release are compiled by one tsc run with the target workspace's tsconfig.json,
// under the workspace's .out/ (so `inversify` is the release the samples are tested against), then run with Node.
// UPGRADE_DISABLED=<rule id>[,<rule id>] runs the transform without those rules, to see this test fail without them.
// SAMPLES=v8 keeps the pairs whose target is that workspace; SAMPLES_FILTER=<part of a path> those whose before or
// after sample's path contains it.
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {statedLines} from '../../src/samples/build/samples.mjs';
import {workspaceDir} from '../../src/siteData/releaseLines.mjs';
import {UPGRADE_RULES} from '../../src/upgrade/rules.mjs';
import {applyEdits, upgradeProgram} from '../../src/upgrade/transform.mjs';
import {limitFor, runProcess} from '../processes.mjs';
import {pathSelected, workspaceSelected} from './filters.mjs';
import {compile} from './sampleChecks.mjs';
import {ROOT, guidePairs, releaseLineOfMajor, shownLines} from './upgradeGuides.mjs';

const started = Date.now();
const DISABLED = (process.env.UPGRADE_DISABLED ?? '').split(',').filter((id) => id !== '');
const RUN_ID = `upgrade-guides-${process.pid}`;
const pairs = guidePairs().filter((pair) => workspaceSelected(releaseLineOfMajor(pair.to).workspace) && (pathSelected(pair.before) || pathSelected(pair.after)));

/** The rules that name a section of a path's guide. @param {string} key @param {string} section */
const rulesOfSection = (key, section) => UPGRADE_RULES.filter((rule) => rule.guide[key]?.split('#')[1] === section);

/**
 * The offset in the rewritten text of an offset in the original.
 * @param {{start: number, end: number, text: string}[]} edits @param {number} offset
 */
const shifted = (edits, offset) => offset + edits.filter((e) => e.end <= offset).reduce((sum, e) => sum + e.text.length - (e.end - e.start), 0);

/** @param {string} text @param {number} line 1-based @param {number} column 1-based */
const offsetOf = (text, line, column) => text.split('\n').slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + column - 1;
/** @param {string} text @param {number} offset */
const lineOf = (text, offset) => text.slice(0, offset).split('\n').length;

const upgraded = pairs.map((pair, index) => {
  const source = fs.readFileSync(path.join(ROOT, pair.before), 'utf8');
  const result = upgradeProgram(ts, {[path.basename(pair.before)]: source}, {from: pair.from, to: pair.to, disabled: DISABLED});
  const text = applyEdits(source, result.edits);
  const dir = path.join(workspaceDir(releaseLineOfMajor(pair.to).workspace), '.out', RUN_ID);
  const file = path.join(dir, 'src', pair.key, `${index}-${path.basename(pair.before)}`);
  fs.mkdirSync(path.join(ROOT, path.dirname(file)), {recursive: true});
  fs.writeFileSync(path.join(ROOT, file), text);
  // the flags' lines in the rewritten text, to match compile errors with
  const flaggedLines = new Set(result.flags.map((flag) => lineOf(text, shifted(result.edits, offsetOf(source, flag.line, flag.column)))));
  return {pair, source, result, text, dir, file, flaggedLines};
});
process.on('exit', () => new Set(upgraded.map((u) => u.dir)).forEach((dir) => fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true})));

// One tsc run per target release, in parallel.
const compiled = new Map(
  await Promise.all(
    [...new Set(upgraded.map((u) => u.dir))].map(async (dir) => {
      const config = path.join(dir, 'tsconfig.json');
      const files = upgraded.filter((u) => u.dir === dir).map((u) => path.join(ROOT, u.file));
      fs.writeFileSync(path.join(ROOT, config), JSON.stringify({extends: '../../tsconfig.json', compilerOptions: {rootDir: 'src', outDir: 'js', noEmitOnError: false}, files, include: [], exclude: []}));
      return /** @type {const} */ ([dir, await compile(['-p', config])]);
    }),
  ),
);

/** @type {{pair: string, path: string, result: string}[]} */
const table = [];
after(() => {
  const width = Math.max(...table.map((row) => row.pair.length));
  console.log(`\nUpgraded guide samples (${((Date.now() - started) / 1000).toFixed(1)} s${DISABLED.length > 0 ? `, without ${DISABLED.join(', ')}` : ''}):`);
  for (const row of table) console.log(`  ${row.path}  ${row.pair.padEnd(width)}  ${row.result}`);
});

describe('the migration guides\' before samples, upgraded', {concurrency: 4}, () => {
  for (const u of upgraded) {
    const {pair} = u;
    const name = `${pair.guide}#${pair.section}: ${path.basename(pair.before)}${pair.region === undefined ? '' : ` (${pair.region})`} → ${path.basename(pair.after)}`;
    test(`${pair.key} ${name}`, async () => {
      const row = {pair: `#${pair.section} ${path.basename(pair.before)}${pair.region === undefined ? '' : `:${pair.region}`}`, path: pair.key, result: 'failed'};
      table.push(row);
      const rules = rulesOfSection(pair.key, pair.section);
      assert.ok(rules.length > 0, `${pair.guide}:${pair.line}: the section #${pair.section} shows a before sample, but no rule of src/upgrade/rules.mjs names it for ${pair.key}`);
      assert.equal(u.result.stopped, undefined, `the transform stopped: ${u.result.stopped}`);
      const flagOnly = rules.every((rule) => rule.kind === 'flag');
      const shown = shownLines(u.source, pair.region);
      const sectionFlags = u.result.flags.filter((flag) => rules.some((rule) => rule.id === flag.rule) && flag.line >= shown.first && flag.line <= shown.last);
      const describeFlags = () => u.result.flags.map((f) => `  ${f.line}: ${f.rule}`).join('\n') || '  (none)';

      const errors = (compiled.get(u.dir)?.get(u.file) ?? []).concat(compiled.get(u.dir)?.get('(tsc)') ?? []);
      const unflagged = errors.filter((error) => !u.flaggedLines.has(error.line));
      assert.deepEqual(unflagged.map((e) => e.text), [], `${pair.before} upgraded for ${pair.to} does not compile where nothing is flagged:\n${u.text}`);
      if (errors.length > 0) {
        assert.ok(sectionFlags.length > 0, `compile errors at flagged lines, but no flag of ${rules.map((r) => r.id).join(', ')}`);
        row.result = `does not compile at the flagged line (${sectionFlags.map((f) => `${f.rule}, line ${f.line}`).join('; ')})`;
        return;
      }
      const js = path.join(ROOT, u.dir, 'js', path.relative(path.join(u.dir, 'src'), u.file)).replace(/\.ts$/, '.js');
      const run = await runProcess(process.execPath, [js], {cwd: path.join(ROOT, workspaceDir(releaseLineOfMajor(pair.to).workspace)), limit: limitFor(2)});
      const printed = run.stdout === '' ? [] : run.stdout.replace(/\n$/, '').split('\n').map((l) => l.trimEnd());
      const expected = statedLines(fs.readFileSync(path.join(ROOT, pair.after), 'utf8'), 'prints').map((s) => s.text);
      // An after sample may show more than its before sample does: a program that prints what the before sample
      // printed on its own release (the samples test checks those comments) kept its behaviour too.
      const original = statedLines(u.source, 'prints').map((s) => s.text);
      const printsAfter = run.code === 0 && JSON.stringify(printed) === JSON.stringify(expected);
      const printsOriginal = run.code === 0 && JSON.stringify(printed) === JSON.stringify(original);
      const same = printsAfter || printsOriginal;
      if (flagOnly || !same) {
        assert.ok(sectionFlags.length > 0, [
          same ? `#${pair.section} is a change the transform flags (${rules.map((r) => r.id).join(', ')}), but it flagged no line of the sample's lines ${shown.first}-${shown.last}` : `the upgraded program (exit ${run.code}) prints other than ${pair.after}, and no rule of #${pair.section} (${rules.map((r) => r.id).join(', ')}) flagged a line of lines ${shown.first}-${shown.last}`,
          `printed:\n${printed.join('\n')}${run.stderr === '' ? '' : `\n${run.stderr}`}`,
          `expected (the after sample):\n${expected.join('\n')}`,
          `or (the before sample on its release):\n${original.join('\n')}`,
          `flags:\n${describeFlags()}`,
          `upgraded program:\n${u.text}`,
        ].join('\n'));
      }
      row.result = [printsAfter ? 'prints what the after sample prints' : printsOriginal ? 'prints what the before sample printed' : `prints otherwise (exit ${run.code})`, ...sectionFlags.map((f) => `flagged ${f.rule} at line ${f.line}`)].join('; ');
    });
  }
});
