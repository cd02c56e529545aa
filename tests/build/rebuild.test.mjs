// Two properties of a warm production build (Rspack's persistent cache in node_modules/.cache in use):
// - a page shows the new code after its sample file changes (the page depends on the file, so the cache cannot
//   serve the page as it was);
// - main.*.js is byte-identical to the one of the build before the edit (nothing in it is keyed on build time), so a
//   deploy that changes no route or site data makes returning readers download nothing again. The edit changes a
//   page's own chunk only: main.js holds the routes, the site's data and the chunk registry, not page content;
// - the runner's scripts, bundled after the site and kept between builds, are bundled again when a file they are made
//   from changes.
// Both builds run in a copy of the checkout in a temporary folder (./checkoutCopy.mjs: its files as they are on disk,
// tracked or new; the dependencies linked, with a build cache of its own, seeded with the compiled samples and the
// runner's bundles, so that the copy's builds compile only the workspace whose sample the test edits): a cold build,
// the sample edited, a warm build. The checkout itself is never written to, so the tests that read its samples can
// run at the same time.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {copyCheckout} from './checkoutCopy.mjs';
import {sampleRefsIn} from '../../src/samples/build/samples.mjs';
import {manifestAsset, RUNNER_DIR} from '../../src/samples/shared/protocol.mjs';
import {SAMPLE_VERSIONS} from '../../src/samples/shared/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const DOCUSAURUS = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

// The home page's sample: a whole file, so a line appended to it is shown.
const HOME_SAMPLE = sampleRefsIn(fs.readFileSync(path.join(ROOT, 'src/pages/_home-sample.mdx'), 'utf8')).find(
  (ref) => ref.region === undefined,
);
// A docs page and a whole-file sample of it: a line appended to the sample shows in the page's Markdown twin, which a
// warm build reuses only when no page changed (src/plugins/llms/keptTwins.mjs).
const DOC_PAGE = {source: 'versioned_docs/version-7.x/introduction/getting-started.mdx', twin: 'docs/introduction/getting-started.md'};
const DOC_SAMPLE = sampleRefsIn(fs.readFileSync(path.join(ROOT, DOC_PAGE.source), 'utf8')).find((ref) => ref.region === undefined);

/**
 * Builds the site in `siteDir` into `outDir`: the suite's local-search build (hosted-search settings would change
 * the bundle). Its output is returned, for a failure message.
 * @param {string} siteDir
 * @param {string} outDir
 */
function build(siteDir, outDir) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('ALGOLIA_')));
  try {
    return execFileSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', outDir], {
      cwd: siteDir,
      env: {...env, NO_UPDATE_NOTIFIER: '1'},
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 << 20,
    });
  } catch (error) {
    const {stdout = '', stderr = ''} = /** @type {{stdout?: string, stderr?: string}} */ (error);
    throw new Error(`docusaurus build in ${siteDir} failed:\n${stdout}${stderr}`);
  }
}

const RUNNER_WORKER = 'src/samples/sandbox/worker.mjs';
/** The runner's worker script in a build (named in each version's manifest). */
const runnerWorker = (/** @type {string} */ dir) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, RUNNER_DIR, manifestAsset(SAMPLE_VERSIONS[0])), 'utf8'));
  return fs.readFileSync(path.join(dir, RUNNER_DIR, manifest.worker), 'utf8');
};

const mainScript = (/** @type {string} */ dir) => fs.readdirSync(path.join(dir, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));

test('a warm build shows an edited sample, in the page and in its Markdown twin, serves an edited runner worker, and its main.js is byte-identical to the one before the edit', {timeout: 30 * 60_000}, () => {
  assert.ok(HOME_SAMPLE, 'src/pages/_home-sample.mdx embeds a whole file');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-test-'));
  try {
    const site = path.join(tmp, 'site');
    copyCheckout(site, {caches: ['sample-runner', 'sample-runner-bundles']});
    build(site, path.join(tmp, 'before'));

    assert.ok(DOC_SAMPLE, `${DOC_PAGE.source} embeds a whole file`);
    const line = `// rebuild test ${process.pid}`;
    for (const file of [HOME_SAMPLE.file, DOC_SAMPLE.file]) {
      const sampleFile = path.join(site, file);
      fs.writeFileSync(sampleFile, `${fs.readFileSync(sampleFile, 'utf8').trimEnd()}\n${line}\n`);
    }
    // The runner's worker, bundled in postBuild and kept between builds (src/samples/build/sample-runner/bundleCache.mjs):
    // a statement minification keeps.
    const marker = `__rebuildTest${process.pid}`;
    fs.appendFileSync(path.join(site, RUNNER_WORKER), `\nglobalThis.${marker} = 1;\n`);
    assert.ok(fs.existsSync(path.join(site, 'node_modules/.cache/rspack')), 'the first build left no Rspack cache: the second would not be warm');
    build(site, path.join(tmp, 'after'));

    const before = fs.readFileSync(path.join(tmp, 'before/index.html'), 'utf8');
    const edited = fs.readFileSync(path.join(tmp, 'after/index.html'), 'utf8');
    assert.ok(!before.includes(line));
    assert.ok(edited.includes(line), 'the warm build still shows the sample as it was before the edit');
    assert.ok(!fs.readFileSync(path.join(tmp, 'before', DOC_PAGE.twin), 'utf8').includes(line));
    assert.ok(fs.readFileSync(path.join(tmp, 'after', DOC_PAGE.twin), 'utf8').includes(line), `the warm build's ${DOC_PAGE.twin} is the twin of the page before the edit`);

    assert.ok(!runnerWorker(path.join(tmp, 'before')).includes(marker));
    assert.ok(runnerWorker(path.join(tmp, 'after')).includes(marker), `the warm build serves the runner's worker bundled before ${RUNNER_WORKER} changed`);

    // Same routes and site data as before the edit: the same main bundle, byte for byte.
    const main = mainScript(path.join(tmp, 'after'));
    assert.ok(main, 'the rebuild has a main.*.js');
    assert.equal(main, mainScript(path.join(tmp, 'before')), 'main.*.js changed with a sample edit');
    assert.ok(fs.readFileSync(path.join(tmp, 'after/assets/js', main)).equals(fs.readFileSync(path.join(tmp, 'before/assets/js', main))));
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
});

test('main.js names no folder of the machine that built it (checkouts in different folders give the same main.js)', () => {
  const main = mainScript(BUILD);
  assert.ok(main, `no main.*.js in ${BUILD}`);
  const text = fs.readFileSync(path.join(BUILD, 'assets/js', main), 'utf8');
  assert.ok(!text.includes(ROOT), `${main} contains the checkout's path ${ROOT} (a plugin option serialized into the site config?)`);
});
