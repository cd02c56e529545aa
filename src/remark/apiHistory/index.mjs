// Remark plugin for the API pages of each docs version, fed by the API history (./data.mjs):
// - under each member heading, a line "Added in 7.6.1 · Changed in 7.10.3" (only what applies; nothing for a member
//   present since the line's first release; "Type exported in 7.10.0" for a type callers reached unexported before),
//   each release linking to its section of the changes page;
// - on the changes page, `<ApiChanges />` is replaced by the line's changes, release by release, each release with
//   the samples whose behaviour changed in it ("Behaviour changes", from src/siteData/api-behaviour.json, ./behaviourData.mjs);
// - under a sample block that works as shown only from some release on, "Works as shown from 7.7.0; on 7.6.1 …".
// Both are plain Markdown nodes made at build time: the text is in the HTML and the search index, and no script or
// style is added (the note is a <small> element).
import fs from 'node:fs';
import path from 'node:path';
import {expectedOutput, expectedThrow, parseSampleMeta} from '../../samples/build/samples.mjs';
import {LIBRARY_REPOSITORY} from '../../siteData/repositories.mjs';
import {versionOfContentFile, versionRoot} from '../../siteData/versions.mjs';
import {asShownFrom, behaviourChanges, differencePhrase, readBehaviour} from './behaviourData.mjs';
import {
  API_DIR, changesByRelease, changesPageUrl, lineOf, matchMemberHeadings, memberNote, noteParts, readApiHistory, releaseAnchor,
} from './data.mjs';

/**
 * @typedef {import('mdast').Root} Root
 * @typedef {import('mdast').Heading} Heading
 * @typedef {import('mdast').PhrasingContent} PhrasingContent
 * @typedef {import('mdast').RootContent} RootContent
 * @typedef {import('./data.mjs').LineHistory} LineHistory
 * @typedef {import('./data.mjs').HistoryEvent} HistoryEvent
 * @typedef {import('./behaviourData.mjs').LineBehaviour} LineBehaviour
 * @typedef {import('./data.mjs').DocsVersion} DocsVersion
 */

/** The element the changes page puts where the changes go. */
const CHANGES_ELEMENT = 'ApiChanges';

/** @param {string} value @returns {PhrasingContent} */
const text = (value) => ({type: 'text', value});
/** @param {string} value @returns {PhrasingContent} */
const code = (value) => ({type: 'inlineCode', value});
/** @param {string} url @param {string} value @returns {PhrasingContent} */
const link = (url, value) => ({type: 'link', url, children: [text(value)]});

/**
 * A heading's own text (an explicit `{#id}` may be an MDX expression node by now: left out).
 * @param {import('mdast').Nodes} node
 * @returns {string}
 */
const plain = (node) =>
  'value' in node && node.type !== 'mdxTextExpression' ? node.value : 'children' in node ? node.children.map(plain).join('') : '';

/**
 * Each phrase followed by `separator`, but the last.
 * @param {PhrasingContent[][]} phrases
 * @param {string} separator
 */
const joined = (phrases, separator) => phrases.flatMap((p, i) => (i === 0 ? p : [text(separator), ...p]));

/**
 * The note under a member heading, or undefined when there is nothing to say.
 * @param {ReturnType<typeof memberNote>} note
 * @param {string} pageUrl the changes page
 * @returns {RootContent | undefined}
 */
function noteParagraph(note, pageUrl) {
  const at = (/** @type {string} */ release) => link(`${pageUrl}#${releaseAnchor(release)}`, release);
  const parts = noteParts(note).map(({label, releases}) => [text(`${label} `), ...joined(releases.map((r) => [at(r)]), ', ')]);
  if (parts.length === 0) return undefined;
  return {
    type: 'paragraph',
    children: [{type: 'emphasis', data: {hName: 'small'}, children: joined(parts, ' · ')}],
  };
}

/**
 * Keys grouped under their owner (`Container.get` under `Container`), for lists that would otherwise repeat it:
 * "`GetAllOptions` with `chained`", "`Container.loadSync`, `Container.unloadSync`".
 * @param {string[]} keys
 * @param {LineHistory['entries']} entries
 * @returns {PhrasingContent[][]}
 */
function grouped(keys, entries) {
  const listed = new Set(keys);
  /** @param {string} key */
  const ownerOf = (key) => {
    const owner = key.slice(0, key.lastIndexOf('.'));
    return key.includes('.') && entries[owner]?.kind !== 'namespace' ? owner : undefined;
  };
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const key of keys) {
    const owner = ownerOf(key);
    const head = owner !== undefined && listed.has(owner) ? owner : key;
    if (!groups.has(head)) groups.set(head, []);
    if (head !== key) groups.get(head)?.push(key.slice(owner?.length ?? 0).replace(/^\./, ''));
  }
  return [...groups].map(([head, members]) =>
    members.length === 0 ? [code(head)] : [code(head), text(' with '), ...joined(members.map((m) => [code(m)]), ', ')],
  );
}

