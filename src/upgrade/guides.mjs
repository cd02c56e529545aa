// Where the migration guides live for an upgrade: the docs version of a major, and the guide section that explains a
// rule on a path. The checklist (src/components/UpgradeChecklist/) and the playground's upgrade panel link steps
// through guideHref, so a rule's section becomes a docs URL in one place. Browser-safe.
import {DOCS_VERSIONS, versionRoot} from '../siteData/versions.mjs';
import {RELEASE_LINES} from '../siteData/releaseLines.mjs';
import {pathKey} from './rules.mjs';

/**
 * @typedef {import('./rules.mjs').UpgradeRule} UpgradeRule
 * @typedef {(typeof import('./rules.mjs').UPGRADE_PATHS)[number]} UpgradePath
 */

/**
 * The docs version of a major (the release line whose major it is).
 * @param {string} major e.g. '8'
 */
export function docsOfMajor(major) {
  const index = RELEASE_LINES.findIndex((line) => line.major === major);
  if (index === -1) throw new Error(`No docs version documents inversify ${major} (src/siteData/versions.mjs)`);
  return DOCS_VERSIONS[index];
}

/**
 * Where a step is explained: its guide section for the path, below the target docs version's root. A doc route ends
 * with a slash, so one is put before the anchor.
 * @param {UpgradeRule} rule
 * @param {UpgradePath} path
 */
export function guideHref(rule, path) {
  const section = rule.guide[pathKey(path.from, path.to)];
  if (section === undefined) throw new Error(`The rule ${rule.id} names no guide section for ${pathKey(path.from, path.to)} (src/upgrade/rules.mjs)`);
  const [doc, anchor] = section.split('#');
  return `${versionRoot(docsOfMajor(path.to))}${doc.replace(/\/?$/, '/')}${anchor === undefined ? '' : `#${anchor}`}`;
}
