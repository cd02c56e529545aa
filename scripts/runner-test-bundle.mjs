// The sample runner (src/samples/page/runner) bundled for the browser tests and the bench, which inject it into a
// page of the built site to run every sample and read raw plans through its API (tests/browser/runnerGlobal.ts
// puts it on `window.inversifySampleRunner`). The site ships no such hook: this bundle exists only here.
// Built with the Rspack the site builds with, `@generated/docusaurus.config` replaced by the site's baseUrl (the
// runner's one use of it), and cached below node_modules/.cache by the hash of every file it was built from, so a
// test run builds it once and reuses it until one of those files changes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
/* global window -- inside page.evaluate */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'tests/browser/runnerGlobal.ts');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/runner-test-bundle');
const CACHED = path.join(CACHE_DIR, 'bundle.json');
const LOCK = path.join(CACHE_DIR, 'lock');

/** The site's baseUrl, as docusaurus.config.ts sets it (a string literal there). */
function siteBaseUrl() {
  const match = /^\s*baseUrl:\s*'([^']*)',/m.exec(fs.readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8'));
  if (match === null) throw new Error('docusaurus.config.ts: no `baseUrl: \'…\'` line to read the runner bundle\'s base URL from');
  return match[1];
}

/** @param {string} file */
const hashOf = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * The cached bundle when every file it was built from (and the baseUrl) is unchanged.
 * @param {string} baseUrl
 * @returns {string | undefined}
 */
function cachedBundle(baseUrl) {
  try {
    const cached = /** @type {{baseUrl: string, inputs: Record<string, string>, code: string}} */ (JSON.parse(fs.readFileSync(CACHED, 'utf8')));
    const fresh = cached.baseUrl === baseUrl && Object.entries(cached.inputs).every(([file, hash]) => hashOf(path.join(ROOT, file)) === hash);
    return fresh ? cached.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {string} baseUrl
 * @returns {Promise<string>}
 */
async function build(baseUrl) {
  const {rspack} = await import('@rspack/core');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-test-bundle-'));
  try {
    const stub = path.join(out, 'docusaurus.config.mjs');
    fs.writeFileSync(stub, `export default ${JSON.stringify({baseUrl})};\n`);
    /** @type {import('@rspack/core').Stats} */
    const stats = await new Promise((resolve, reject) => {
      rspack(
        {
          mode: 'production',
          target: ['web', 'es2022'],
          devtool: false,
          context: ROOT,
          entry: ENTRY,
          output: {path: out, filename: 'runner.js', iife: true, asyncChunks: false},
          resolve: {extensions: ['.ts', '.mjs', '.js'], alias: {'@generated/docusaurus.config': stub}},
          module: {
            rules: [{test: /\.ts$/, loader: 'builtin:swc-loader', options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}}, type: 'javascript/auto'}],
          },
          // Readable in a failing test's stack.
          optimization: {minimize: false},
          infrastructureLogging: {level: 'error'},
          stats: 'errors-warnings',
        },
        (error, result) => (error || !result || result.hasErrors() ? reject(error ?? new Error(`The runner's test bundle failed:\n${result?.toString('errors-only')}`)) : resolve(result)),
      );
    });
    const code = fs.readFileSync(path.join(out, 'runner.js'), 'utf8');
    const inputs = Object.fromEntries(
      [...stats.compilation.fileDependencies]
        .filter((file) => file.startsWith(`${ROOT}${path.sep}`) && !file.includes(`${path.sep}node_modules${path.sep}`) && fs.statSync(file).isFile())
        .map((file) => [path.relative(ROOT, file), hashOf(file)]),
    );
    fs.mkdirSync(CACHE_DIR, {recursive: true});
    const temporary = `${CACHED}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify({baseUrl, inputs, code}));
    fs.renameSync(temporary, CACHED);
    return code;
  } finally {
    fs.rmSync(out, {recursive: true, force: true});
  }
}

/** @type {Promise<string> | undefined} */
let pending;

/**
 * The runner's test bundle (a classic script), built on first use and cached. Processes that ask at once (Playwright's
 * workers) wait for the one that builds it.
 * @returns {Promise<string>}
 */
function runnerTestBundle() {
  pending ??= (async () => {
    const baseUrl = siteBaseUrl();
    fs.mkdirSync(CACHE_DIR, {recursive: true});
    for (;;) {
      const code = cachedBundle(baseUrl);
      if (code !== undefined) return code;
      let lock;
      try {
        lock = fs.openSync(LOCK, 'wx');
      } catch {
        // Another process is building it; a lock older than a minute is left from a killed run.
        const since = Date.now() - (fs.statSync(LOCK, {throwIfNoEntry: false})?.mtimeMs ?? Date.now());
        if (since > 60_000) fs.rmSync(LOCK, {force: true});
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      try {
        return cachedBundle(baseUrl) ?? (await build(baseUrl));
      } finally {
        fs.closeSync(lock);
        fs.rmSync(LOCK, {force: true});
      }
    }
  })();
  return pending;
}

/** Where pages request the bundle: a path of the site's origin, since the pages' Content-Security-Policy allows scripts from 'self' only. */
const BUNDLE_PATH = '/runner-test-bundle.js';
/** @type {WeakSet<import('@playwright/test').Page>} */
const routed = new WeakSet();

/**
 * Puts the runner's API on `window.inversifySampleRunner` in `page` (a page of the built site): the bundle is served at
 * a path of the page's origin, answered by Playwright, and loaded as a script. Once per document.
 * @param {import('@playwright/test').Page} page
 */
export async function injectRunner(page) {
  if (await page.evaluate(() => window.inversifySampleRunner !== undefined)) return;
  const code = await runnerTestBundle();
  if (!routed.has(page)) {
    routed.add(page);
    await page.route(`**${BUNDLE_PATH}`, (route) => route.fulfill({contentType: 'text/javascript', body: code}));
  }
  await page.addScriptTag({url: BUNDLE_PATH});
}
