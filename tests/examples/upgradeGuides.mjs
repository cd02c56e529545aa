// The migration guides as the upgrade assistant's tests read them: per upgrade path (src/upgrade/rules.mjs), the
// guide page, its sections with their anchors, and its before/after pairs: a `file=` sample of the old release
// followed, in the same section, by a sample of the target release.
import fs from 'node:fs';
import path from 'node:path';
import {listCodeFences, parseSampleMeta} from '../../src/samples/build/samples.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';
import {RELEASE_LINES, workspaceDir} from '../../src/siteData/releaseLines.mjs';
import {UPGRADE_PATHS, pathKey} from '../../src/upgrade/rules.mjs';
import {sourceIds} from '../build/links.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** @param {string} major */
export function releaseLineOfMajor(major) {
  const line = RELEASE_LINES.find((candidate) => candidate.major === major);
  if (line === undefined) throw new Error(`No release line has the major ${major} (src/siteData/versions.mjs)`);
  return line;
}

/** The content folder of the docs version that documents a major. @param {string} major */
function contentDirOf(major) {
  const label = releaseLineOfMajor(major).label;
  return /** @type {(typeof DOCS_VERSIONS)[number]} */ (DOCS_VERSIONS.find((v) => v.label === label)).contentDir;
}

/**
 * The page a rule's guide reference names, relative to ROOT: 'guides/migrating-from-v6#autobinding' for a path to 8
 * is next's docs/guides/migrating-from-v6.mdx.
 * @param {string} to the target major
 * @param {string} reference 'guides/…#anchor'
 */
export function guidePage(to, reference) {
  return `${contentDirOf(to)}/${reference.split('#')[0]}.mdx`;
}

/**
 * The guide of an upgrade path: the target version's "Migrating from v<from>" page.
 * @param {{from: string, to: string}} upgrade
 */
const pathGuide = (upgrade) => `${contentDirOf(upgrade.to)}/guides/migrating-from-v${upgrade.from}.mdx`;

/**
 * The anchor of the section each line of a page is in, as Docusaurus makes heading ids (tests/build/links.mjs).
 * @param {string} text
 * @returns {string[]} per 0-based line, the anchor of the nearest heading above ('' before the first)
 */
function sectionOfLines(text) {
  const lines = text.split('\n');
  /** @type {string[]} */
  const anchors = [];
  let current = '';
  let seen = new Set();
  lines.forEach((line, index) => {
    if (/^#{2,6}\s/.test(line)) {
      // the ids of the page up to this heading, less those before it: this heading's id, numbered as Docusaurus numbers
      const ids = sourceIds(lines.slice(0, index + 1).join('\n'));
      current = [...ids].find((id) => !seen.has(id)) ?? current;
      seen = ids;
    }
    anchors.push(current);
  });
  return anchors;
}

/**
 * @typedef {object} GuidePair
 * @property {string} key the upgrade path's key ('6-8')
 * @property {string} from
 * @property {string} to
 * @property {string} guide the page, relative to ROOT
 * @property {string} section the anchor of the section that shows the pair
 * @property {number} line the line of the "before" fence on the page
 * @property {string} before the old release's sample, relative to ROOT
 * @property {string | undefined} region the part of it the page shows
 * @property {string} after the target release's sample
 * @property {string | undefined} afterRegion
 */

/** @returns {GuidePair[]} every before/after pair of every upgrade path's guide, in page order */
export function guidePairs() {
  return UPGRADE_PATHS.flatMap(({from, to}) => {
    const guide = pathGuide({from, to});
    const text = fs.readFileSync(path.join(ROOT, guide), 'utf8');
    const sections = sectionOfLines(text);
    const oldDir = `${workspaceDir(releaseLineOfMajor(from).workspace)}/`;
    const newDir = `${workspaceDir(releaseLineOfMajor(to).workspace)}/`;
    const samples = listCodeFences(text)
      .map((fence) => ({line: fence.line, ref: parseSampleMeta(fence.meta)}))
      .filter((fence) => fence.ref !== undefined && fence.ref.file.endsWith('.ts') && !fence.ref.file.endsWith('.fails.ts'));
    /** @type {GuidePair[]} */
    const pairs = [];
    samples.forEach((sample, index) => {
      const ref = /** @type {{file: string, region: string | undefined}} */ (sample.ref);
      if (!ref.file.startsWith(oldDir)) return;
      const section = sections[sample.line - 1];
      const next = samples.slice(index + 1).find((s) => sections[s.line - 1] === section && s.ref?.file.startsWith(newDir));
      if (next === undefined || next.ref === undefined) return;
      pairs.push({key: pathKey(/** @type {'6' | '7'} */ (from), /** @type {'7' | '8'} */ (to)), from, to, guide, section, line: sample.line, before: ref.file, region: ref.region, after: next.ref.file, afterRegion: next.ref.region});
    });
    return pairs;
  });
}

/**
 * The 1-based lines of a sample a page shows: a region's lines, or every line.
 * @param {string} source
 * @param {string | undefined} region
 * @returns {{first: number, last: number}}
 */
export function shownLines(source, region) {
  const lines = source.split('\n');
  if (region === undefined) return {first: 1, last: lines.length};
  const start = lines.findIndex((l) => new RegExp(`^\\s*//\\s*#region\\s+${region}\\s*$`).test(l));
  const end = lines.findIndex((l, i) => i > start && /^\s*\/\/\s*#endregion\b/.test(l));
  if (start === -1 || end === -1) throw new Error(`no region ${region}`);
  return {first: start + 2, last: end};
}

/** Every anchor of a page. @param {string} page relative to ROOT */
export const anchorsOf = (page) => sourceIds(fs.readFileSync(path.join(ROOT, page), 'utf8'));
