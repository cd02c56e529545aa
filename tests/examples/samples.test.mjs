// Every sample under examples/v{6,7,8}/src is compiled by the TypeScript compiler (decorator metadata needs
// tsc, not esbuild) against the inversify release of its workspace, run with Node, and its stdout compared
// with its `// prints: …` comments. `*.fails.ts` samples must fail to compile with exactly the errors they name:
// one `// expect-error: TSxxxx` comment line above the line of each error. A failure names the sample file and the
// pages that show it.
//
// A folder that holds `*.test.ts` files is a small application (the guides' apps): its test files are run
// together with `node --test` after compilation and must pass; its other files are modules that only need to
// compile, unless they state `// prints: …`, in which case they are run like any sample (an entry point).
// Every file of an app, tests included, must still be shown on a page.
//
// A sample that states `// node-flags: …` is run with those Node options (and only in Node).
//
// A sample that states `// throws: …` must end with an uncaught error (or unhandled rejection) whose message is
// exactly that (several such comments are the lines of one message), after printing its `// prints:` lines: the error
// reference's entries cannot drift from the release. ./reportUncaught.mjs, preloaded, reports the error's message.
//
// Narrow a run while writing docs: SAMPLES=v7 SAMPLES_FILTER=fundamentals/binding npm run test:examples
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {pathToFileURL} from 'node:url';
import {expectedOutput, expectedThrow, listCodeFences, listContentFiles, listSampleFiles, nodeFlags, parseSampleMeta} from '../../src/samples/build/samples.mjs';
import {SAMPLE_VERSIONS} from '../../src/samples/shared/versions.mjs';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const UNCAUGHT_REPORTER = path.join(import.meta.dirname, 'reportUncaught.mjs');
const WORKSPACES = SAMPLE_VERSIONS.filter((v) => !process.env.SAMPLES || process.env.SAMPLES.split(',').includes(v));
const FILTER = process.env.SAMPLES_FILTER ?? '';
const RUN_ID = `run-${process.pid}`;

/** sample path (relative to ROOT) → content files that embed it */
function pagesBySample() {
  const pages = new Map();
  for (const file of listContentFiles(ROOT)) {
    for (const fence of listCodeFences(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
      const ref = parseSampleMeta(fence.meta);
      if (ref === undefined) continue;
      const key = path.normalize(ref.file);
      pages.set(key, [...new Set([...(pages.get(key) ?? []), file])]);
    }
  }
  return pages;
}

/**
 * Runs tsc and returns its diagnostics by file (relative to ROOT).
 * @param {string[]} args
 */
async function compile(args) {
  const result = await run(process.execPath, [TSC, ...args, '--pretty', 'false'], {cwd: ROOT}).catch((e) => e);
  /** @type {Map<string, {line: number, code: string, text: string}[]>} */
  const diagnostics = new Map();
  /** @type {{line: number, code: string, text: string} | undefined} */
  let last;
  for (const line of String(result.stdout ?? '').split('\n')) {
    const m = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line);
    if (m !== null) {
      const file = path.relative(ROOT, path.resolve(ROOT, m[1]));
      last = {line: Number(m[2]), code: m[4], text: `${m[4]} at line ${m[2]}: ${m[5]}`};
      diagnostics.set(file, [...(diagnostics.get(file) ?? []), last]);
    } else if (last !== undefined && line.startsWith(' ')) {
      last.text += `\n${line}`;
    } else if (line.trim() !== '') {
      diagnostics.set('(tsc)', [...(diagnostics.get('(tsc)') ?? []), {code: '', line: 0, text: line}]);
    }
  }
  return diagnostics;
}

const isAppTest = (/** @type {string} */ file) => file.endsWith('.test.ts');
/** Folders (relative to ROOT) that hold an app's `*.test.ts` files. */
const appDirsOf = (/** @type {string[]} */ files) => [...new Set(files.filter(isAppTest).map((f) => path.dirname(f)))].sort();

/** The summary counts of node's spec reporter ("ℹ tests 5"). */
const reporterCount = (/** @type {string} */ output, /** @type {string} */ name) => Number(new RegExp(`^\\S* ?${name} (\\d+)$`, 'm').exec(output)?.[1] ?? NaN);

/**
 * The compile errors a `*.fails.ts` sample states, as "TSxxxx at line N", sorted: each `// expect-error: TSxxxx`
 * comment line names one error on the next line that is not such a comment (two comments above a line: two errors).
 * @param {string} source
 */
