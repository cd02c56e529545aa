// The repository's documents stay true to the tree: every path of this repository they name exists, every link
// between them lands on a heading, every comment that points at an ARCHITECTURE.md section names one of its
// headings, and UPGRADING.md lists every record of src/theme/upstream.json with its hash.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md', 'UPGRADING.md'];
const read = (/** @type {string} */ file) => fs.readFileSync(path.join(root, file), 'utf8');

/** The text of a document outside its fenced code blocks. */
const prose = (/** @type {string} */ file) => read(file).replace(/^```[\s\S]*?^```/gm, '');

// Where a named path starts: the repository's own top-level entries. build/ and node_modules/ hold what the build and
// npm make, which a fresh clone does not have.
// Folders a document tells the reader to create (the steps that add a docs version), which cannot exist yet.
/** @type {Record<string, string[]>} */
const TO_BE_CREATED = {'CONTRIBUTING.md': ['versioned_docs/version-8.x/', 'examples/v9']};

const TOP_LEVEL = new Set(fs.readdirSync(root).filter((name) => !['build', 'node_modules', '.git'].includes(name) && !name.startsWith('build-')));

/** The repository paths a document names in inline code: `src/x.ts`, `tests/unit/`, `package.json`. */
/** @param {string} file */
function namedPaths(file) {
  const paths = new Set();
  for (const [, span] of prose(file).matchAll(/`([^`\n]+)`/g)) {
    for (const token of span.split(/\s+/)) {
      // Placeholders (`examples/vN/src`, `<version>.json`, `a|b`, globs) name a pattern, not a path.
      if (/[<>*|{}…]|\bvN\b/.test(token)) continue;
      const candidate = token.replace(/[,.;:)]+$/, '');
      if (!/^[.\w][\w.@-]*(\/[\w.@-]*)*$/.test(candidate)) continue;
      if (!TOP_LEVEL.has(candidate.split('/')[0])) continue;
      paths.add(candidate);
    }
  }
  return [...paths];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (/** @type {string} */ heading) => heading.toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/\s/g, '-');

/** The headings of a Markdown document, as written (without the #s). */
const headings = (/** @type {string} */ file) => [...prose(file).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1].trim());

for (const file of DOCUMENTS) {
  test(`every path of the repository ${file} names exists`, () => {
    const named = namedPaths(file);
    assert.ok(named.length > 0, `${file} names no path: the check would pass on anything`);
    const missing = named.filter((p) => !fs.existsSync(path.join(root, p)) && !TO_BE_CREATED[file]?.includes(p));
    assert.deepEqual(missing, [], `${file} names paths that do not exist`);
  });

  test(`every link of ${file} to a document of the repository lands on a file and a heading`, () => {
    const broken = [];
    for (const [, target] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [linked, anchor] = target.split('#');
      const linkedFile = linked || file;
      if (!fs.existsSync(path.join(root, linkedFile))) {
        broken.push(target);
        continue;
      }
      if (anchor && linkedFile.endsWith('.md') && !headings(linkedFile).map(slug).includes(anchor)) broken.push(target);
    }
    assert.deepEqual(broken, []);
  });
}

test('every comment that points at an ARCHITECTURE.md section names one of its headings', () => {
  const sections = new Set(headings('ARCHITECTURE.md'));
  const files = ['src', 'tests', 'scripts']
    .flatMap((dir) => fs.readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true}).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)))
    .filter((file) => /\.(ts|tsx|mjs|cjs|js|sh|css)$/.test(file));
  const pointers = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/ARCHITECTURE\.md,\s*(?:\/\/\s*)?"([^"]+)"/g)].map((m) => ({file: path.relative(root, file), section: m[1]})),
  );
  assert.ok(pointers.length > 0, 'no comment points at ARCHITECTURE.md');
  assert.deepEqual(pointers.filter((p) => !sections.has(p.section)), [], 'these comments name no heading of ARCHITECTURE.md');
});

test('UPGRADING.md lists every record of src/theme/upstream.json with its hash, and no other hash', () => {
  /** @type {{files: Record<string, {sha256: string}>, wrapped: Record<string, {sha256: string}>, replaced: Record<string, {sha256: string}>, patched: Record<string, {sha256: string}>, internals: {import?: string, global?: string, sha256: string}[]}} */
  const record = JSON.parse(read('src/theme/upstream.json'));
  const rows = prose('UPGRADING.md').split('\n').filter((line) => line.startsWith('|'));
  const listed = (/** @type {string} */ name, /** @type {string} */ sha256) =>
    rows.some((row) => row.includes(`\`${name}\``) && row.includes(`\`${sha256.slice(0, 12)}\``));
  const entries = [
    ...Object.entries(record.files).map(([file, e]) => [path.posix.join('src/theme', file), e.sha256]),
    ...Object.entries(record.wrapped).map(([file, e]) => [path.posix.join('src/theme', file), e.sha256]),
    ...Object.entries(record.replaced).map(([file, e]) => [file, e.sha256]),
    ...Object.entries(record.patched).map(([file, e]) => [file, e.sha256]),
    ...record.internals.map((e) => [e.import ?? e.global ?? '', e.sha256]),
  ];
  assert.deepEqual(entries.filter(([name, sha256]) => !listed(name, sha256)).map(([name]) => name), [], 'records missing from UPGRADING.md, or listed with another hash');
  const recorded = new Set(entries.map(([, sha256]) => sha256.slice(0, 12)));
  const shown = [...prose('UPGRADING.md').matchAll(/`([0-9a-f]{12})`/g)].map((m) => m[1]);
  assert.deepEqual(shown.filter((hash) => !recorded.has(hash)), [], 'UPGRADING.md shows hashes that nothing records');
});
