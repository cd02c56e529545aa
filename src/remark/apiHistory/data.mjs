// The API history (src/siteData/api-history.json, written by `npm run api-history`) as the API pages use it: which
// line a docs version documents, which headings of an API page name a member, and what a member's history says.
// Node only (the build and the tests read it; no page ships it).
import fs from 'node:fs';
import path from 'node:path';
import {versionRoot} from '../../siteData/versions.mjs';

/**
 * @typedef {import('../../../scripts/api-history/history.mjs').LineHistory} LineHistory
 * @typedef {import('../../../scripts/api-history/history.mjs').HistoryEntry} HistoryEntry
 * @typedef {import('../../../scripts/api-history/history.mjs').HistoryEvent} HistoryEvent
 * @typedef {import('../../siteData/versions.mjs').DocsVersion} DocsVersion
 */

// Paths are taken from the site folder given: the config loads this module as CommonJS, without import.meta.
/** The data file, relative to the site folder. */
export const DATA_FILE = 'src/siteData/api-history.json';

/** The API pages' folder in each version's content, and the changes page in it. */
export const API_DIR = 'api';
const CHANGES_PAGE = 'api-changes';

/**
 * @param {string} siteDir
 * @returns {{lines: Record<string, LineHistory>}}
 */
export const readApiHistory = (siteDir) => JSON.parse(fs.readFileSync(path.join(siteDir, DATA_FILE), 'utf8'));

/**
 * The line ('7.x') a docs version documents: the major of its workspace's inversify release.
 * @param {DocsVersion} version
 * @param {string} siteDir
 */
export function lineOf(version, siteDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, version.workspace, 'package.json'), 'utf8'));
  return `${String(manifest.dependencies.inversify).split('.')[0]}.x`;
}

/** @param {DocsVersion} version The changes page's URL in that version. */
export const changesPageUrl = (version) => `${versionRoot(version)}${API_DIR}/${CHANGES_PAGE}/`;

/** @param {string} release '7.7.0' The anchor of its section on the changes page. */
export const releaseAnchor = (release) => `v${release.replaceAll('.', '-')}`;

/**
 * A heading's text without its explicit id and code ticks: `### \`get\` {#get}` is `get`.
 * @param {string} raw
 */
