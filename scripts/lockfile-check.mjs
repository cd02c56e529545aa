// Whether node_modules already holds exactly what package-lock.json describes, so that scripts/install.sh
// can skip `npm ci` (which deletes node_modules, and the build cache inside it, before reinstalling).
// npm records what it installed in node_modules/.package-lock.json. That file leaves out the lockfile's
// optional packages npm skipped: the platform builds of native packages for other systems (an
// @rspack/binding-darwin-arm64 on Linux) and the packages only they depend on. Those absences are
// expected; anything else missing or different means node_modules is out of date.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * @typedef {{version?: string, resolved?: string, integrity?: string, optional?: boolean, devOptional?: boolean,
 *   os?: string[], cpu?: string[], libc?: string[], [field: string]: unknown}} LockEntry
 * @typedef {{packages: Record<string, LockEntry>}} Lockfile
 * @typedef {{os: string, cpu: string, libc: string | undefined}} Platform
 */

/** This machine, in the terms of the lockfile's os, cpu and libc fields. */
export function currentPlatform() {
  const report = /** @type {{header?: {glibcVersionRuntime?: string}}} */ (process.report?.getReport() ?? {});
  const libc = process.platform === 'linux' ? (report.header?.glibcVersionRuntime ? 'glibc' : 'musl') : undefined;
  return {os: process.platform, cpu: process.arch, libc};
}

/** npm's rule for an os/cpu/libc list: allowed if listed, or if only others are excluded ("!win32"). */
function allows(/** @type {string[] | undefined} */ list, /** @type {string | undefined} */ value) {
  if (!list || list.length === 0) return true;
  if (value === undefined) return false;
  if (list.includes(`!${value}`)) return false;
  return list.includes(value) || list.every((item) => item.startsWith('!'));
}

/** Whether npm would install this optional package here (false for another system's native build). */
export function installableHere(/** @type {LockEntry} */ entry, /** @type {Platform} */ platform) {
  return allows(entry.os, platform.os) && allows(entry.cpu, platform.cpu) && (platform.os !== 'linux' || allows(entry.libc, platform.libc));
}

/**
 * The reasons node_modules does not match the lockfile; none when `npm ci` can be skipped.
 * @param {Lockfile} lock package-lock.json
 * @param {Lockfile} installed node_modules/.package-lock.json
 * @param {Platform} platform
 * @returns {string[]}
 */
export function lockfileMismatches(lock, installed, platform) {
  const reasons = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === '') continue; // the root project itself, recorded only in package-lock.json
    const have = installed.packages[location];
    if (have === undefined) {
      // Skipped optional packages without os/cpu/libc are those only another system's build needs.
      const optional = entry.optional || entry.devOptional; // devOptional: optional, reached through dev dependencies
      if (!optional || (installableHere(entry, platform) && (entry.os || entry.cpu || entry.libc))) {
        reasons.push(`${location} is not installed`);
      }
    } else if (JSON.stringify(have) !== JSON.stringify(entry)) {
      reasons.push(`${location} differs (${have.version ?? '?'} installed, ${entry.version ?? '?'} locked)`);
    }
  }
  for (const location of Object.keys(installed.packages)) {
    if (!(location in lock.packages)) reasons.push(`${location} is installed but not in the lockfile`);
  }
  return reasons;
}

// As a script: exit 0 when node_modules matches package-lock.json, 1 (with the first reasons) otherwise.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const read = (/** @type {string} */ file) => /** @type {Lockfile} */ (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')));
  let reasons;
  try {
    reasons = lockfileMismatches(read('package-lock.json'), read('node_modules/.package-lock.json'), currentPlatform());
  } catch (error) {
    reasons = [`cannot compare: ${error instanceof Error ? error.message : String(error)}`];
  }
  if (reasons.length > 0) {
    console.log(`node_modules does not match package-lock.json: ${reasons.slice(0, 3).join('; ')}${reasons.length > 3 ? ` (and ${reasons.length - 3} more)` : ''}`);
  }
  process.exit(reasons.length > 0 ? 1 : 0);
}
