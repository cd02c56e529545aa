// The versions table (src/siteData/versions.mjs) agrees with what Docusaurus and npm read from disk, so a version
// added in one place and not the other fails here rather than building a page with default labels or paths. Its
// release lines (src/siteData/releaseLines.mjs) name each major as its workspace tests it, and only that module
// makes an examples workspace's path.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, versionRoot} from '../../src/siteData/versions.mjs';
import {RELEASE_LINES, workspaceDir} from '../../src/siteData/releaseLines.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const readJson = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

test('the table lists current and every version of versions.json, in the dropdown order', () => {
  assert.deepEqual(DOCS_VERSIONS.map((v) => v.name), ['current', ...readJson('versions.json')]);
});

test('each version has its content folder and, when versioned, its sidebar', () => {
  for (const version of DOCS_VERSIONS) {
    const expected = version.name === 'current' ? 'docs' : `versioned_docs/version-${version.name}`;
    assert.equal(version.contentDir, expected);
    assert.ok(fs.existsSync(path.join(ROOT, version.contentDir)), `${version.contentDir} exists`);
    if (version.name !== 'current') {
      assert.ok(fs.existsSync(path.join(ROOT, `versioned_sidebars/version-${version.name}-sidebars.json`)));
    }
  }
});

test('each version embeds from an npm workspace that pins an inversify release', () => {
  const workspaces = readJson('package.json').workspaces;
  for (const version of DOCS_VERSIONS) {
    assert.ok(workspaces.includes(version.workspace), `${version.workspace} is in package.json workspaces`);
    assert.match(readJson(`${version.workspace}/package.json`).dependencies.inversify, /^\d+\.\d+\.\d+$/);
  }
  assert.equal(new Set(DOCS_VERSIONS.map((v) => v.workspace)).size, DOCS_VERSIONS.length, 'one workspace per version');
});

test('one version is served at /docs/ and every version has a root of its own', () => {
  assert.equal(DOCS_VERSIONS.filter((v) => v.path === '').length, 1);
  const roots = DOCS_VERSIONS.map(versionRoot);
  assert.equal(new Set(roots).size, roots.length);
});

test('each release line is its docs version, its workspace and the major its workspace tests', () => {
  assert.deepEqual(RELEASE_LINES.map((line) => line.label), DOCS_VERSIONS.map((v) => v.label));
  for (const [i, line] of RELEASE_LINES.entries()) {
    assert.equal(workspaceDir(line.workspace), DOCS_VERSIONS[i].workspace);
    const inversify = readJson(`${workspaceDir(line.workspace)}/package.json`).dependencies.inversify;
    assert.equal(line.major, inversify.split('.')[0], `${line.label}: the major of ${workspaceDir(line.workspace)}'s inversify ${inversify}`);
  }
  assert.throws(() => workspaceDir(/** @type {any} */ ('v0')), /No docs version has the workspace v0/);
});

test('no code but src/siteData/releaseLines.mjs makes the path of an examples workspace from its id', () => {
  const HELPER = 'src/siteData/releaseLines.mjs';
  // `examples/${id}`, path.join(…, 'examples', id), 'examples/' + id
  const MADE = [/`examples\/\$\{/, /['"]examples['"]\s*,\s*[\w$]/, /['"]examples\/['"]\s*\+/];
  const files = ['src', 'scripts', 'tests']
    .flatMap((dir) => fs.readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'}).map((f) => path.join(dir, f).split(path.sep).join('/')))
    .filter((f) => /\.(mjs|cjs|js|ts|tsx)$/.test(f) && f !== HELPER && fs.statSync(path.join(ROOT, f)).isFile());
  const made = files.flatMap((file) =>
    fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').flatMap((line, i) => (!/^\s*(\/\/|\*)/.test(line) && MADE.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.ok(files.length > 100, 'the code is found');
  assert.deepEqual(made, [], `use workspaceDir or samplesDir (${HELPER}, src/samples/shared/versions.mjs)`);
});