function expectedErrors(source) {
  const lines = source.split('\n');
  /** @type {string[]} */
  const expected = [];
  /** @type {string[]} */
  let pending = [];
  lines.forEach((text, index) => {
    const comment = /^\s*\/\/ expect-error: (TS\d+)\s*$/.exec(text);
    if (comment !== null) pending.push(comment[1]);
    else {
      expected.push(...pending.map((code) => `${code} at line ${index + 1}`));
      pending = [];
    }
  });
  // A comment with no line after it names no line: kept, so that the comparison fails and shows it.
  expected.push(...pending.map((code) => `${code} after the last line`));
  return expected.sort();
}

const pages = pagesBySample();
const shownOn = (/** @type {string} */ file) => {
  const list = pages.get(file) ?? [];
  return list.length > 0 ? `shown on ${list.join(', ')}` : 'shown on no page';
};

const workspaces = await Promise.all(
  WORKSPACES.map(async (v) => {
    const dir = `examples/${v}`;
    const outDir = path.join(dir, '.out', RUN_ID);
    const files = listSampleFiles(path.join(ROOT, dir, 'src')).map((f) => path.relative(ROOT, f));
    const samples = files.filter((f) => !f.endsWith('.fails.ts'));
    const failing = files.filter((f) => f.endsWith('.fails.ts'));
    // tsc refuses a project with no inputs; a workspace with no samples yet has nothing to check.
    /** @type {Awaited<ReturnType<typeof compile>>} */
    const diagnostics = samples.length > 0 ? await compile(['-p', path.join(dir, 'tsconfig.json'), '--outDir', outDir]) : new Map();
    /** @type {Awaited<ReturnType<typeof compile>>} */
    let failDiagnostics = new Map();
    if (failing.length > 0) {
      const config = path.join(dir, '.out', `${RUN_ID}.fails.json`);
      fs.mkdirSync(path.dirname(config), {recursive: true});
      fs.writeFileSync(
        config,
        JSON.stringify({
          extends: '../tsconfig.json',
          compilerOptions: {noEmit: true},
          files: failing.map((f) => path.join(ROOT, f)),
          include: [],
          exclude: [],
        }),
      );
      failDiagnostics = await compile(['-p', config]);
    }
    return {v, dir, outDir, samples, failing, diagnostics, failDiagnostics};
  }),
);

// Remove only this run's output: other runs (e.g. parallel doc writers) may be using .out at the same time.
process.on('exit', () => {
  for (const w of workspaces) {
    fs.rmSync(path.join(ROOT, w.outDir), {recursive: true, force: true});
    fs.rmSync(path.join(ROOT, w.dir, '.out', `${RUN_ID}.fails.json`), {force: true});
  }
});

