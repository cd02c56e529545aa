// What the upgrade checklist (src/pages/upgrade) shows for a reader's choice: the upgrade path (from one major to
// another, UPGRADE_PATHS) and the features their program uses (UPGRADE_FEATURES), kept in the address as
// `?from=6&to=8&uses=modules,async` so that a link can share it. The address is untrusted: unknown values are dropped
// and an over-long query is not read at all. Majors are named to the reader by their docs versions' labels, mapped
// through the release lines (src/siteData/releaseLines.mjs). Browser-safe.
import {LAST_VERSION} from '../../siteData/versions.mjs';
import {RELEASE_LINES, releaseLineOf} from '../../siteData/releaseLines.mjs';
import {UPGRADE_FEATURES, UPGRADE_PATHS, rulesFor} from '../../upgrade/rules.mjs';
import {docsOfMajor} from '../../upgrade/guides.mjs';
import {playgroundHref} from '../../samples/shared/playgroundAddress.mjs';

/**
 * @typedef {import('../../upgrade/rules.mjs').UpgradeRule} UpgradeRule
 * @typedef {(typeof UPGRADE_PATHS)[number]} UpgradePath
 * @typedef {object} Choice
 * @property {UpgradePath} path one of UPGRADE_PATHS (the same object)
 * @property {readonly string[]} uses ids of UPGRADE_FEATURES, in that list's order
 */

/** Longest query the page reads; anything longer is ignored whole (the real ones are well under 200 characters). */
export const MAX_QUERY_LENGTH = 400;

const FEATURE_IDS = UPGRADE_FEATURES.map((feature) => feature.id);

/**
 * The path the page opens on: from the major served at /docs/ to the newest target, so a reader of the default docs
 * sees their own upgrade first; the first path when that major has none.
 * @returns {UpgradePath}
 */
function defaultPath() {
  const served = releaseLineOf(LAST_VERSION).major;
  const fromServed = UPGRADE_PATHS.filter((path) => path.from === served);
  return fromServed.at(-1) ?? UPGRADE_PATHS[0];
}

/** No query: the default path with every feature ticked, so the list (and the server HTML) holds every step. */
export const DEFAULT_CHOICE = /** @type {Choice} */ (Object.freeze({path: defaultPath(), uses: Object.freeze([...FEATURE_IDS])}));

/**
 * The choice a query asks for. `from` and `to` count only as one of UPGRADE_PATHS (otherwise the default path);
 * `uses` keeps the known feature ids it lists (none known: nothing ticked), and without `uses` every feature is ticked.
 * @param {string} search location.search
 * @returns {Choice}
 */
export function readChoice(search) {
  if (search.length > MAX_QUERY_LENGTH) return DEFAULT_CHOICE;
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  const path = UPGRADE_PATHS.find((p) => p.from === from && p.to === to) ?? DEFAULT_CHOICE.path;
  const uses = params.get('uses');
  if (uses === null) return {path, uses: DEFAULT_CHOICE.uses};
  const listed = new Set(uses.split(','));
  return {path, uses: FEATURE_IDS.filter((id) => listed.has(id))};
}

/**
 * The query that records a choice (`?from=6&to=8&uses=modules,async`); `uses` is left out when every feature is ticked.
 * @param {Choice} choice
 */
export function choiceQuery(choice) {
  const params = new URLSearchParams({from: choice.path.from, to: choice.path.to});
  if (choice.uses.length < FEATURE_IDS.length) params.set('uses', choice.uses.join(','));
  // Commas read better in an address than %2C, and feature ids never hold one.
  return `?${params.toString().replace(/%2C/g, ',')}`;
}

/**
 * The steps that apply: the path's rules, in their order, that concern every program or a ticked feature.
 * @param {Choice} choice
 * @returns {UpgradeRule[]}
 */
export function stepsFor(choice) {
  return rulesFor(choice.path.from, choice.path.to).filter((rule) => rule.features.length === 0 || rule.features.some((id) => choice.uses.includes(id)));
}

/**
 * A major as the reader knows it: its docs version's label ('next' for the coming major).
 * @param {string} major
 */
export const labelOfMajor = (major) => docsOfMajor(major).label;

/** @param {UpgradePath} path e.g. '6.x → next' */
export const pathLabel = (path) => `${labelOfMajor(path.from)} → ${labelOfMajor(path.to)}`;

/**
 * The labels of a rule's features, for the step's "Concerns" line.
 * @param {UpgradeRule} rule
 */
export const featureLabels = (rule) => UPGRADE_FEATURES.filter((feature) => rule.features.includes(feature.id)).map((feature) => feature.label);

/**
 * The playground on the release an upgrade starts from, where the reader's program can be upgraded ("Upgrade…").
 * @param {UpgradePath} path
 */
export function playgroundOf(path) {
  const line = RELEASE_LINES.find((l) => l.major === path.from);
  if (line === undefined) throw new Error(`No release line documents inversify ${path.from} (src/siteData/versions.mjs)`);
  return playgroundHref(line.workspace);
}
