// Code samples shown on the site live under examples/ where the tests compile and run them.
// This module is the one place that knows how a page refers to a sample and how a sample's
// shown text is cut out of its file; the remark plugin and the tests both use it.
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, versionOfContentFile} from '../../siteData/versions.mjs';
import {workspaceDir} from '../../siteData/releaseLines.mjs';

/** `file=examples/v7/src/a.ts region=main` in a code fence's meta. */
const FILE_META = /(?:^|\s)file=(\S+)/;
const REGION_META = /(?:^|\s)region=(\S+)/;
const REGION_START = /^\s*\/\/\s*#region\s+(\S+)\s*$/;
const REGION_END = /^\s*\/\/\s*#endregion(?:\s+(\S+))?\s*$/;

/**
 * @param {string | null | undefined} meta
 * @returns {{file: string, region: string | undefined} | undefined}
 */
export function parseSampleMeta(meta) {
  const file = meta?.match(FILE_META)?.[1];
  if (file === undefined) return undefined;
  return {file, region: meta?.match(REGION_META)?.[1]};
}

/**
 * The text a page shows for a sample: the whole file or one `// #region name` of it,
 * without region marker lines and without surrounding blank lines.
 * @param {string} source
 * @param {string | undefined} region
 * @param {string} label used in error messages
 */
export function extractSample(source, region, label) {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let kept = lines;
  if (region !== undefined) {
    const start = lines.findIndex((l) => REGION_START.exec(l)?.[1] === region);
    if (start === -1) throw new Error(`Sample ${label} has no "// #region ${region}"`);
    const end = lines.findIndex((l, i) => {
      if (i <= start) return false;
      const m = REGION_END.exec(l);
      return m !== null && (m[1] === undefined || m[1] === region);
    });
    if (end === -1) throw new Error(`Sample ${label} has no "// #endregion" for region ${region}`);
    kept = dedent(lines.slice(start + 1, end));
  }
  kept = kept.filter((l) => !REGION_START.test(l) && !REGION_END.test(l));
  while (kept.length > 0 && kept[0].trim() === '') kept.shift();
  while (kept.length > 0 && kept[kept.length - 1].trim() === '') kept.pop();
  return kept.join('\n');
}

/** @param {string[]} lines */
function dedent(lines) {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut));
}

/**
 * The samples a Markdown/MDX text embeds, in order: what the page depends on besides its own file.
 * @param {string} text
 * @returns {{file: string, region: string | undefined}[]}
 */
export function sampleRefsIn(text) {
  return listCodeFences(text).flatMap((fence) => parseSampleMeta(fence.meta) ?? []);
}

/**
 * How a page's HTML names the sample shown next: `examples/v7/src/a.ts#main`, or the file alone for a whole file.
 * @param {{file: string, region: string | undefined}} ref
 */
export function sampleLabel(ref) {
  return ref.region === undefined ? ref.file : `${ref.file}#${ref.region}`;
}

/**
 * The output a sample states with its `// prints: …` comments, one entry per line. The sample tests (Node),
 * the sample runner's build and the browser tests all read a sample's expected output through this.
 * @param {string} source
 * @returns {string[]}
 */
export function expectedOutput(source) {
  return statedLines(source, 'prints').map((stated) => stated.text);
}

/**
 * The `// prints: …` or `// throws: …` comments of a sample, each with the 1-based line it is on, so that a mismatch
 * can point at the comment to correct.
 * @param {string} source
 * @param {'prints' | 'throws'} kind
 * @returns {{line: number, text: string}[]}
 */
export function statedLines(source, kind) {
  const pattern = new RegExp(`// ${kind}: ?(.*)$`);
  return source.split(/\r?\n/).flatMap((text, index) => {
    const m = pattern.exec(text);
    return m === null ? [] : [{line: index + 1, text: m[1].trimEnd()}];
  });
}

/**
 * The message of the error a sample ends with, as its `// throws: …` comments state it (several comments are the lines
 * of one message), or undefined for a sample that ends normally. The error reference's samples end so: the sample
 * tests check the message the release throws, in Node and in the browser.
 * @param {string} source
 * @returns {string | undefined}
 */
