// The samples of each workspace compiled as the browser runner gets them (compileSamples.mjs), kept in
// node_modules/.cache/sample-runner and keyed by the compiler version and every input file, so that a build whose
// samples have not changed does not compile them again. A production build starts the compile in a worker thread when
// it loads the site (warmCompileCache), so that it runs beside the bundler and the page rendering instead of holding
// up the main thread in postBuild; the worker's memory is given back when it ends.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';
import {compileWorkspace} from './compileSamples.mjs';
import {workspaceDir} from '../../shared/versions.mjs';

const require = createRequire(import.meta.url);
/** @typedef {import('../../shared/versions.mjs').Version} Version */

/**
 * Key of everything a workspace's compile output depends on.
 * @param {string} siteDir
 * @param {Version} version
 */
function inputKey(siteDir, version) {
  const dir = path.join(siteDir, workspaceDir(version));
  const h = crypto.createHash('sha256');
  // The shape of the cached output: bump when compileSamples.mjs adds to it.
  h.update('format 2: sources, options');
  h.update(require('typescript/package.json').version);
  h.update(fs.readFileSync(path.join(dir, 'tsconfig.json')));
  h.update(fs.readFileSync(path.join(dir, 'package.json')));
  for (const entry of fs.readdirSync(path.join(dir, 'src'), {withFileTypes: true, recursive: true}).sort((a, b) =>
    path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)),
  )) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Relative, so that a copy of the checkout (tests/build/rebuild.test.mjs) can use this cache.
    h.update(path.relative(siteDir, file));
    h.update(fs.readFileSync(file));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * Where a workspace's compile output is kept, for its inputs as they are now.
 * @param {string} siteDir
 * @param {Version} version
 */
function cachePaths(siteDir, version) {
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'sample-runner');
  return {cacheDir, cacheFile: path.join(cacheDir, `${version}-${inputKey(siteDir, version)}.json`)};
}

/**
 * A workspace's samples compiled as the browser runner gets them, from node_modules/.cache when its inputs have not
 * changed (the plan tests read the same output).
 * @param {string} siteDir
 * @param {Version} version
 * @returns {ReturnType<typeof compileWorkspace>}
 */
export function compileCached(siteDir, version) {
  const {cacheDir, cacheFile} = cachePaths(siteDir, version);
  if (fs.existsSync(cacheFile)) {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    return {format: cached.format, samples: new Map(cached.samples), options: cached.options};
  }
  const result = compileWorkspace(siteDir, version);
  fs.mkdirSync(cacheDir, {recursive: true});
  for (const old of fs.readdirSync(cacheDir).filter((f) => f.startsWith(`${version}-`))) fs.rmSync(path.join(cacheDir, old));
  // Written whole, then renamed: another process reading the cache never sees half a file.
  const partial = `${cacheFile}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify({format: result.format, samples: [...result.samples], options: result.options}));
  fs.renameSync(partial, cacheFile);
  return result;
}

/**
 * Compiles, in a worker thread, the workspaces whose compile is not cached yet (compileWorker.mjs). Resolves when they
 * are in the cache; a failure is left for compileCached to meet again (it compiles on the calling thread and throws
 * the compiler's own error), so the promise never rejects.
 * @param {string} siteDir
 * @param {readonly Version[]} versions
 * @returns {Promise<void>}
 */
export function warmCompileCache(siteDir, versions) {
  const missing = versions.filter((version) => !fs.existsSync(cachePaths(siteDir, version).cacheFile));
  if (missing.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./compileWorker.mjs', import.meta.url), {workerData: {siteDir, versions: missing}});
    // A build that fails before postBuild does not wait for the compile.
    worker.unref();
    worker.once('error', () => resolve());
    worker.once('exit', () => resolve());
  });
}
