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
// A program split across files without tests (a playground starter, examples/vN/src/playground/starter/): its entry
// states its output, and a file that states none and that another sample of its folder imports is one of its modules,
// which only has to compile. The playground page loads src/playground/ of each workspace, so no docs page has to
// show those (needsPage in ./sampleChecks.mjs).
//
// A sample that states `// node-flags: …` is run with those Node options (and only in Node).
//
// A sample that states `// throws: …` must end with an uncaught error (or unhandled rejection) whose message is
// exactly that (several such comments are the lines of one message), after printing its `// prints:` lines: the error
// reference's entries cannot drift from the release. ./reportUncaught.mjs, preloaded, reports the error's message.
//
// Narrow a run while writing docs: SAMPLES=v7 SAMPLES_FILTER=fundamentals/binding npm run test:examples compiles and
// runs only the samples whose path contains the filter, and checks that those are shown on a page. What is shared with
// `npm run check` (compiling, running, the messages that point at a comment's line) is in ./sampleChecks.mjs.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SAMPLE_VERSIONS} from '../../src/samples/shared/versions.mjs';
import {SAMPLES_FILTER, pathSelected, workspaceSelected} from './filters.mjs';
import {ROOT, appDirsOf, compile, compileWorkspace, expectErrorProblems, needsPage, notEmbeddedMessage, pagesBySample, runAppTests, sampleProblems, shownOn} from './sampleChecks.mjs';

const WORKSPACES = SAMPLE_VERSIONS.filter(workspaceSelected);
const FILTER = SAMPLES_FILTER;
const RUN_ID = `run-${process.pid}`;

const pages = pagesBySample();

const matching = pathSelected;
// Filtered, only the matching samples (and what they import) are compiled.
const workspaces = await Promise.all(WORKSPACES.map((v) => compileWorkspace(v, {runId: RUN_ID, only: FILTER === '' ? undefined : matching})));
// Remove only this run's output: other runs (e.g. parallel doc writers) may be using .out at the same time.
process.on('exit', () => workspaces.forEach((w) => w.remove()));

for (const w of workspaces) {
  describe(`inversify ${w.v} samples`, {concurrency: 4}, () => {
    test('the workspace compiles without project-level errors', () => {
      assert.deepEqual(w.diagnostics.get('(tsc)') ?? [], []);
    });

    for (const file of w.samples.filter(matching)) {
      test(`${file} (${shownOn(pages, file)})`, async () => {
        const problems = await sampleProblems(w, file);
        if (problems.length > 0) assert.fail(`${file} (${shownOn(pages, file)}):\n${problems.join('\n')}`);
      });
    }

    for (const dir of appDirsOf(w.samples).filter(matching)) {
      test(`app ${dir}: its node --test suite passes`, async (t) => {
        const result = await runAppTests(w, dir);
        assert.ok(result.ok, `the tests of ${dir} failed:\n${result.output}`);
        assert.ok(result.count > 0, `the tests of ${dir} ran no test:\n${result.output}`);
        t.diagnostic(`${dir}: ${result.count} tests passed in ${result.files} files`);
      });
    }

    for (const file of w.failing.filter(matching)) {
      test(`${file} fails to compile as its page says (${shownOn(pages, file)})`, () => {
        // Code, line and count: every error tsc reports, each where the sample says.
        const problems = expectErrorProblems(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), w.failDiagnostics.get(file) ?? []);
        if (problems.length > 0) assert.fail(`${file} (${shownOn(pages, file)}) compile errors differ from its "// expect-error:" comments (each stands above the line of its error):\n${problems.join('\n')}`);
      });
    }

    // The tsconfig.json that the getting-started page shows (examples/vN/tsconfig.getting-started.json, embedded there)
    // compiles that page's samples as a reader's new project would: only its options, no others of the workspace.
    const gettingStarted = `${w.dir}/src/introduction/getting-started/`;
    test('the getting-started configuration the page shows compiles its samples', {skip: matching(gettingStarted) ? false : `SAMPLES_FILTER=${FILTER} leaves out ${gettingStarted}`}, async () => {
      const shown = `${w.dir}/tsconfig.getting-started.json`;
      assert.ok(fs.existsSync(path.join(ROOT, shown)), `${shown} is missing`);
      assert.ok((pages.get(shown) ?? []).some((fence) => fence.page.endsWith('introduction/getting-started.mdx')), `${shown} is not shown on the getting-started page`);
      const files = w.samples.filter((f) => f.startsWith(gettingStarted));
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

    // Filtered, this checks the matching samples only.
    test(FILTER === '' ? 'every sample is shown on a page' : `every sample matching "${FILTER}" is shown on a page`, () => {
      const orphans = [...w.samples, ...w.failing].filter(matching).filter((f) => needsPage(f) && !pages.has(f));
      if (orphans.length > 0) assert.fail(`samples that no page embeds:\n${orphans.map(notEmbeddedMessage).join('\n')}`);
    });
  });
}
