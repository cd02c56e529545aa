// `npm run api-history`: the history of inversify's public API, release by release, for the API pages' "Added in"
// notes and the "API changes by release" pages. Run it after bumping the inversify release of an examples
// workspace; it rewrites src/siteData/api-history.json, which is committed (the build never downloads anything).
//
// For each docs version, the line is the major of its workspace's inversify release; every published release of
// that major up to the workspace's release is read, prereleases left out. Each release is laid out with the exact
// `@inversifyjs/*` versions it depends on: a pinned version as is, a range as the highest version satisfying it
// that was published no later than the inversify release itself (what an install on its release day would get).
// Its declarations are then read by ./extract.mjs and compared with the previous release's. (Publish times are
// not written out: they are the registry's word only, and some mirrors report them out of order.)
//
// Only the npm registry is asked (npm's configured one): each package's document once per run, and each tarball
// once ever: tarballs are kept, checked against their integrity, in node_modules/.cache/api-history/.
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {DATA_FILE} from '../../src/remark/apiHistory/data.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';
import {extractApi, resolveInversify} from './extract.mjs';
import {buildHistory, compareReleases} from './history.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/api-history');
const REGISTRY = execFileSync('npm', ['config', 'get', 'registry'], {encoding: 'utf8'}).trim().replace(/\/?$/, '/');

/**
 * @typedef {{versions: Record<string, {dependencies?: Record<string, string>, dist: {tarball: string, integrity: string}}>,
 *   time: Record<string, string>}} Packument
 */
/** @type {Map<string, Promise<Packument>>} */
const packuments = new Map();

/** @param {string} name @returns {Promise<Packument>} */
function packument(name) {
  if (!packuments.has(name)) {
    packuments.set(name, fetch(`${REGISTRY}${name.replace('/', '%2f')}`).then((response) => {
      if (!response.ok) throw new Error(`${name}: the registry answered ${response.status}`);
      return /** @type {Promise<Packument>} */ (response.json());
    }));
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
  const bytes = Buffer.from(await (await fetch(dist.tarball)).arrayBuffer());
  const [algorithm, expected] = dist.integrity.split(/-(.*)/s);
  if (crypto.createHash(algorithm).update(bytes).digest('base64') !== expected) throw new Error(`${name}@${version}: integrity mismatch`);
  const tarball = `${dir}.tgz`;
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(tarball, bytes);
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
  fs.rmSync(tarball);
  return dir;
}

const PLAIN = /^\d+\.\d+\.\d+$/;

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
async function dependencyVersions(release) {
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
async function layOut(release, deps) {
  const tree = path.join(CACHE, 'trees', `inversify@${release}`);
  fs.rmSync(tree, {recursive: true, force: true});
  for (const [name, version] of [['inversify', release], ...deps]) {
    const link = path.join(tree, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), {recursive: true});
    fs.symlinkSync(await unpacked(name, version), link, 'dir');
  }
  return tree;
}

async function main() {
  const inversify = await packument('inversify');
  /** @type {Record<string, unknown>} */
  const lines = {};
  for (const docsVersion of DOCS_VERSIONS) {
    const tested = JSON.parse(fs.readFileSync(path.join(ROOT, docsVersion.workspace, 'package.json'), 'utf8')).dependencies.inversify;
    const major = tested.split('.')[0];
    const releases = Object.keys(inversify.versions)
      .filter((v) => PLAIN.test(v) && v.split('.')[0] === major && compareReleases(v, tested) <= 0)
      .sort(compareReleases);
    const snapshots = [];
    for (const release of releases) {
      const deps = await dependencyVersions(release);
      const tree = await layOut(release, deps);
      const api = extractApi(resolveInversify(tree, tree));
      console.log(`inversify@${release}: ${api.size} exports and members (${[...deps].map(([n, v]) => `${n}@${v}`).join(', ')})`);
      snapshots.push({version: release, packages: Object.fromEntries(deps), api});
    }
    lines[`${major}.x`] = buildHistory(snapshots);
  }
  const data = {
    about:
      'Generated by `npm run api-history` (scripts/api-history/) from the type declarations of every published ' +
      'release of each line; do not edit. Dependencies: the pinned @inversifyjs/* version, or for a range the ' +
      'highest version published no later than the release.',
    lines,
  };
  fs.writeFileSync(path.join(ROOT, DATA_FILE), `${JSON.stringify(data, null, 1)}\n`);
  console.log(`wrote ${DATA_FILE}`);
}

await main();
