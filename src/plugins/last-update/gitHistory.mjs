// "Last updated" dates come from git: each page shows the date of the last commit that touched its file.
// They are only right when the checkout has the history. A shallow clone (CI's default `fetch-depth: 1`)
// makes every file look changed by the one commit it has; a copy without .git has no dates at all.
// This check runs once when the configuration loads, so the build either shows correct dates or says why not.
import {execFileSync} from 'node:child_process';

const git = (/** @type {string} */ cwd, /** @type {string[]} */ ...args) => execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();

/**
 * @param {string} siteDir
 * @returns {{complete: true} | {complete: false, reason: string}}
 */
export function gitHistoryStatus(siteDir) {
  let inside;
  try {
    inside = git(siteDir, 'rev-parse', '--is-inside-work-tree');
  } catch {
    inside = 'false';
  }
  if (inside !== 'true') {
    return {complete: false, reason: 'the site is not built from a git checkout (or git is not installed), so no page can say when it last changed'};
  }
  if (git(siteDir, 'rev-parse', '--is-shallow-repository') === 'true') {
    return {
      complete: false,
      reason:
        'this checkout is a shallow clone, so git would date every page to the newest commit it has. ' +
        'Fetch the whole history first (`git fetch --unshallow`, or `fetch-depth: 0` with actions/checkout)',
    };
  }
  return {complete: true};
}