export function expectedThrow(source) {
  const lines = statedLines(source, 'throws').map((stated) => stated.text);
  return lines.length === 0 ? undefined : lines.join('\n');
}

/**
 * The Node options a sample must run with, from its `// node-flags: …` comment line (for example a sample that shows
 * what happens where code generation is forbidden: `// node-flags: --disallow-code-generation-from-strings`). The
 * sample tests pass them to node; such a sample runs in Node only (./classify.mjs), since a browser cannot apply them.
 * @param {string} source
 * @returns {string[]}
 */
export function nodeFlags(source) {
  return [...source.matchAll(/^\/\/ node-flags: (.+)$/gm)].flatMap((m) => m[1].trim().split(/\s+/));
}

/**
 * Reads the sample a code fence refers to. Throws (so the build fails) when the file or region is missing.
 * @param {string} rootDir site root
 * @param {{file: string, region: string | undefined}} ref
 */
export function loadSample(rootDir, ref) {
  const absolute = path.resolve(rootDir, ref.file);
  if (!absolute.startsWith(path.join(rootDir, 'examples') + path.sep)) {
    throw new Error(`Code sample ${ref.file} must live under examples/`);
  }
  if (!fs.existsSync(absolute)) throw new Error(`Code sample ${ref.file} does not exist`);
  return extractSample(fs.readFileSync(absolute, 'utf8'), ref.region, ref.file);
}

/**
 * Every fenced code block of a Markdown/MDX file, with its language, meta, first line number and body.
 * Fences nested in other fences are not expected on this site.
 * @param {string} text
 * @returns {{lang: string, meta: string, line: number, body: string}[]}
 */
export function listCodeFences(text) {
  const fences = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(lines[i]);
    if (open === null) continue;
    const [, , marker, lang, meta] = open;
    const body = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${marker[0]}{${marker.length},}\\s*$`).test(lines[j])) {
      body.push(lines[j]);
      j++;
    }
    fences.push({lang, meta, line: i + 1, body: body.join('\n')});
    i = j;
  }
  return fences;
}

/** Content folders whose pages may show samples, relative to the site root. */
const CONTENT_DIRS = ['docs', 'versioned_docs', 'blog', 'src/pages'];

/**
 * All .md/.mdx files under the content folders.
 * @param {string} rootDir
 * @returns {string[]} paths relative to rootDir
 */
export function listContentFiles(rootDir) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ dir) => {
    if (!fs.existsSync(path.join(rootDir, dir))) return;
    for (const entry of fs.readdirSync(path.join(rootDir, dir), {withFileTypes: true})) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.mdx?$/.test(entry.name)) found.push(rel);
    }
  };
  CONTENT_DIRS.forEach(walk);
  return found.sort();
}

/**
 * The examples workspaces a content file may embed from, so that a page never shows code of another major:
 * a docs page its version's workspace (src/siteData/versions.mjs), the blog and the other pages any of them.
 * @param {string} contentFile relative to the site root
 * @returns {string[]} allowed workspace folders, e.g. ['examples/v7']
 */
export function allowedWorkspaces(contentFile) {
  const version = versionOfContentFile(contentFile.split(path.sep).join('/'));
  if (version === undefined) return DOCS_VERSIONS.map((v) => v.workspace);
  // A migration guide shows the "before" code of the major it migrates from.
  const from = /guides\/migrating-from-(v\d+)\.mdx?$/.exec(contentFile)?.[1];
  return from === undefined ? [version.workspace] : [version.workspace, workspaceDir(/** @type {import('../../siteData/releaseLines.mjs').Workspace} */ (from))];
}

/**
 * The sample files of a folder: every .ts file below it but type declarations, sorted.
 * @param {string} dir absolute, or relative to the working directory
 * @returns {string[]} paths joined to `dir`
 */
export function listSampleFiles(dir) {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * The workspace folder of a sample path, e.g. 'examples/v7' for 'examples/v7/src/a.ts'.
 * @param {string} file
 */
export function workspaceOf(file) {
  return path.normalize(file).split(path.sep).slice(0, 2).join('/');
}
