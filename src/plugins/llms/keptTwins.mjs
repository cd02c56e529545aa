// The Markdown twins of the last build, kept in node_modules/.cache/inversify-llms: a build whose twins would be the
// same (the same pages with the same HTML, converted by the same code) puts them back instead of converting every page
// again (about 3 s). A twin depends on its page's HTML, on this folder's code and the wrapped plugin's version, on the
// site's URL and on which pages have a twin (a link to one of them is rewritten to its twin): all of that is the key.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {createRequire} from 'node:module';
import {hashFolderCode} from '../codeDigest.mjs';

const require = createRequire(import.meta.url);
const KEY_FILE = 'key';
const TWINS_DIR = 'twins';
const NOT_IN_TWINS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>|<meta http-equiv="?Content-Security-Policy"?[^>]*>/gi;

/** The wrapped plugin's version (its package exports no package.json: found from its entry point up). */
async function wrappedVersion() {
  const name = '@signalwire/docusaurus-plugin-llms-txt';
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = await fs.readFile(path.join(dir, 'package.json'), 'utf8').catch(() => undefined);
    if (manifest !== undefined && JSON.parse(manifest).name === name) return String(JSON.parse(manifest).version);
  }
  throw new Error(`inversify-llms: no package.json found for ${name}`);
}

/**
 * The key of this build's twins: everything they are made from.
 * @param {{siteUrl: string, outDir: string, pages: {html: string, twin: string}[]}} site each page's HTML file and twin
 *   file, as paths below the output folder
 */
export async function twinsKey({siteUrl, outDir, pages}) {
  const hash = hashFolderCode(crypto.createHash('sha256'), import.meta.url);
  hash.update(await wrappedVersion()).update(siteUrl);
  for (const {html, twin} of [...pages].sort((a, b) => a.twin.localeCompare(b.twin))) {
    // Without what no twin holds and what changes with no change to a page: its scripts and links (their file names
    // carry the hashes of chunks, which a warm build may name differently than a cold one), and the
    // Content-Security-Policy element src/plugins/security-headers adds to the pages while this runs.
    const text = (await fs.readFile(path.join(outDir, html), 'utf8')).replace(NOT_IN_TWINS, '');
    hash.update(twin).update(text);
  }
  return hash.digest('hex');
}

/**
 * Puts the kept twins into `outDir` if they were made under `key`.
 * @param {{keptDir: string, outDir: string, key: string}} where
 * @returns {Promise<boolean>} whether they were
 */
export async function restoreTwins({keptDir, outDir, key}) {
  const keptKey = await fs.readFile(path.join(keptDir, KEY_FILE), 'utf8').catch(() => undefined);
  if (keptKey !== key) return false;
  await fs.cp(path.join(keptDir, TWINS_DIR), outDir, {recursive: true});
  return true;
}

/**
 * Keeps this build's twins for the next build.
 * @param {{keptDir: string, outDir: string, key: string, pages: {twin: string}[]}} what
 */
export async function keepTwins({keptDir, outDir, key, pages}) {
  await fs.rm(keptDir, {recursive: true, force: true});
  await Promise.all(
    pages.map(async ({twin}) => {
      await fs.mkdir(path.dirname(path.join(keptDir, TWINS_DIR, twin)), {recursive: true});
      await fs.copyFile(path.join(outDir, twin), path.join(keptDir, TWINS_DIR, twin));
    }),
  );
  // Written last: a build stopped halfway leaves no key, and the next one converts every page.
  await fs.writeFile(path.join(keptDir, KEY_FILE), key);
}
