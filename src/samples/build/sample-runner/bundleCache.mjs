// The runner's bundles (bundleRuntime.mjs) as the last build made them, kept in node_modules/.cache/sample-runner-bundles:
// a build whose bundles would be the same puts them back instead of bundling again (the compiler bundle alone is the
// TypeScript package minified, a few seconds on two cores). The bundles depend on the files Rspack read for them,
// recorded with each one's hash, and on what decides the bundler's settings and the entries: the code of this folder,
// the lockfile (every package's version) and each workspace's entry module, all in the key.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {hashFolderCode} from '../../../plugins/codeDigest.mjs';
import {bundleRuntime, releaseEntry, releasePackages} from './bundleRuntime.mjs';

const RECORD = 'bundles.json';
const FILES = 'files';

/** @param {string | Buffer} data */
const sha = (data) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * What the bundles depend on besides the files Rspack reads.
 * @param {string} siteDir
 * @param {Parameters<typeof bundleRuntime>[0]['workspaces']} workspaces
 */
function settingsKey(siteDir, workspaces) {
  const hash = hashFolderCode(crypto.createHash('sha256'), import.meta.url);
  hash.update(fs.readFileSync(path.join(siteDir, 'package-lock.json')));
  for (const {version, format} of workspaces) hash.update(version).update(releaseEntry(releasePackages(siteDir, version), format));
  return hash.digest('hex');
}

/**
 * The hash of each file, by its path relative to `siteDir`; undefined once one is missing.
 * @param {string} siteDir
 * @param {string[]} files relative to siteDir
 */
function hashes(siteDir, files) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const file of files) {
    const abs = path.resolve(siteDir, file);
    if (!fs.existsSync(abs) || !fs.statSync(abs).isFile()) return undefined;
    result[file] = sha(fs.readFileSync(abs));
  }
  return result;
}

/**
 * bundleRuntime, or the bundles of the last build when nothing they are made from changed.
 * @param {Parameters<typeof bundleRuntime>[0]} options
 * @returns {Promise<{worker: string, compiler: string, upgrade: string, releases: Record<string, string>}>} file names relative to outDir
 */
export async function bundleRuntimeCached(options) {
  const {siteDir, outDir, workspaces} = options;
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'sample-runner-bundles');
  const key = settingsKey(siteDir, workspaces);
  const kept = readRecord(cacheDir);
  if (kept !== undefined && kept.key === key && JSON.stringify(hashes(siteDir, Object.keys(kept.inputs))) === JSON.stringify(kept.inputs)) {
    try {
      for (const file of outputFiles(kept.outputs)) {
        fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
        fs.copyFileSync(path.join(cacheDir, FILES, file), path.join(outDir, file));
      }
      return kept.outputs;
    } catch {
      // Another build of this checkout replacing the cache meanwhile (`npm start` beside `npm run build`): bundle.
    }
  }
  const {inputs, ...outputs} = await bundleRuntime(options);
  // Rspack lists the folders it resolved through among the files it read: their files are what count.
  const relative = inputs.filter((file) => fs.statSync(file, {throwIfNoEntry: false})?.isFile()).map((file) => path.relative(siteDir, file)).sort();
  const inputHashes = hashes(siteDir, relative);
  fs.rmSync(cacheDir, {recursive: true, force: true});
  // A file that went away while bundling: nothing to key on, nothing kept.
  if (inputHashes === undefined) return outputs;
  for (const file of outputFiles(outputs)) {
    fs.mkdirSync(path.dirname(path.join(cacheDir, FILES, file)), {recursive: true});
    fs.copyFileSync(path.join(outDir, file), path.join(cacheDir, FILES, file));
  }
  // Written last: a build stopped halfway leaves no record, and the next one bundles again.
  fs.writeFileSync(path.join(cacheDir, RECORD), JSON.stringify({key, inputs: inputHashes, outputs}));
  return outputs;
}

/** @param {{worker: string, compiler: string, upgrade: string, releases: Record<string, string>}} outputs */
const outputFiles = ({worker, compiler, upgrade, releases}) => [worker, compiler, upgrade, ...Object.values(releases)];

/**
 * @param {string} cacheDir
 * @returns {{key: string, inputs: Record<string, string>, outputs: {worker: string, compiler: string, upgrade: string, releases: Record<string, string>}} | undefined}
 */
function readRecord(cacheDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(cacheDir, RECORD), 'utf8'));
  } catch {
    return undefined;
  }
}
