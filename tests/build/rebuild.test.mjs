// Two properties of a warm production build (Rspack's persistent cache in node_modules/.cache in use):
// - a page shows the new code after its sample file changes (the page depends on the file, so the cache cannot
//   serve the page as it was);
// - main.*.js is byte-identical to the suite's build (nothing in it is keyed on build time), so a deploy that
//   changes no route or site data makes returning readers download nothing again. The edit changes a page's own
//   chunk only: main.js holds the routes, the site's data and the chunk registry, not page content.
// One build into a temporary folder; the sample file is restored even when the build fails.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {sampleRefsIn} from '../../src/samples/build/samples.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

// The home page's sample: a whole file, so a line appended to it is shown.
const HOME_SAMPLE = sampleRefsIn(fs.readFileSync(path.join(ROOT, 'src/pages/_home-sample.mdx'), 'utf8')).find(
  (ref) => ref.region === undefined,
);

/** @param {string} outDir */
function build(outDir) {
  // The suite's local-search build; hosted-search settings would change the bundle.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('ALGOLIA_')));
  execFileSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', outDir], {
    cwd: ROOT,
    env: {...env, NO_UPDATE_NOTIFIER: '1'},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const mainScript = (/** @type {string} */ dir) => fs.readdirSync(path.join(dir, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));

test('a warm build shows an edited sample, and its main.js is byte-identical to the suite build\'s', {timeout: 15 * 60_000}, () => {
  assert.ok(HOME_SAMPLE, 'src/pages/_home-sample.mdx embeds a whole file');
  assert.ok(fs.existsSync(path.join(BUILD, 'index.html')), `no build in ${BUILD}: run npm run build -- --out-dir build first`);
  const sampleFile = path.join(ROOT, HOME_SAMPLE.file);
  const original = fs.readFileSync(sampleFile, 'utf8');
  const line = `// rebuild test ${process.pid}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-test-'));
  try {
    try {
      fs.writeFileSync(sampleFile, `${original.trimEnd()}\n${line}\n`);
      build(path.join(tmp, 'edited'));
    } finally {
      fs.writeFileSync(sampleFile, original);
    }
    const edited = fs.readFileSync(path.join(tmp, 'edited/index.html'), 'utf8');
    assert.ok(edited.includes(line), 'the warm build still shows the sample as it was before the edit');

    // Same routes and site data as the suite's build: the same main bundle, byte for byte.
    const main = mainScript(path.join(tmp, 'edited'));
    assert.ok(main, 'the rebuild has a main.*.js');
    assert.equal(main, mainScript(BUILD), `main.*.js differs from ${path.relative(ROOT, BUILD)}/ (was it built from this checkout?)`);
    assert.ok(
      fs.readFileSync(path.join(tmp, 'edited/assets/js', main)).equals(fs.readFileSync(path.join(BUILD, 'assets/js', main))),
    );
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
