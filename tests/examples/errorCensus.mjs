// The error census of each inversify release the docs document: every place its packages throw or create an
// error, found by reading the release's own code (the `inversify` package a workspace resolves and the packages it
// depends on, transitively), so the error reference can be checked against the release rather than memory.
// A site is named `<package>/<file>#<n>`: the n-th `throw` or `new …Error(` in that file of the package's
// CommonJS build (or its only build). `examples/vN/src/api/errors/CENSUS.md` classifies every site.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The folder of a package as Node resolves it from `fromDir`.
 * @param {string} name
 * @param {string} fromDir
 */
function packageDir(name, fromDir) {
  const require = createRequire(path.join(fromDir, 'noop.js'));
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return path.dirname(candidate);
    if (dir === path.dirname(dir)) break;
  }
  return path.dirname(require.resolve(`${name}/package.json`));
}

/**
 * The release of a workspace: `inversify` and its dependencies, transitively, each once.
 * @param {string} workspace e.g. 'examples/v7'
 * @returns {{name: string, version: string, dir: string}[]}
 */
function releasePackages(workspace) {
  /** @type {Map<string, {name: string, version: string, dir: string}>} name@version → package */
  const found = new Map();
  const visit = (/** @type {string} */ name, /** @type {string} */ fromDir) => {
    const dir = packageDir(name, fromDir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // Two installed copies of one version are the same code: counted once.
    const key = `${manifest.name}@${manifest.version}`;
    if (found.has(key)) return;
    found.set(key, {name: manifest.name, version: manifest.version, dir});
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir);
  };
  visit('inversify', path.join(ROOT, workspace));
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** @param {string} dir */
function jsFiles(dir) {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    // The package's own tests, when it ships them, are not the release.
    .filter((e) => e.isFile() && e.name.endsWith('.js') && !/\.(test|spec)[\w-]*\.js$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes('node_modules'))
    .sort();
}

/** The build a package's sites are counted in: `lib/cjs` when it has one (its ESM build is the same code bundled). */
function buildDir(/** @type {string} */ dir) {
  const cjs = path.join(dir, 'lib/cjs');
  return fs.existsSync(cjs) ? cjs : path.join(dir, 'lib');
}

// `throw …` or an error constructed without being thrown there (`reject(new Error(…))`).
const SITE = /\bthrow\b|(?<!throw\s+)\bnew\s+[\w.]*Error\s*\(/g;

/**
 * Every throw site of a workspace's release.
 * @param {string} workspace
 * @returns {{site: string, code: string}[]} site key, and the statement's first 200 characters
 */
export function throwSites(workspace) {
  const sites = [];
  for (const pkg of releasePackages(workspace)) {
    const build = buildDir(pkg.dir);
    if (!fs.existsSync(build)) continue;
    for (const file of jsFiles(build)) {
      // Comments name throws too ("V8 throws RangeError"): blanked, keeping the code's offsets.
      const source = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '));
      let n = 0;
      for (const match of source.matchAll(SITE)) {
        n += 1;
        const rest = source.slice(match.index);
        const end = rest.search(/;\s*(\n|$)/);
        const code = rest.slice(0, end < 0 ? 200 : Math.min(end + 1, 200)).replace(/\s+/g, ' ');
        sites.push({site: `${pkg.name}/${path.relative(pkg.dir, file).split(path.sep).join('/')}#${n}`, code});
      }
    }
  }
  return sites;
}

/**
 * The rows of a CENSUS.md table: `| \`site\` | message | #anchor or empty | reason or empty |`.
 * @param {string} text
 * @returns {{site: string, message: string, entry: string, reason: string}[]}
 */
export function parseCensus(text) {
  const rows = [];
  for (const line of text.split('\n')) {
    const cells = /^\|\s*`([^`]+#\d+)`\s*\|(.*)\|\s*$/.exec(line);
    if (!cells) continue;
    const [message = '', entry = '', reason = ''] = cells[2].split(/(?<!\\)\|/).map((c) => c.trim());
    rows.push({site: cells[1], message, entry, reason});
  }
  return rows;
}
