// The releases `npm run api-history` reads, from the npm registry (npm's configured one): each package's document
// once per run, and each tarball once ever: tarballs are kept, checked against their integrity, in
// node_modules/.cache/api-history/. Shared by the script and tests/unit/api-history.test.mjs, which lays out each
// release the data names with the packages the data says it was read with.
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import tls from 'node:tls';
import {compareReleases} from './history.mjs';

const CACHE = path.resolve(import.meta.dirname, '../../node_modules/.cache/api-history');
/** @type {{registry: string, ca: string[] | undefined} | undefined} */
let npmSettings;
/**
 * npm's configured registry and certificate file, asked once and only when something is not cached. Node's own
 * `fetch` does not read npm's `cafile`, so behind a proxy that re-signs TLS (as on CI) only a request made with it
 * reaches the registry that `npm ci` reached.
 */
function npmConfig() {
  if (npmSettings) return npmSettings;
  const [registry, cafile] = execFileSync('npm', ['config', 'get', 'registry', 'cafile'], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .map((line) => line.replace(/^\w+=/, '').trim());
  const hasCafile = cafile && cafile !== 'null' && cafile !== 'undefined';
  npmSettings = {
    registry: registry.replace(/\/?$/, '/'),
    ca: hasCafile ? [...tls.rootCertificates, fs.readFileSync(cafile, 'utf8')] : undefined,
  };
  return npmSettings;
}

/**
 * The body at `url`, read with npm's certificates; follows redirects.
 * @param {string} url
 * @param {number} [redirects]
 * @returns {Promise<Buffer>}
 */
function download(url, redirects = 5) {
  return new Promise((resolve, reject) => {
    const request = https.get(url, {ca: npmConfig().ca, headers: {accept: 'application/json, */*'}}, (response) => {
      const {statusCode = 0, headers} = response;
      if (statusCode >= 300 && statusCode < 400 && headers.location && redirects > 0) {
        response.resume();
        resolve(download(new URL(headers.location, url).href, redirects - 1));
        return;
      }
      if (statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: the registry answered ${statusCode}`));
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(60_000, () => request.destroy(new Error(`${url}: no answer in 60 s`)));
  });
}

/**
 * @typedef {{versions: Record<string, {dependencies?: Record<string, string>, dist: {tarball: string, integrity: string}}>,
 *   time: Record<string, string>}} Packument
 */
/** @type {Map<string, Promise<Packument>>} */
const packuments = new Map();

/** @param {string} name @returns {Promise<Packument>} */
export function packument(name) {
  if (!packuments.has(name)) {
    packuments.set(name, download(`${npmConfig().registry}${name.replace('/', '%2f')}`).then((body) => /** @type {Packument} */ (JSON.parse(body.toString('utf8')))));
  }
  return /** @type {Promise<Packument>} */ (packuments.get(name));
}

/**
 * The unpacked package folder, downloaded once.
 * @param {string} name
 * @param {string} version
 */
async function unpacked(name, version) {
  const dir = path.join(CACHE, 'packages', `${name.replace('/', '+')}@${version}`);
  if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  const {dist} = (await packument(name)).versions[version];
  const bytes = await download(dist.tarball);
  const [algorithm, expected] = dist.integrity.split(/-(.*)/s);
  if (crypto.createHash(algorithm).update(bytes).digest('base64') !== expected) throw new Error(`${name}@${version}: integrity mismatch`);
  const tarball = `${dir}.tgz`;
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(tarball, bytes);
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
  fs.rmSync(tarball);
  return dir;
}

export const PLAIN = /^\d+\.\d+\.\d+$/;

/**
 * The highest plain release matching `range` (npm itself matches it) published no later than `published`.
 * @param {string} name
 * @param {string} range
 * @param {Packument} doc
 * @param {Date} published
 */
function highestPublishedBy(name, range, doc, published) {
  const matching = [JSON.parse(execFileSync('npm', ['view', `${name}@${range}`, 'version', '--json'], {encoding: 'utf8'}))].flat();
  return matching
    .filter((v) => PLAIN.test(v) && new Date(doc.time[v]) <= published)
    .sort(compareReleases)
    .at(-1);
}

/**
 * The `@inversifyjs/*` packages a release installs, by the rule above: name to exact version.
 * @param {string} release
 * @returns {Promise<Map<string, string>>}
 */
export async function dependencyVersions(release) {
  const published = new Date((await packument('inversify')).time[release]);
  /** @type {Map<string, string>} */
  const chosen = new Map();
  /** @param {Record<string, string> | undefined} deps */
  const walk = async (deps) => {
    for (const [name, range] of Object.entries(deps ?? {})) {
      if (!name.startsWith('@inversifyjs/')) continue;
      const doc = await packument(name);
      const version = PLAIN.test(range) ? range : highestPublishedBy(name, range, doc, published);
      if (version === undefined) throw new Error(`${name}@${range}: no release published by ${published.toISOString()}`);
      const earlier = chosen.get(name);
      if (earlier === version) continue;
      // One copy of each package per release; two would need nested folders, which no release has needed.
      if (earlier !== undefined) throw new Error(`inversify@${release} needs ${name} at both ${earlier} and ${version}`);
      chosen.set(name, version);
      await walk(doc.versions[version].dependencies);
    }
  };
  await walk((await packument('inversify')).versions[release].dependencies);
  return new Map([...chosen].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A folder whose node_modules holds the release and its packages (links into the cache), read like an install.
 * @param {string} release
 * @param {Map<string, string>} deps
 */
export async function layOut(release, deps) {
  const tree = path.join(CACHE, 'trees', `inversify@${release}`);
  fs.rmSync(tree, {recursive: true, force: true});
  for (const [name, version] of [['inversify', release], ...deps]) {
    const link = path.join(tree, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), {recursive: true});
    fs.symlinkSync(await unpacked(name, version), link, 'dir');
  }
  return tree;
}


/**
 * Downloads every package of every release `history` names into the cache, so that reading them later needs no
 * network (the test command fetches them as part of its install step).
 * @param {{lines: Record<string, {releases: {version: string, packages: Record<string, string>}[]}>}} history
 */
export async function fetchReleases(history) {
  const wanted = new Set();
  for (const {releases} of Object.values(history.lines)) {
    for (const {version, packages} of releases) {
      for (const [name, at] of [['inversify', version], ...Object.entries(packages)]) wanted.add(`${name}@${at}`);
    }
  }
  for (const spec of wanted) {
    const at = spec.lastIndexOf('@');
    await unpacked(spec.slice(0, at), spec.slice(at + 1));
  }
  return wanted.size;
}
