// The docs versions are listed once, in src/siteData/versions.mjs: code and tests that need them read that table
// (the samples feature through src/samples/shared/versions.mjs). A second list (an array of workspace ids, a
// table of labels and routes) would have to be found and edited by hand when a version is added, so this test
// fails when one appears: string literals that name two or more different versions within a few lines.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TABLE = 'src/siteData/versions.mjs';
/** Where the site's code, scripts and tests live (content, samples and generated files are not code). */
const CODE = ['src', 'scripts', 'tests', 'docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts'];
const CODE_FILE = /\.(?:mjs|cjs|js|ts|tsx)$/;
/** Lines within which two versions' literals make a list. */
const WINDOW = 4;
/**
 * A comment that lets the lines after it name versions: a test that walks through particular versions is not a list
 * of them. `// versions-once: named on purpose in the next 12 lines, <why>`
 */
const ALLOW = /versions-once: named on purpose in the next (\d+) lines/;

/**
 * Every literal that names a version on its own: its name, label, path, content folder, workspace and the
 * workspace's id ('v7').
 * @returns {Map<string, string>} literal text -> version name
 */
function versionLiterals() {
  /** @type {Map<string, string>} */
  const literals = new Map();
  for (const version of DOCS_VERSIONS) {
    const id = version.workspace.slice(version.workspace.lastIndexOf('/') + 1);
    for (const text of [version.name, version.label, version.path, version.contentDir, version.workspace, id]) {
      if (text !== '') literals.set(text, version.name);
    }
  }
  return literals;
}

/** @param {string} rel */
function codeFiles(rel) {
  const abs = path.join(ROOT, rel);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [rel];
  return fs
    .readdirSync(abs, {recursive: true, encoding: 'utf8'})
    .filter((f) => CODE_FILE.test(f) && !f.split(path.sep).includes('node_modules'))
    // Files only: a folder may have a file's name (Playwright's screenshots of screenshots.spec.ts).
    .filter((f) => fs.statSync(path.join(abs, f)).isFile())
    .map((f) => path.join(rel, f).split(path.sep).join('/'));
}

/**
 * The places in `text` where literals of two or more versions stand within WINDOW lines.
 * @param {string} text
 * @param {Map<string, string>} literals
 * @returns {{line: number, versions: string[]}[]}
 */
export function versionLists(text, literals) {
  const lines = text.split('\n');
  let allowedUntil = -1;
  const named = lines.map((line, i) => {
    const allow = ALLOW.exec(line);
    if (allow !== null) allowedUntil = i + Number(allow[1]);
    /** @type {Set<string>} */
    const versions = new Set();
    if (i <= allowedUntil) return versions;
    for (const m of line.matchAll(/(['"`])([^'"`\n]*)\1/g)) {
      const version = literals.get(m[2]);
      if (version !== undefined) versions.add(version);
    }
    return versions;
  });
  /** @type {{line: number, versions: string[]}[]} */
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    if (named[i].size === 0) continue;
    const versions = new Set(named.slice(i, i + WINDOW).flatMap((set) => [...set]));
    if (versions.size >= 2) {
      found.push({line: i + 1, versions: [...versions].sort()});
      i += WINDOW - 1;
    }
  }
  return found;
}

test('no file but the versions table lists the docs versions', () => {
  const literals = versionLiterals();
  const found = CODE.flatMap(codeFiles)
    .filter((file) => file !== TABLE && file !== 'tests/unit/versions-once.test.mjs')
    .flatMap((file) => versionLists(fs.readFileSync(path.join(ROOT, file), 'utf8'), literals).map((place) => `${file}:${place.line} (${place.versions.join(', ')})`));
  assert.deepEqual(found, [], `read the versions from ${TABLE} instead of listing them`);
});

test('the check finds a second list, however it is written', () => {
  const literals = versionLiterals();
  const [first, second] = DOCS_VERSIONS;
  const id = (/** @type {{workspace: string}} */ v) => v.workspace.slice(v.workspace.lastIndexOf('/') + 1);
  assert.equal(versionLists(`const VERSIONS = ['${id(first)}', '${id(second)}'];`, literals).length, 1);
  assert.equal(versionLists(`const DIRS = [\n  {label: '${first.label}', dir: 'x'},\n  {label: "${second.label}", dir: 'y'},\n];`, literals).length, 1);
  assert.equal(versionLists(`if (version === '${id(first)}') run();`, literals).length, 0);
  assert.equal(versionLists(`// versions-once: named on purpose in the next 2 lines, a walk\nopen('${first.label}');\nopen('${second.label}');`, literals).length, 0);
});
