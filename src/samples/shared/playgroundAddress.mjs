// The playground's address (src/pages/playground): `/playground/?version=<docs version label>` and, to open a
// runnable sample there, `&sample=<its file, examples/vN/src/...>`. Declared once for the links into the playground
// (sample blocks, sidebars, home, not-found and search pages) and for the page that reads them.
// Browser-safe: no Node imports. What the address bar holds is untrusted: `readPlaygroundAddress` accepts only a
// known version and a sample path of that version's workspace, and says what it dropped.
import {DOCS_VERSIONS, LAST_VERSION, SAMPLE_VERSIONS, samplesDir, versionOfWorkspace} from './versions.mjs';

/** The route, below the site's base URL. */
export const PLAYGROUND_PATH = '/playground/';

/** Longest sample path the page accepts from its address. */
const MAX_SAMPLE_PATH = 200;

/**
 * @typedef {import('./versions.mjs').Version} Version
 * @typedef {(typeof DOCS_VERSIONS)[number]['label']} VersionLabel a docs version's label
 */

/**
 * The docs version label of a workspace (its row's `label` in src/siteData/versions.mjs).
 * @param {Version} version
 * @returns {VersionLabel}
 */
export function labelOf(version) {
  const row = DOCS_VERSIONS.find((docs) => versionOfWorkspace(docs.workspace) === version);
  if (row === undefined) throw new Error(`No docs version has the workspace examples/${version}`);
  return row.label;
}

/**
 * The workspace of a docs version label, or undefined for any other text.
 * @param {string} label
 * @returns {Version | undefined}
 */
export function versionOfLabel(label) {
  const row = DOCS_VERSIONS.find((docs) => docs.label === label);
  return row === undefined ? undefined : versionOfWorkspace(row.workspace);
}

/** The version the playground opens on when the address names none: the one served at /docs/. */
export const DEFAULT_PLAYGROUND_VERSION = versionOfWorkspace(LAST_VERSION.workspace);

/**
 * The playground's path (below the base URL) for a version, and optionally a sample of it to open.
 * @param {Version} version
 * @param {string} [sample] examples/<version>/src/...
 */
export function playgroundHref(version, sample) {
  // Slashes stay as they are: a sample's path reads plainly in the address.
  const query = `version=${encodeURIComponent(labelOf(version))}`;
  return sample === undefined ? `${PLAYGROUND_PATH}?${query}` : `${PLAYGROUND_PATH}?${query}&sample=${encodeURIComponent(sample).replace(/%2F/g, '/')}`;
}

/**
 * What a playground address asks for. A version that is not a docs version's label, or a sample path outside that
 * version's samples (or not a plain .ts path), is dropped, with a message the page shows.
 * @param {string} search location.search
 * @returns {{version: Version | undefined, sample: string | undefined, problems: string[]}}
 */
export function readPlaygroundAddress(search) {
  const params = new URLSearchParams(search);
  /** @type {string[]} */
  const problems = [];
  const label = params.get('version');
  const version = versionOfLabel(label ?? '');
  if (label !== null && version === undefined) {
    problems.push(`The address asks for a release this site does not document ("${label.slice(0, 40)}"); choose one of ${DOCS_VERSIONS.map((docs) => docs.label).join(', ')}.`);
  }
  const sample = params.get('sample');
  if (sample === null) return {version, sample: undefined, problems};
  // Without a version, the sample's own folder names it.
  const owner = version ?? SAMPLE_VERSIONS.find((v) => sample.startsWith(samplesDir(v)));
  const plain = owner !== undefined && sample.length <= MAX_SAMPLE_PATH && sample.startsWith(samplesDir(owner)) && /^[\w./-]+\.ts$/.test(sample) && !sample.split('/').includes('..');
  if (!plain) {
    problems.push(`The address names a sample that is not one of this release's samples ("${sample.slice(0, 80)}").`);
    return {version, sample: undefined, problems};
  }
  return {version: owner, sample, problems};
}
