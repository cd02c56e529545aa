// The error reference as data for the Run panel: for each docs version, every entry of its `api/errors.mdx`
// (anchor URL, title) with matchers for the messages the entry documents, so that a run that ends in an error the
// release threw can link to the entry (src/samples/shared/errorEntries.ts matches a message against them).
// Written at build time next to the runner's manifest: build/sample-runner/<vN>.errors.json.
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, versionRoot, workspaceDir} from '../shared/versions.mjs';
import {errorEntriesAsset, RUNNER_DIR} from '../shared/protocol.mjs';

/** The page of each version that holds the error reference, relative to its content folder. */
export const ERRORS_PAGE = 'api/errors.mdx';
/** Inline code shorter than this, or of fewer words, is a name (`emitDecoratorMetadata`, `bind(Logger).toSelf()`),
 * not a message. */
const MIN_MESSAGE_SPAN = 20;
const MIN_MESSAGE_WORDS = 3;
/** A placeholder of a template: `<service identifier>`; one may hold others (`<, "<index>"…>`: more of them). */
const PLACEHOLDER = /<[^<>\n]*>/g;
const WILDCARD = '\u0000';

/**
 * The literal parts of a message template, in order; each placeholder becomes a wildcard between two of them.
 * @param {string} template
 * @returns {string[]}
 */
export function literalsOf(template) {
  // A list that goes on (`<a> -> … -> <b>`) may also stop early: its separator around the `…` counts once.
  let text = template.replace(/(\s*[^\s\w…]{1,3}\s*)…\1/g, '$1…').replaceAll('…', WILDCARD);
  // Innermost placeholders first, until none is left.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(PLACEHOLDER, WILDCARD);
  }
  return text.split(WILDCARD).filter((part) => part !== '');
}

/**
 * The entries of an error reference page: each `### Title {#id}` with the templates it documents.
 * Templates are the entry's `text` fences (the message as thrown) and the inline code of its paragraphs that is long
 * enough to be a message (variants: another cause, another last line). Lines about another major ("In 6.x: …") are
 * left out: those messages are not this release's. An entry without a `text` fence documents that the release throws
 * nothing in that situation, so it has no matchers.
 * @param {string} mdx
 * @returns {{id: string, title: string, templates: string[], samples: string[]}[]} samples: the files its fences embed
 */
export function parseErrorReference(mdx) {
  /** @type {{id: string, title: string, fences: string[], spans: string[], samples: string[]}[]} */
  const entries = [];
  /** @type {(typeof entries)[number] | undefined} */
  let entry;
  /** @type {string[] | undefined} lines of the fence being read */
  let fence;
  let fenceLang = '';
  for (const line of mdx.split('\n')) {
    const fenceMark = /^```(\w*)/.exec(line);
    if (fence !== undefined) {
      if (/^```\s*$/.test(line)) {
        if (entry && fenceLang === 'text') entry.fences.push(fence.join('\n'));
        fence = undefined;
      } else fence.push(line);
      continue;
    }
    if (fenceMark) {
      fence = [];
      fenceLang = fenceMark[1] ?? '';
      const sample = /\bfile=(\S+)/.exec(line);
      if (entry && sample) entry.samples.push(sample[1]);
      // An embedded sample's fence is empty and closes on the next line.
      continue;
    }
    const heading = /^(#{2,3})\s+(.*?)\s*\{#([\w-]+)\}\s*$/.exec(line);
    if (heading) {
      entry = heading[1] === '###' ? {id: heading[3], title: heading[2], fences: [], spans: [], samples: []} : undefined;
      if (entry) entries.push(entry);
      continue;
    }
    if (/^##\s/.test(line)) {
      entry = undefined;
      continue;
    }
    if (!entry || /^In \d+\.x/.test(line)) continue;
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      if (span[1].length >= MIN_MESSAGE_SPAN && span[1].trim().split(/\s+/).length >= MIN_MESSAGE_WORDS) entry.spans.push(span[1]);
    }
  }
  return entries.map(({id, title, fences, spans, samples}) => ({
    id,
    title,
    templates: fences.length === 0 ? [] : [...new Set([...fences, ...spans])],
    samples,
  }));
}

/**
 * @typedef {object} ErrorEntry
 * @property {string} url the entry's page path and anchor, with the site's baseUrl
 * @property {string} title the entry's heading
 * @property {string[][]} matchers one per template: its literal parts, in order
 */

/**
 * The entries of one workspace's docs version.
 * @param {string} siteDir
 * @param {import('../shared/versions.mjs').Version} version workspace id, e.g. 'v7'
 * @param {string} baseUrl the site's baseUrl, e.g. '/'
 * @returns {ErrorEntry[]}
 */
export function errorEntriesOf(siteDir, version, baseUrl) {
  const docsVersion = DOCS_VERSIONS.find((v) => v.workspace === workspaceDir(version));
  if (docsVersion === undefined) throw new Error(`errorEntries: no docs version uses ${workspaceDir(version)}`);
  const page = path.join(siteDir, docsVersion.contentDir, ERRORS_PAGE);
  if (!fs.existsSync(page)) return [];
  const pagePath = `${baseUrl.replace(/\/$/, '')}${versionRoot(docsVersion)}${ERRORS_PAGE.replace(/\.mdx$/, '/')}`;
  return parseErrorReference(fs.readFileSync(page, 'utf8')).map(({id, title, templates}) => ({
    url: `${pagePath}#${id}`,
    title,
    matchers: templates.map(literalsOf).filter((literals) => literals.length > 0),
  }));
}

/**
 * Writes `<outDir>/sample-runner/<version>.errors.json` ({version, entries}).
 * @param {string} siteDir
 * @param {string} outDir the site's build directory
 * @param {import('../shared/versions.mjs').Version} version
 * @param {string} baseUrl
 */
export function writeErrorEntries(siteDir, outDir, version, baseUrl) {
  const file = path.join(outDir, RUNNER_DIR, errorEntriesAsset(version));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify({version, entries: errorEntriesOf(siteDir, version, baseUrl)}));
}
