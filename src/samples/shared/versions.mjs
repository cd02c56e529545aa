// The docs versions as the samples feature names them. The table is src/siteData/versions.mjs (one row per docs
// version, with the examples workspace its pages embed samples from), read as release lines
// (src/siteData/releaseLines.mjs); everything here is derived from it, so
// the build, the sandbox, the page and the tests never list the versions themselves.
// Browser-safe: no Node imports.
import {DOCS_VERSIONS, LAST_VERSION, versionRoot} from '../../siteData/versions.mjs';
import {RELEASE_LINES, lineOfRecord, recordOfLine, workspaceDir, workspaceOfFolder} from '../../siteData/releaseLines.mjs';

export {DOCS_VERSIONS, LAST_VERSION, versionRoot, workspaceDir};

/**
 * A workspace's id, the last part of its folder ('v7' for examples/v7): the runner's files and the sample ids are named
 * by it. The samples feature calls a release line's workspace its version.
 * @typedef {import('../../siteData/releaseLines.mjs').Workspace} Version
 */

/**
 * @param {string} workspace e.g. 'examples/v7'
 * @returns {Version}
 */
export const versionOfWorkspace = (workspace) => workspaceOfFolder(/** @type {(typeof DOCS_VERSIONS)[number]['workspace']} */ (workspace));

/** Every version's workspace id, in the table's order. */
export const SAMPLE_VERSIONS = RELEASE_LINES.map((line) => line.workspace);

/**
 * The folder of a workspace's samples, relative to the site root: 'examples/v7/src/'.
 * @param {Version} version
 */
export const samplesDir = (version) => `${workspaceDir(version)}/src/`;

/**
 * What a share link or kept playground code records of a version: its release line's major ('8'), which names the
 * same line after the docs labels move (src/siteData/releaseLines.mjs).
 * @param {Version} version
 */
export function recordOfVersion(version) {
  const line = RELEASE_LINES.find((l) => l.workspace === version);
  if (line === undefined) throw new Error(`No release line has the workspace ${version}`);
  return recordOfLine(line);
}

/**
 * The version a share link or kept code recorded (a major, or a docs label as older records hold), or undefined.
 * @param {string} recorded
 * @returns {Version | undefined}
 */
export const versionOfRecord = (recorded) => lineOfRecord(recorded)?.workspace;
