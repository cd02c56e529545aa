// scripts/install.sh skips `npm ci` only when node_modules matches the lockfile (scripts/lockfile-check.mjs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {currentPlatform, installableHere, lockfileMismatches} from '../../scripts/lockfile-check.mjs';

const linux = {os: 'linux', cpu: 'x64', libc: 'glibc'};
const entry = (/** @type {string} */ version, /** @type {import('../../scripts/lockfile-check.mjs').LockEntry} */ extra = {}) => ({version, resolved: `https://registry.example/${version}.tgz`, integrity: `sha512-${version}`, ...extra});

// A lockfile as npm writes it for a package with native builds per platform, and what npm installs on Linux x64.
/** @type {import('../../scripts/lockfile-check.mjs').Lockfile} */
const lock = {
  packages: {
    '': {name: 'site', version: '1.0.0'},
    'node_modules/react': entry('19.2.0'),
    'node_modules/@rspack/binding': entry('1.7.12', {optionalDependencies: {}}),
    'node_modules/@rspack/binding-linux-x64-gnu': entry('1.7.12', {optional: true, os: ['linux'], cpu: ['x64'], libc: ['glibc']}),
    'node_modules/@rspack/binding-linux-x64-musl': entry('1.7.12', {optional: true, os: ['linux'], cpu: ['x64'], libc: ['musl']}),
    'node_modules/@rspack/binding-darwin-arm64': entry('1.7.12', {optional: true, os: ['darwin'], cpu: ['arm64']}),
    'node_modules/@rspack/binding-wasm32-wasi': entry('1.7.12', {optional: true, cpu: ['wasm32']}),
    // Needed only by the wasm build above, so skipped with it; it names no platform itself.
    'node_modules/@napi-rs/wasm-runtime': entry('1.0.7', {optional: true}),
  },
};
const installedOnLinux = () => ({
  packages: Object.fromEntries(
    ['node_modules/react', 'node_modules/@rspack/binding', 'node_modules/@rspack/binding-linux-x64-gnu'].map((k) => [k, structuredClone(lock.packages[k])]),
  ),
});

test('node_modules installed from the lockfile matches it, although npm skipped other platforms\' packages', () => {
  assert.deepEqual(lockfileMismatches(lock, installedOnLinux(), linux), []);
});

test('a package at another version than the lockfile\'s is a mismatch', () => {
  const installed = installedOnLinux();
  installed.packages['node_modules/react'] = entry('19.1.0');
  assert.deepEqual(lockfileMismatches(lock, installed, linux), ['node_modules/react differs (19.1.0 installed, 19.2.0 locked)']);
});

test('a missing required package, or this platform\'s missing native build, is a mismatch', () => {
  const installed = installedOnLinux();
  delete installed.packages['node_modules/react'];
  delete installed.packages['node_modules/@rspack/binding-linux-x64-gnu'];
  assert.deepEqual(lockfileMismatches(lock, installed, linux), [
    'node_modules/react is not installed',
    'node_modules/@rspack/binding-linux-x64-gnu is not installed',
  ]);
});

test('a package installed but not in the lockfile (removed from package.json) is a mismatch', () => {
  const installed = installedOnLinux();
  installed.packages['node_modules/left-pad'] = entry('1.3.0');
  assert.deepEqual(lockfileMismatches(lock, installed, linux), ['node_modules/left-pad is installed but not in the lockfile']);
});

test('os, cpu and libc lists follow npm: listed values, and "!" exclusions', () => {
  assert.equal(installableHere({os: ['darwin']}, linux), false);
  assert.equal(installableHere({os: ['linux'], cpu: ['arm64']}, linux), false);
  assert.equal(installableHere({os: ['linux'], libc: ['musl']}, linux), false);
  assert.equal(installableHere({os: ['!win32']}, linux), true);
  assert.equal(installableHere({os: ['!linux']}, linux), false);
  assert.equal(installableHere({libc: ['musl']}, {os: 'darwin', cpu: 'arm64', libc: undefined}), true);
});

test('this checkout: node_modules matches package-lock.json, so install.sh would skip npm ci', (t) => {
  const root = path.resolve(import.meta.dirname, '../..');
  const hidden = path.join(root, 'node_modules/.package-lock.json');
  if (!fs.existsSync(hidden)) return t.skip('node_modules not installed with npm');
  const read = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.deepEqual(lockfileMismatches(read(path.join(root, 'package-lock.json')), read(hidden), currentPlatform()), []);
});
