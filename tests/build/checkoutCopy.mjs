// A copy of the checkout in another folder, for tests that edit files (a sample, a page) without touching the ones
// the other tests read at the same time: the rebuild test builds in it, the check-command test runs `npm run check`
// in it.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Copies the checkout's files (tracked and untracked ones, not the ignored) to `dir`, with their modification times
 * (what tells a build that is newer than its sources), and links each entry of its node_modules folders (the root's
 * and each workspace's) except `.cache`, where the copy's builds keep their own cache, seeded with a copy of the
 * checkout's `caches` (node_modules/.cache/<name>; a copy, so that the checkout's caches never change).
 * @param {string} dir
 * @param {{caches?: string[]}} [options]
 */
export function copyCheckout(dir, {caches = []} = {}) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: ROOT, encoding: 'utf8'});
  for (const file of files.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(from, path.join(dir, file));
    const {atime, mtime} = fs.statSync(from);
    fs.utimesSync(path.join(dir, file), atime, mtime);
  }
  const {workspaces = []} = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  for (const modules of ['node_modules', ...workspaces.map((/** @type {string} */ w) => path.join(w, 'node_modules'))]) {
    if (!fs.existsSync(path.join(ROOT, modules))) continue;
    fs.mkdirSync(path.join(dir, modules), {recursive: true});
    for (const entry of fs.readdirSync(path.join(ROOT, modules))) {
      if (entry !== '.cache') fs.symlinkSync(path.join(ROOT, modules, entry), path.join(dir, modules, entry));
    }
  }
  for (const cache of caches) {
    const kept = path.join(ROOT, 'node_modules/.cache', cache);
    if (fs.existsSync(kept)) fs.cpSync(kept, path.join(dir, 'node_modules/.cache', cache), {recursive: true});
  }
}