/**
 * What a sample did in the release before it worked as shown, as phrasing: "its line 3 is `…` (shown: `…`)".
 * @param {string} siteDir
 * @param {string} file the sample
 * @param {NonNullable<ReturnType<typeof asShownFrom>>} change
 * @returns {PhrasingContent[]}
 */
function difference(siteDir, file, change) {
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const expected = {printed: expectedOutput(source), thrown: expectedThrow(source)};
  return differencePhrase(change.previous, expected).map(([kind, value]) => (kind === 'code' ? code(value) : text(value)));
}

/**
 * "Works as shown from 7.7.0; on 7.6.1 its line 3 is …", under a sample block, or undefined when the sample works as
 * shown in every release of the line.
 * @param {string} siteDir
 * @param {string} file the sample
 * @param {LineBehaviour} behaviour
 * @param {string} pageUrl the changes page
 * @returns {RootContent | undefined}
 */
function behaviourNote(siteDir, file, behaviour, pageUrl) {
  const sample = behaviour.samples[file];
  const change = sample === undefined ? undefined : asShownFrom(sample);
  if (change === undefined) return undefined;
  // A <div>, not a <p>: the search index takes paragraphs, and a message a sample printed or threw in an older
  // release would otherwise compete with the error reference's entry for it.
  return {
    type: 'paragraph',
    data: {hName: 'div'},
    children: [
      {
        type: 'emphasis',
        data: {hName: 'small'},
        children: [
          text('Works as shown from '),
          link(`${pageUrl}#${releaseAnchor(change.from)}`, change.from),
          text(`; on ${change.before} `),
          ...difference(siteDir, file, change),
          text('.'),
        ],
      },
    ],
  };
}

/**
 * Puts the behaviour note under each sample block of the tree that has one, however deep (a block in a list item).
 * @param {import('mdast').Parent} parent
 * @param {(file: string) => RootContent | undefined} noteFor
 */
function addBehaviourNotes(parent, noteFor) {
  for (let i = 0; i < parent.children.length; i++) {
    const node = parent.children[i];
    const file = node.type === 'code' ? parseSampleMeta(node.meta)?.file : undefined;
    const note = file === undefined ? undefined : noteFor(file);
    if (note !== undefined) {
      parent.children.splice(i + 1, 0, /** @type {any} */ (note));
      i++;
    } else if ('children' in node) addBehaviourNotes(node, noteFor);
  }
}

/** @param {string} signature one line per overload */
const signatureCode = (signature) => joined(signature.split('\n').map((s) => [code(s)]), ' and ');

/**
 * The changes page's content: a section per release, newest first, with its behaviour changes.
 * @param {LineHistory} line
 * @param {{version: DocsVersion, behaviour: LineBehaviour}} context
 * @returns {RootContent[]}
 */
