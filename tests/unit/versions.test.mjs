// The versions table (src/siteData/versions.mjs) agrees with what Docusaurus and npm read from disk, so a version
// added in one place and not the other fails here rather than building a page with default labels or paths.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, versionRoot} from '../../src/siteData/versions.mjs';

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
