// The repository's documents stay true to the tree: every path of this repository they name exists, every link
// between them lands on a heading, every comment that points at an ARCHITECTURE.md section names one of its
// headings, and UPGRADING.md lists every record of src/theme/upstream.json with its hash. Each test ARCHITECTURE.md
// names as a guard is a test file that names what it guards, and every file a code comment names exists.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

// Guards: "Guarded by" sentences, and the test column of ARCHITECTURE.md's tables ("Test", "Test file", "Guarded by").
// What a guard guards is the context of its claim: the table row, or the paragraph the sentence ends (when the
// paragraph is only that sentence, the paragraphs and lists before it, back to a heading or an earlier claim).

const TEST_FILE = /^tests\/.+\.(test\.mjs|spec\.ts)$/;

/** The repository paths (or path-like tokens) in a text's inline code. */
const codePaths = (/** @type {string} */ text) =>
  [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].replace(/[,.;:)]+$/, '')).filter((token) => /^[\w.@-]+(\/[\w.@-]*)+$/.test(token) && TOP_LEVEL.has(token.split('/')[0]));

/**
 * @typedef {{where: string, guards: string[], context: string, titles: {file: string, title: string}[], row: boolean}} GuardClaim
 * @param {string} file
 * @returns {GuardClaim[]}
 */
function guardClaims(file) {
  /** @type {GuardClaim[]} */
  const claims = [];
  /** @type {{heading: string, text: string | null}[]} */
  const blocks = [];
  let heading = '';
  /** @type {string[]} */
  let lines = [];
  const flush = () => {
    if (lines.length > 0) blocks.push({heading, text: lines.join('\n')});
    lines = [];
  };
  for (const line of prose(file).split('\n')) {
    if (/^#{1,6}\s/.test(line)) {
      flush();
      heading = line.replace(/^#+\s*/, '');
      blocks.push({heading, text: null});
    } else if (line.trim() === '') {
      flush();
    } else {
      lines.push(line);
    }
  }
  flush();
  /** The guards a text names, with the test titles quoted after each: `tests/x.spec.ts` ("a title", "another"). */
  const guardsIn = (/** @type {string} */ text) => ({
    // A folder stands for every test file in it ("every file of `tests/examples/`").
    guards: codePaths(text)
      .filter((p) => p.startsWith('tests/') && (p.endsWith('/') || /\.(test|spec)\.\w+$/.test(p)))
      .flatMap((p) => (p.endsWith('/') ? fs.readdirSync(path.join(root, p)).map((name) => `${p}${name}`).filter((f) => TEST_FILE.test(f)) : [p])),
    titles: [...text.matchAll(/`([^`]+)`\s*\(("[^)]*")\)/g)].flatMap((m) => [...m[2].matchAll(/"([^"]+)"/g)].map((t) => ({file: m[1], title: t[1].replace(/\s+/g, ' ')}))),
  });
  /** @type {string[]} */
  let before = [];
  for (const block of blocks) {
    if (block.text === null) {
      before = [];
      continue;
    }
    if (block.text.startsWith('|')) {
      const rows = block.text.split('\n').map((row) => row.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()));
      const testColumn = rows[0].findIndex((name) => /^(Test|Test file|Guarded by)$/.test(name));
      if (testColumn < 0) {
        before.push(block.text);
        continue;
      }
      for (const row of rows.slice(2)) {
        const {guards, titles} = guardsIn(row[testColumn]);
        claims.push({where: `${block.heading}, row "${row[0]}"`, guards, titles, context: row.filter((_, i) => i !== testColumn).join(' | '), row: true});
      }
      continue;
    }
    const parts = block.text.split(/(?=Guarded by\s)/);
    if (parts.length === 1 && !/^Guarded by\s/.test(parts[0])) {
      before.push(block.text);
      continue;
    }
    let context = /^Guarded by\s/.test(parts[0]) ? before.join('\n') : /** @type {string} */ (parts.shift());
    for (const part of parts) {
      const end = part.search(/\.\s+[A-Z]|\.$/);
      const sentence = end < 0 ? part : part.slice(0, end + 1);
      claims.push({where: `${block.heading}, "${sentence.replace(/\s+/g, ' ').slice(0, 70)}…"`, ...guardsIn(sentence), context, row: false});
      context = part.slice(sentence.length);
    }
    before = [];
  }
  return claims;
}

/** The titles of a test file's tests and groups (test, it, describe, test.describe…), as written. */
const testTitles = (/** @type {string} */ text) =>
  [...text.matchAll(/\b(?:test|it|describe)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) => m[2].replace(/\\(.)/g, '$1'));

/** The ways a test may name a code path: the path, without its extension, an index file's folder, a distinctive file or folder name. */
function spellings(/** @type {string} */ codePath) {
  const plain = codePath.replace(/\/$/, '');
  const ext = path.posix.extname(plain);
  const stem = path.posix.basename(plain, ext);
  return [
    plain,
    ...(ext ? [plain.slice(0, -ext.length)] : []),
    ...(stem === 'index' ? [path.posix.dirname(plain)] : stem.length >= 5 && !['config', 'styles'].includes(stem) ? [stem] : []),
  ];
}

const STOP_WORDS = new Set(['about', 'after', 'again', 'every', 'other', 'their', 'there', 'these', 'those', 'which', 'while', 'where', 'what', 'when', 'with', 'without', 'whose', 'under', 'until', 'since', 'still', 'before', 'being', 'between', 'through', 'within']);
/** The words of a claim's text (inline code left out) that a test of it would say: five letters or more. */
const keyTerms = (/** @type {string} */ text) =>
  [...new Set(text.replace(/`[^`]*`/g, ' ').toLowerCase().match(/[a-z][a-z-]{4,}/g) ?? [])].filter((word) => !STOP_WORDS.has(word));

const CLAIMS = guardClaims('ARCHITECTURE.md');

test('ARCHITECTURE.md names its guards: "Guarded by" sentences and test columns, each naming test files of the repository', () => {
  assert.ok(CLAIMS.filter((c) => c.row).length >= 10 && CLAIMS.filter((c) => !c.row).length >= 10, `too few claims found: ${CLAIMS.length}`);
  const named = CLAIMS.flatMap((c) => c.guards.map((guard) => ({guard, where: c.where})));
  assert.deepEqual(named.filter(({guard}) => !TEST_FILE.test(guard) || !fs.existsSync(path.join(root, guard))), [], 'guards that are no test file of the repository');
});

test('every test title ARCHITECTURE.md quotes after a guard is a test or group of that file', () => {
  const quoted = CLAIMS.flatMap((c) => c.titles.map((t) => ({...t, where: c.where})));
  assert.ok(quoted.length > 0, 'no quoted test title: the check would pass on anything');
  const missing = quoted.filter(({file, title}) => !testTitles(read(file)).some((t) => t.toLowerCase().includes(title.toLowerCase())));
  assert.deepEqual(missing, [], 'quoted titles that no test of the file has');
});

test('each test ARCHITECTURE.md names as a guard names what it guards: a code file of the claim, a quoted test title, or (a claim naming no code) a key term of it in its test titles or comments', () => {
  const unrelated = [];
  for (const claim of CLAIMS) {
    const code = codePaths(claim.context).filter((p) => !TEST_FILE.test(p) && fs.existsSync(path.join(root, p)));
    const terms = keyTerms(claim.context);
    for (const guard of claim.guards.filter((g) => fs.existsSync(path.join(root, g)))) {
      const text = read(guard);
      const namesCode = code.some((p) => spellings(p).some((spelling) => text.includes(spelling)));
      const quotesTitle = claim.titles.some((t) => t.file === guard);
      const says = code.length === 0 ? [...testTitles(text), ...commentsOf(path.join(root, guard))].join('\n').toLowerCase() : '';
      const namesTerm = terms.some((term) => says.includes(term));
      if (!namesCode && !quotesTitle && !namesTerm) unrelated.push({guard, where: claim.where, code});
    }
  }
  assert.deepEqual(unrelated, [], 'guards that name none of the code of their claim (name it, or quote the title of the test that guards it)');
});

// Comments that name a file: a path from the repository's root (`src/x.ts`) or relative to the file (`./x.mjs`).
// Left out: placeholders (`examples/vN/…`), one-letter example names (`src/a.ts`), paths inside a framework package,
// and paths of an upstream repository given after its package and version (`@docusaurus/core@3.9.2 src/…`).

/** The comments of a source file: TypeScript's reading of its trivia, or `#` and CSS comments. */
function commentsOf(/** @type {string} */ file) {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.sh')) return [...text.matchAll(/(?:^|\s)#(?!!)(.*)$/gm)].map((m) => m[1]);
  if (file.endsWith('.css')) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.m?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {Map<number, string>} */
  const comments = new Map();
  const collect = (/** @type {number} */ at) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, at) ?? []), ...(ts.getTrailingCommentRanges(text, at) ?? [])]) comments.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (/** @type {ts.Node} */ node) => {
    collect(node.pos);
    collect(node.end);
    // A JSX comment ({/* … */}) is trivia inside its braces, before any node.
    if (ts.isJsxExpression(node)) collect(node.getStart(source) + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...comments.values()];
}