function changesContent(line, {version: docsVersion, behaviour}) {
  const first = line.releases[0].version;
  const behaviourByRelease = behaviourChanges(behaviour);
  return changesByRelease(line).flatMap(({version, packages, changes}) => {
    /** @param {HistoryEvent['type']} type */
    const keysOf = (type) => changes.filter((c) => c.event.type === type).map((c) => c.key);
    /** @type {PhrasingContent[][]} */
    const items = [];
    const group = (/** @type {string} */ label, /** @type {string[]} */ keys) =>
      grouped(keys, line.entries).forEach((phrase) => items.push([text(`${label} in ${version}: `), ...phrase]));
    // A type callers reached unexported is listed when its name is exported, not when it is first read.
    const exported = (/** @type {{event: HistoryEvent}} */ {event}) => event.type !== 'added' || event.unexported !== true;
    const firstAdded = Object.entries(line.entries)
      .filter(([key, e]) => {
        const owner = line.entries[key.slice(0, key.lastIndexOf('.'))];
        return e.events[0].release === first && exported({event: e.events[0]}) && (owner === undefined || exported({event: owner.events[0]}));
      })
      .map(([k]) => k);
    group('Added', version === first ? firstAdded : changes.filter((c) => c.event.type === 'added' && exported(c)).map((c) => c.key));
    group('Type exported', keysOf('exported'));
    for (const {key, event} of changes) {
      if (event.type === 'changed') {
        items.push([text(`Changed in ${version}: `), code(key), text(', from '), ...signatureCode(event.from), text(' to '), ...signatureCode(event.to)]);
      }
      if (event.type === 'deprecated') items.push([text(`Deprecated in ${version}: `), code(key), ...(event.note ? [text(`: ${event.note}`)] : [])]);
      if (event.type === 'undeprecated') items.push([text(`No longer deprecated in ${version}: `), code(key)]);
    }
    group('Removed', changes.filter((c) => c.event.type === 'removed' && !c.event.unexported).map((c) => c.key));
    const packageList = Object.entries(packages).map(([name, v]) => `${name} ${v}`).join(', ');
    /** @type {RootContent[]} */
    const section = [
      {type: 'heading', depth: 2, data: {hProperties: {id: releaseAnchor(version)}}, children: [text(version)]},
      {
        type: 'paragraph',
        children: [
          ...(version === first ? [text('The first release of the line. ')] : []),
          link(`${LIBRARY_REPOSITORY}/releases/tag/v${version}`, `Release notes of ${version}`),
          text(packageList === '' ? '.' : `. Declarations read with ${packageList}.`),
        ],
      },
    ];
    /** @param {PhrasingContent[][]} phrases @returns {RootContent} */
    const list = (phrases) => ({type: 'list', ordered: false, spread: false, children: phrases.map((phrase) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children: phrase}]}))});
    if (items.length === 0) section.push({type: 'paragraph', children: [text('No change to the public API.')]});
    else section.push(list(items));
    const behaviourChanged = behaviourByRelease.get(version) ?? [];
    if (behaviourChanged.length > 0) {
      section.push(
        {type: 'heading', depth: 3, data: {hProperties: {id: `${releaseAnchor(version)}-behaviour`}}, children: [text('Behaviour changes')]},
        // What it did before is in the note under the sample (not here, where the search index would take it).
        list(behaviourChanged.map(({file, page, before}) => [
          link(pageUrlOf(docsVersion, page), path.basename(file)),
          text(` works as shown from ${version}; on ${before} it does not (the note under the sample says what it does).`),
        ])),
      );
    }
    return section;
  });
}

/**
 * @param {{siteDir: string}} options
 * @returns {(tree: Root, file: import('vfile').VFile) => void}
 */
function apiHistory({siteDir}) {
  const history = readApiHistory(siteDir);
  const behaviourData = readBehaviour(siteDir);
  return (tree, file) => {
    const relative = path.relative(siteDir, file.path).split(path.sep).join('/');
    const version = versionOfContentFile(relative);
    if (version === undefined || !relative.startsWith(`${version.contentDir}/${API_DIR}/`)) return;
    const line = history.lines[lineOf(version, siteDir)];
    if (line === undefined) throw new Error(`${relative}: src/siteData/api-history.json has no ${lineOf(version, siteDir)} line; run npm run api-history`);
    const pageUrl = changesPageUrl(version);
    const behaviour = behaviourData.lines[lineOf(version, siteDir)];
    if (behaviour === undefined) throw new Error(`${relative}: src/siteData/api-behaviour.json has no ${lineOf(version, siteDir)} line; run npm run api-history`);

    const at = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && node.name === CHANGES_ELEMENT);
    if (at !== -1) {
      tree.children.splice(at, 1, ...changesContent(line, {version, behaviour}));
      return;
    }
    addBehaviourNotes(tree, (file) => behaviourNote(siteDir, file, behaviour, pageUrl));
    const headings = /** @type {Heading[]} */ (tree.children.filter((node) => node.type === 'heading'));
    const matches = matchMemberHeadings(headings.map((h) => ({depth: h.depth, text: plain(h)})), line.entries);
    const first = line.releases[0].version;
    // From the last heading up, so that each insertion leaves the positions still to use unchanged.
    for (const {index, key} of matches.reverse()) {
      if (key === undefined) continue; // tests/unit/api-history.test.mjs fails on it instead of the build
      const paragraph = noteParagraph(memberNote(line.entries[key], first), pageUrl);
      if (paragraph !== undefined) tree.children.splice(tree.children.indexOf(headings[index]) + 1, 0, paragraph);
    }
  };
}

/**
 * The URL of an API page of a version: `versioned_docs/version-7.x/api/container.mdx` is `/docs/api/container/`.
 * @param {DocsVersion} version
 * @param {string} page relative to the site folder
 */
const pageUrlOf = (version, page) => `${versionRoot(version)}${API_DIR}/${path.basename(page).replace(/\.mdx?$/, '')}/`;

/**
 * The plugin for a site at `siteDir`, with the folder in a closure rather than in the plugin's options: Docusaurus
 * serializes remark options into the client bundle's site config, and an absolute path there would make main.js
 * depend on the checkout's folder.
 * @param {string} siteDir
 */
export function apiHistoryIn(siteDir) {
  return () => apiHistory({siteDir});
}