const headingName = (raw) => raw.replace(/\s*\{#[^}]*\}\s*$/, '').replaceAll('`', '').trim();

// A member heading names one identifier: a member or function (`get`, `toResolvedValue`) or a type with at least
// two words in it (`GetOptions`, `BindToFluentSyntax`). A one-word capitalised heading (`Constructor`,
// `Overview`, `Pitfalls`) is prose.
const MEMBER_HEADING = /^(?:[a-z_$][\w$]*|[A-Z][a-z0-9]+[A-Z][\w$]*)$/;

/** @param {string} name */
const isMemberHeading = (name) => MEMBER_HEADING.test(name);

/**
 * The export called `name`: an export of `inversify` itself, or else of one of its namespaces (6.x:
 * `interfaces.BindingToSyntax`); so `Container` is the class, not the interface `interfaces.Container`.
 * @param {Record<string, HistoryEntry>} entries
 * @param {string} name
 */
function findKey(entries, name) {
  if (name in entries && !name.includes('.')) return name;
  return Object.keys(entries).find((key) => key.split('.').length === 2 && key.endsWith(`.${name}`) && /^[a-z]/.test(key));
}

/**
 * The export or class/interface a heading's text names, if any: `BindToFluentSyntax`, or prose that spells it with
 * spaces (`Container options` is `ContainerOptions`, `Container Module` is `ContainerModule`).
 * @param {Record<string, HistoryEntry>} entries
 * @param {string} name
 */
function ownerKey(entries, name) {
  const squeezed = name.replace(/\s+/g, '').toLowerCase();
  const exact = isMemberHeading(name) ? findKey(entries, name) : undefined;
  if (exact !== undefined) return exact;
  return Object.keys(entries).find((k) => k.replace(/^[a-z]+\./, '').toLowerCase() === squeezed && !k.slice(k.indexOf('.') + 1).includes('.'));
}

/**
 * The headings of a page's Markdown source, code fences left out (for the tests, which read the files).
 * @param {string} source
 * @returns {{depth: number, text: string}[]}
 */
export function headingsOfSource(source) {
  const text = source.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
  return [...text.matchAll(/^(#{1,6})\s+(.+?)\s*$/gm)].map((m) => ({depth: m[1].length, text: m[2]}));
}

/**
 * The member headings of a page, each with the history entry it names (undefined when the data has none). A
 * heading, the page title included, is looked up as a member of each owner above it, nearest first (an enclosing
 * `## BindToFluentSyntax`, a `## Container options` section, the title `# Container`), then as an export.
 * @param {{depth: number, text: string}[]} headings the page's headings in order, the title (depth 1) included
 * @param {Record<string, HistoryEntry>} entries
 * @returns {{index: number, name: string, key: string | undefined}[]}
 */
export function matchMemberHeadings(headings, entries) {
  /** @type {{depth: number, owner: string | undefined}[]} */
  const stack = [];
  /** @type {{index: number, name: string, key: string | undefined}[]} */
  const matches = [];
  headings.forEach(({depth, text}, index) => {
    const name = headingName(text);
    while (stack.length > 0 && stack[stack.length - 1].depth >= depth) stack.pop();
    if (isMemberHeading(name)) {
      const owners = stack.map((s) => s.owner).filter((o) => o !== undefined).reverse();
      const key = owners.map((owner) => `${owner}.${name}`).find((k) => k in entries) ?? findKey(entries, name);
      matches.push({index, name, key});
    }
    stack.push({depth, owner: ownerKey(entries, name)});
  });
  return matches;
}

/**
 * The member headings of a page's Markdown source that name nothing in the line's history (a typo, or a name
 * inversify does not export), with their line numbers: `npm run check` and tests/unit/api-history.test.mjs report them.
 * @param {string} source
 * @param {Record<string, HistoryEntry>} entries
 * @returns {{name: string, line: number}[]}
 */
export function unknownMemberHeadings(source, entries) {
  const lines = source.split('\n');
  return matchMemberHeadings(headingsOfSource(source), entries)
    .filter((match) => match.key === undefined)
    .map(({name}) => ({name, line: lines.findIndex((l) => /^#{1,6}\s/.test(l) && l.replaceAll('`', '').includes(name)) + 1}));
}

/**
 * What a member's note says: the release it came in (when after the line's first), the release that exported its
 * name (a type callers reached unexported before), the releases it changed in for callers, and when it was
 * deprecated or removed (the latest state only).
 * @param {HistoryEntry} entry
 * @param {string} firstRelease the line's first release
 */
export function memberNote(entry, firstRelease) {
  // A type read unexported first is "added" only if it later came back exported after leaving (7.x's
  // ResolvedValueInjectOptions); its export is its own part of the note.
  const added = entry.events.find((e) => e.type === 'added' && !e.unexported)?.release;
  const last = entry.events.findLast((e) => e.type !== 'restated') ?? entry.events[0];
  const deprecated = entry.events.findLast((e) => e.type === 'deprecated' || e.type === 'undeprecated');
  return {
    added: added === firstRelease ? undefined : added,
    exported: entry.events.find((e) => e.type === 'exported')?.release,
    changed: entry.events.filter((e) => e.type === 'changed').map((e) => e.release),
    deprecated: deprecated?.type === 'deprecated' ? deprecated.release : undefined,
    removed: last.type === 'removed' && !last.unexported ? last.release : undefined,
  };
}

/**
 * The note's parts in the order shown: "Added in 7.3.0 · Changed in 7.4.0, 7.10.3".
 * @param {ReturnType<typeof memberNote>} note
 * @returns {{label: string, releases: string[]}[]}
 */
export function noteParts(note) {
  return [
    {label: 'Added in', releases: note.added === undefined ? [] : [note.added]},
    {label: 'Type exported in', releases: note.exported === undefined ? [] : [note.exported]},
    {label: 'Changed in', releases: note.changed},
    {label: 'Deprecated in', releases: note.deprecated === undefined ? [] : [note.deprecated]},
    {label: 'Removed in', releases: note.removed === undefined ? [] : [note.removed]},
  ].filter((part) => part.releases.length > 0);
}

/**
 * The line's changes, newest release first; the first release lists nothing (everything in it is new).
 * @param {LineHistory} line
 */
export function changesByRelease(line) {
  /** @type {Map<string, {key: string, event: HistoryEvent}[]>} */
  const byRelease = new Map(line.releases.map((r) => [r.version, []]));
  for (const [key, entry] of Object.entries(line.entries)) {
    for (const event of entry.events) byRelease.get(event.release)?.push({key, event});
  }
  const first = line.releases[0].version;
  return line.releases
    .map((release) => ({...release, changes: release.version === first ? [] : (byRelease.get(release.version) ?? [])}))
    .reverse();
}
