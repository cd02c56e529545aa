// What the playground keeps between visits: the release and the files, in the browser's local storage. Storage may be
// unavailable (blocked, full, a private window that throws): the page then says its code is not kept, and works on.
// What comes back is checked like a share link's files (./files.mjs): another tab, an older site or an extension may
// have written anything there.
import {checkFiles} from './files.mjs';

const KEY = 'inversify-playground';

/**
 * @typedef {{release: string, files: import('./files.mjs').PlaygroundFile[]}} Kept `release`: what the page records of
 *   the release line, as for share links (./shareFiles.mjs): its major, or the docs label kept before that.
 */

/**
 * The kept playground, undefined when there is none (or it is not valid), or 'unavailable'.
 * @param {() => Storage} [storage]
 * @returns {Kept | undefined | 'unavailable'}
 */
export function readKept(storage = () => localStorage) {
  /** @type {string | null} */
  let text;
  try {
    text = storage().getItem(KEY);
  } catch {
    return 'unavailable';
  }
  try {
    // Nothing kept (null) and anything that is not an object end in the catch.
    const value = JSON.parse(text ?? 'null');
    const files = checkFiles(value.files);
    if (!files.ok || typeof value.release !== 'string') return undefined;
    return {release: value.release, files: files.files};
  } catch {
    return undefined;
  }
}

/**
 * Keeps the playground; false when storage refused it.
 * @param {Kept} kept
 * @param {() => Storage} [storage]
 */
export function keep({release, files}, storage = () => localStorage) {
  try {
    storage().setItem(KEY, JSON.stringify({release, files: files.map((f) => [f.name, f.code])}));
    return true;
  } catch {
    return false;
  }
}
