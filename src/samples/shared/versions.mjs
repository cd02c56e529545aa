// The docs versions as the samples feature names them. The table is src/siteData/versions.mjs (one row per docs
// version, with the examples workspace its pages embed samples from); everything here is derived from it, so
// the build, the sandbox, the page and the tests never list the versions themselves.
// Browser-safe: no Node imports.
import {DOCS_VERSIONS, LAST_VERSION, versionRoot} from '../../siteData/versions.mjs';

export {DOCS_VERSIONS, LAST_VERSION, versionRoot};

/**
 * A workspace's id, the last part of its folder ('v7' for examples/v7): the runner's files and the sample ids
 * are named by it.
 * @typedef {(typeof DOCS_VERSIONS)[number]['workspace'] extends infer W ? W extends `examples/${infer V}` ? V : never : never} Version
 */

/**
 * @param {string} workspace e.g. 'examples/v7'
 * @returns {Version}
 */
export const versionOfWorkspace = (workspace) => /** @type {Version} */ (workspace.slice(workspace.lastIndexOf('/') + 1));

/** Every version's workspace id, in the table's order. */
export const SAMPLE_VERSIONS = DOCS_VERSIONS.map((docs) => versionOfWorkspace(docs.workspace));

/**
 * The docs version whose pages embed the samples of `version`.
 * @param {Version} version
 */
function docsVersionOf(version) {
  const docs = DOCS_VERSIONS.find((row) => versionOfWorkspace(row.workspace) === version);
  if (docs === undefined) throw new Error(`No docs version has the workspace examples/${version} (src/siteData/versions.mjs)`);
  return docs;
}

/**
 * The folder of a workspace's samples, relative to the site root: 'examples/v7/src/'.
 * @param {Version} version
 */
export const samplesDir = (version) => `${docsVersionOf(version).workspace}/src/`;
