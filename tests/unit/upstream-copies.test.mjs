// Files under src/theme copied from Docusaurus (ejected rather than wrapped) are recorded in
// src/theme/upstream.json with the hash of the upstream version they were copied from. When an upgrade
// changes that upstream file, these tests name our copy to re-sync. Each copy also keeps the upstream
// MIT copyright line and says what it was copied from.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const themeDir = path.join(root, 'src/theme');

/** @type {Record<string, {package: string, version: string, path: string, sha256: string}>} */
const copies = JSON.parse(fs.readFileSync(path.join(themeDir, 'upstream.json'), 'utf8')).files;

/** The installed upstream file, in the package the site resolves (some packages do not export package.json). */
/** @param {{package: string, path: string}} entry */
function upstreamFile(entry) {
  const packageDir = path.join(root, 'node_modules', entry.package);
  const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return {version, text: fs.readFileSync(path.join(packageDir, entry.path), 'utf8')};
}

const sha256 = (/** @type {string} */ text) => crypto.createHash('sha256').update(text).digest('hex');

/** @param {string} dir */
function filesUnder(dir) {
  return fs.readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(themeDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

test('every recorded copy exists', () => {
  const missing = Object.keys(copies).filter((file) => !fs.existsSync(path.join(themeDir, file)));
  assert.deepEqual(missing, [], 'src/theme/upstream.json lists files that are gone: remove their entries');
});

test('every theme component either wraps the original or is a recorded copy', () => {
  const unrecorded = filesUnder(themeDir)
    .filter((file) => /\.tsx$|(^|\/)index\.ts$/.test(file) && !(file in copies))
    .filter((file) => !fs.readFileSync(path.join(themeDir, file), 'utf8').includes("from '@theme-original/"));
  assert.deepEqual(
    unrecorded,
    [],
    'these theme components neither wrap @theme-original nor are recorded in src/theme/upstream.json (with the upstream file and its sha256)',
  );
});

for (const [file, entry] of Object.entries(copies)) {
  test(`src/theme/${file} matches the installed ${entry.package}/${entry.path}`, () => {
    const upstream = upstreamFile(entry);
    assert.equal(
      sha256(upstream.text),
      entry.sha256,
      `${entry.package}/${entry.path} changed (${entry.version} -> installed ${upstream.version}): re-sync src/theme/${file} with it, ` +
        'keeping our changes (marked inversify-site), then record the new version and sha256 in src/theme/upstream.json',
    );
  });

  test(`src/theme/${file} keeps the upstream licence header and names its source`, () => {
    const copyright = /Copyright \(c\)[^\n]*/.exec(upstreamFile(entry).text)?.[0];
    assert.ok(copyright, `no copyright line in ${entry.package}/${entry.path}`);
    const header = /^\/\*\*[\s\S]*?\*\//.exec(fs.readFileSync(path.join(themeDir, file), 'utf8'))?.[0] ?? '';
    assert.ok(header.includes(copyright), `src/theme/${file} must start with a comment block carrying "${copyright}"`);
    assert.match(header, /MIT license/);
    assert.ok(
      header.includes(`from ${entry.package}@${entry.version} ${entry.path}`),
      `the header of src/theme/${file} must say it was copied from ${entry.package}@${entry.version} ${entry.path}`,
    );
  });
}

test('the site is MIT licensed, and the notices carry the licence of every package copied from', () => {
  assert.match(fs.readFileSync(path.join(root, 'LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) \d{4} InversifyJS maintainers\n/);
  const notices = fs.readFileSync(path.join(root, 'THIRD-PARTY-NOTICES.md'), 'utf8');
  for (const entry of Object.values(copies)) {
    assert.ok(notices.includes(`\`${entry.package}\``), `THIRD-PARTY-NOTICES.md must name ${entry.package}`);
    const copyright = /Copyright \(c\)[^\n]*/.exec(upstreamFile(entry).text)?.[0] ?? '';
    assert.ok(notices.includes(copyright), `THIRD-PARTY-NOTICES.md must carry "${copyright}" (${entry.package})`);
  }
  assert.match(notices, /Permission is hereby granted/);
});