for (const w of workspaces) {
  describe(`inversify ${w.v} samples`, {concurrency: 4}, () => {
    test('the workspace compiles without project-level errors', () => {
      assert.deepEqual(w.diagnostics.get('(tsc)') ?? [], []);
    });

    const appDirs = appDirsOf(w.samples);
    const compiledPath = (/** @type {string} */ file) => path.join(ROOT, w.outDir, path.relative(path.join(w.dir, 'src'), file)).replace(/\.ts$/, '.js');

    for (const file of w.samples.filter((f) => f.includes(FILTER))) {
      test(`${file} (${shownOn(file)})`, async () => {
        const errors = w.diagnostics.get(file) ?? [];
        assert.equal(errors.length, 0, `${file} (${shownOn(file)}) does not compile:\n${errors.map((e) => e.text).join('\n')}`);
        const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
        const expected = expectedOutput(source);
        // An app's tests run in the app test below; an app module that states no output only has to compile.
        if (appDirs.includes(path.dirname(file)) && (isAppTest(file) || expected.length === 0)) return;
        const throws = expectedThrow(source);
        assert.ok(expected.length > 0 || throws !== undefined, `${file} states no result: add "// prints: …" comments`);
        const report = path.join(ROOT, w.outDir, `${path.basename(file)}.${process.pid}.thrown.json`);
        // 60 s: a sample that loads Express takes about 9 s on a loaded 2-core machine; the limit only catches hangs.
        // A sample's `// node-flags:` (e.g. code generation forbidden) apply to the whole process, as a reader would start it.
        const result = await run(process.execPath, [...nodeFlags(source), '--import', pathToFileURL(UNCAUGHT_REPORTER).href, compiledPath(file)], {
          cwd: path.join(ROOT, w.dir),
          timeout: 60_000,
          env: {...process.env, SAMPLE_UNCAUGHT_REPORT: report},
        }).catch((e) => e);
        const thrown = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')).message : undefined;
        fs.rmSync(report, {force: true});
        if (throws === undefined) {
          assert.equal(result.code ?? 0, 0, `${file} (${shownOn(file)}) exited with ${result.code}:\n${result.stderr}`);
        } else {
          assert.equal(thrown, throws, `${file} (${shownOn(file)}) did not throw what its "// throws:" comments say (exit ${result.code}):\n${result.stderr}`);
        }
        // No output at all is no line (a sample of the error reference may print nothing before it throws).
        const actual = String(result.stdout) === '' ? [] : String(result.stdout).replace(/\n$/, '').split('\n').map((l) => l.trimEnd());
        assert.deepEqual(actual, expected, `${file} (${shownOn(file)}) printed something other than its "// prints:" comments`);
      });
    }

    for (const dir of appDirs.filter((d) => d.includes(FILTER))) {
      test(`app ${dir}: its node --test suite passes`, async (t) => {
        const tests = w.samples.filter((f) => path.dirname(f) === dir && isAppTest(f));
        // Without this the nested runner would report to our runner's protocol instead of printing its summary.
        const env = {...process.env};
        delete env.NODE_TEST_CONTEXT;
        const result = await run(process.execPath, ['--test', '--test-reporter=spec', ...tests.map(compiledPath)], {
          cwd: path.join(ROOT, w.dir),
          env,
          // several test files that start servers: more time than one sample needs, on a busy machine too
          timeout: 120_000,
        }).catch((e) => e);
        const output = `${result.stdout}${result.stderr}`;
        assert.equal(result.code ?? 0, 0, `the tests of ${dir} failed:\n${output}`);
        const count = reporterCount(output, 'tests');
        assert.ok(count > 0, `the tests of ${dir} ran no test:\n${output}`);
        t.diagnostic(`${dir}: ${count} tests passed in ${tests.length} files`);
      });
    }

    for (const file of w.failing.filter((f) => f.includes(FILTER))) {
      test(`${file} fails to compile as its page says (${shownOn(file)})`, () => {
        const expected = expectedErrors(fs.readFileSync(path.join(ROOT, file), 'utf8'));
        assert.ok(expected.length > 0, `${file} names no "// expect-error: TSxxxx"`);
        // Code, line and count: every error tsc reports, each where the sample says.
        const got = (w.failDiagnostics.get(file) ?? []).map((d) => `${d.code} at line ${d.line}`).sort();
        assert.deepEqual(got, expected, `${file} (${shownOn(file)}) compile errors differ from its "// expect-error:" comments (each stands above the line of its error)`);
      });
    }

    // The tsconfig.json that the getting-started page shows (examples/vN/tsconfig.getting-started.json, embedded there)
    // compiles that page's samples as a reader's new project would: only its options, no others of the workspace.
    test('the getting-started configuration the page shows compiles its samples', {skip: FILTER !== '' && !'introduction/getting-started'.includes(FILTER)}, async () => {
      const shown = `${w.dir}/tsconfig.getting-started.json`;
      assert.ok(fs.existsSync(path.join(ROOT, shown)), `${shown} is missing`);
      assert.ok((/** @type {string[]} */ (pages.get(shown) ?? [])).some((page) => page.endsWith('introduction/getting-started.mdx')), `${shown} is not shown on the getting-started page`);
      const files = w.samples.filter((f) => f.includes('/introduction/getting-started/'));
      assert.ok(files.length > 0, 'the getting-started page has samples');
      const config = path.join(w.dir, '.out', `${RUN_ID}.getting-started.json`);
      fs.writeFileSync(
        path.join(ROOT, config),
        // Node's types only as the page's project would install them (the site's own @types would be picked up otherwise).
        JSON.stringify({extends: '../tsconfig.getting-started.json', compilerOptions: {noEmit: true, types: ['node']}, files: files.map((f) => path.join(ROOT, f))}),
      );
      try {
        const diagnostics = await compile(['-p', config]);
        assert.deepEqual([...diagnostics.values()].flat().map((d) => d.text), [], `${shown} does not compile the getting-started samples`);
      } finally {
        fs.rmSync(path.join(ROOT, config), {force: true});
      }
    });

    test('every sample is shown on a page', {skip: FILTER !== ''}, () => {
      const orphans = [...w.samples, ...w.failing].filter((f) => !pages.has(f));
      assert.deepEqual(orphans, [], 'samples that no page embeds: embed them or delete them');
    });
  });
}
