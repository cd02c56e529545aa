// The code of a module's folder as part of a cache key: a build cache kept beside the code that makes it
// (src/plugins/llms/keptTwins.mjs, src/samples/build/sample-runner/bundleCache.mjs) is stale once that code changes.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * Adds the name and content of every .mjs file in the folder of `moduleUrl` to `hash`, in name order.
 * @param {import('node:crypto').Hash} hash
 * @param {string} moduleUrl the calling module's import.meta.url
 */
export function hashFolderCode(hash, moduleUrl) {
  const dir = path.dirname(fileURLToPath(moduleUrl));
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  return hash;
}