test('every file of the repository a comment in src/, tests/ or scripts/ names exists', () => {
  const files = ['src', 'tests', 'scripts']
    .flatMap((dir) => fs.readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true}).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)))
    .filter((file) => /\.(ts|tsx|mts|mjs|cjs|js|sh|css)$/.test(file));
  let checked = 0;
  const missing = [];
  for (const file of files) {
    for (const comment of commentsOf(file)) {
      for (const match of comment.matchAll(/(?<![\w/.@<>-])((?:\.{1,2}\/)+[\w.@/-]+|[\w.@-]+\/[\w.@/-]+)/g)) {
        const named = match[1].replace(/[,.;:)]+$/, '');
        if (!/\.(mjs|cjs|js|ts|tsx|mts|sh|css)$/.test(named) || /\bvN\b/.test(named)) continue;
        if (path.posix.basename(named).split('.')[0].length <= 1) continue;
        if (/@\d[\w.-]*\s+$/.test(comment.slice(0, match.index))) continue;
        const resolved = named.startsWith('.') ? path.resolve(path.dirname(file), named) : TOP_LEVEL.has(named.split('/')[0]) ? path.join(root, named) : null;
        if (resolved === null) continue;
        checked++;
        if (!fs.existsSync(resolved)) missing.push(`${path.relative(root, file)}: ${named}`);
      }
    }
  }
  assert.ok(checked > 100, `only ${checked} named files found: the check would pass on anything`);
  assert.deepEqual(missing, [], 'comments that name files that do not exist');
});
