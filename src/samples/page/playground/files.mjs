// The playground's files: what a file may be called, how many there may be and how much code, and the checks that
// every set of files from outside the page (a share link, the browser's storage) passes before the page uses it.
// Pure: tests/unit/playground.test.mjs runs it as it is.
import {MAX_CODE} from '../editor/shareCodec.mjs';
import {TSCONFIG_NAME} from './tsconfig.mjs';

/** Most files a playground holds. */
export const FILE_LIMIT = 12;

/** Longest file name, folders included. */
const NAME_LIMIT = 80;

/** Folders and a name of letters, digits, `_`, `-` and `.`, ending in `.ts`; no `.`/`..` segments. */
const NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.ts$/;

/** @typedef {{name: string, code: string}} PlaygroundFile */

/**
 * What is wrong with `name` as a new name among `others` (the other files' names), or undefined.
 * @param {string} name
 * @param {Iterable<string>} others
 * @returns {string | undefined}
 */
export function nameProblem(name, others) {
  if (name.length === 0) return 'A file needs a name.';
  if (name.length > NAME_LIMIT) return `A file name has at most ${NAME_LIMIT} characters.`;
  // The program's settings (./tsconfig.mjs): that name exactly, at the root, once (as any name).
  if (!NAME.test(name) && name !== TSCONFIG_NAME) return `A file name ends in .ts and uses letters, digits, _, - and . (folders with /); the settings are ${TSCONFIG_NAME}.`;
  // NAME lets no part start with a dot (no `.` or `..` folder), but a folder may end with one.
  if (name.split('/').some((part) => part.endsWith('.'))) return 'A folder name does not end in a dot.';
  const lower = name.toLowerCase();
  for (const other of others) if (other.toLowerCase() === lower) return `There is already a file called ${other}.`;
  return undefined;
}

/**
 * A name for a new file: `file.ts`, else `file2.ts`, `file3.ts`, ...
 * @param {Iterable<string>} names
 */
export function newFileName(names) {
  const taken = new Set(Array.from(names, (n) => n.toLowerCase()));
  for (let i = 1; ; i++) {
    const name = i === 1 ? 'file.ts' : `file${i}.ts`;
    if (!taken.has(name)) return name;
  }
}

/**
 * The file that runs first: the first TypeScript file (a tsconfig.json tab holds settings, not code).
 * @param {readonly PlaygroundFile[]} files
 */
export const entryOf = (files) => files.find((f) => f.name !== TSCONFIG_NAME)?.name;

/** Total size of the files' code, in characters. */
const codeSize = (/** @type {PlaygroundFile[]} */ files) => files.reduce((size, file) => size + file.code.length, 0);

/**
 * Files from outside the page, checked: a list of `[name, code]` pairs, at least one and at most FILE_LIMIT, each
 * name valid and used once (so one tsconfig.json at most), one TypeScript file at least, MAX_CODE characters of code in all.
 * @param {unknown} value
 * @returns {{ok: true, files: PlaygroundFile[]} | {ok: false, problem: string}}
 */
export function checkFiles(value) {
  if (!Array.isArray(value)) return {ok: false, problem: 'it holds no files'};
  if (value.length === 0) return {ok: false, problem: 'it holds no files'};
  if (value.length > FILE_LIMIT) return {ok: false, problem: `it holds ${value.length} files, and the playground takes at most ${FILE_LIMIT}`};
  /** @type {PlaygroundFile[]} */
  const files = [];
  for (const pair of value) {
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') return {ok: false, problem: 'a file in it is not a name and its code'};
    const [name, code] = pair;
    const problem = nameProblem(name, files.map((f) => f.name));
    if (problem !== undefined) return {ok: false, problem: `a file name in it is not valid (${problem})`};
    files.push({name, code});
  }
  if (entryOf(files) === undefined) return {ok: false, problem: 'it holds no TypeScript file'};
  if (codeSize(files) > MAX_CODE) return {ok: false, problem: 'the code is too long'};
  return {ok: true, files};
}

/**
 * A sample's sources (paths below the workspace's src/, `entry` one of them) as playground files, the entry first. The
 * entry's folder is left out of every name when every file is in it (`app.ts`, `config.ts`), so that the relative
 * imports between them still hold; otherwise the names keep their whole path.
 * @param {{entry: string, files: Record<string, string>}} sources
 * @returns {PlaygroundFile[]}
 */
export function filesOfSample({entry, files}) {
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  const paths = [entry, ...Object.keys(files).filter((path) => path !== entry).sort()];
  const strip = paths.every((path) => path.startsWith(folder));
  return paths.map((path) => ({name: strip ? path.slice(folder.length) : path, code: files[path] ?? ''}));
}
