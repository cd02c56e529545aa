// A release line: one major of inversify the site documents, with its docs version and its examples workspace. This is
// the one type that names one, and these are the words every part of the site uses for its parts:
//   workspace  'v7'      the id of its examples workspace, whose folder is workspaceDir('v7') ('examples/v7'); the
//                        sample runner's files, sample ids and the playground's state are keyed by it
//   label      '7.x'     its docs version's label ('next' for the docs of the coming major): the version dropdown,
//                        the playground's address and release picker, share links
//   major      '7'       the inversify major it documents
//   inversify  '7.11.0'  the release its samples are compiled and run against, from its workspace's package.json
//                        (read in Node by ./testedReleases.ts; pages get it from the site config)
// Derived from the versions table (./versions.mjs). Browser-safe: no Node imports.
import {DOCS_VERSIONS} from './versions.mjs';

/**
 * A workspace id, the last part of a workspace folder of the versions table: 'v7' for examples/v7.
 * @typedef {(typeof DOCS_VERSIONS)[number]['workspace'] extends infer W ? W extends `examples/${infer V}` ? V : never : never} Workspace
 */

/**
 * @typedef {object} ReleaseLine
 * @property {Workspace} workspace e.g. 'v7'
 * @property {(typeof DOCS_VERSIONS)[number]['label']} label e.g. '7.x'
 * @property {string} major e.g. '7'
 * @property {string} inversify e.g. '7.11.0'
 */

/**
 * What the versions table says of a release line: all but the tested release, which only its package.json holds.
 * @typedef {Omit<ReleaseLine, 'inversify'>} TableReleaseLine
 */

/**
 * The workspace id of a workspace folder of the versions table.
 * @param {(typeof DOCS_VERSIONS)[number]['workspace']} folder e.g. 'examples/v7'
 * @returns {Workspace}
 */
export const workspaceOfFolder = (folder) => /** @type {Workspace} */ (folder.slice(folder.lastIndexOf('/') + 1));

/**
 * The release line of a docs version (a row of the versions table).
 * @param {(typeof DOCS_VERSIONS)[number]} docs
 * @returns {TableReleaseLine}
 */
export function releaseLineOf(docs) {
  const workspace = workspaceOfFolder(docs.workspace);
  return {workspace, label: docs.label, major: workspace.replace(/^v/, '')};
}

/** Every release line, in the versions table's order. */
export const RELEASE_LINES = DOCS_VERSIONS.map(releaseLineOf);

/**
 * The folder of a release line's examples workspace, relative to the site root: the one place an `examples/<id>`
 * path is made.
 * @param {Workspace} workspace e.g. 'v7'
 * @returns {(typeof DOCS_VERSIONS)[number]['workspace']} e.g. 'examples/v7'
 */
export function workspaceDir(workspace) {
  const docs = DOCS_VERSIONS.find((row) => workspaceOfFolder(row.workspace) === workspace);
  if (docs === undefined) throw new Error(`No docs version has the workspace ${workspace} (src/siteData/versions.mjs)`);
  return docs.workspace;
}

/**
 * The docs labels that share links and kept playground code recorded, by the major each named when it was recorded.
 * Records name a line by its major ('8'), which stays true when the docs labels move (`next` becoming '8.x' at a
 * version cut); records made before that recorded the label, and these are the labels they can hold. Frozen: a
 * label added to the versions table later is never recorded, so it never belongs here.
 */
// versions-once: named on purpose in the next 1 lines, what old records hold, which the versions table no longer says
export const RECORDED_LABELS = Object.freeze({next: '8', '7.x': '7', '6.x': '6'});

/**
 * What a share link or kept code records of a release line: its major.
 * @param {Pick<ReleaseLine, 'major'>} line
 */
export const recordOfLine = (line) => line.major;

/**
 * The release line a share link or kept code recorded, from `lines` (the site's by default; a test passes a table
 * whose labels moved): a major ('8'), or a docs label as records held before they held majors ('next'), read as the
 * major it named then. Undefined for any other text, or a major the table has no line of.
 * @template {Pick<ReleaseLine, 'major'>} [Line=TableReleaseLine]
 * @param {string} recorded
 * @param {readonly Line[]} [lines]
 * @returns {Line | undefined}
 */
export function lineOfRecord(recorded, lines = /** @type {readonly Line[]} */ (/** @type {unknown} */ (RELEASE_LINES))) {
  const major = Object.hasOwn(RECORDED_LABELS, recorded) ? RECORDED_LABELS[/** @type {keyof typeof RECORDED_LABELS} */ (recorded)] : recorded;
  return lines.find((line) => line.major === major);
}
