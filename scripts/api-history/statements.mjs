// Statements of the docs about the API across releases, read from a page's Markdown and checked against the API
// history (src/siteData/api-history.json). tests/unit/cross-release-statements.test.mjs runs it over every page.
//
// Read, in prose, table cells and list items (code fences left out), clause by clause:
// - "new in 8.x" / "arrives in 8.x" / "is added in 8.x" / "added in 8.2.1": each API name in the clause is absent from
//   the previous line's last release and present in the named line, and the release named is the one the data says
//   it came in (a minor release must be named when it is not X.0.0: "new in 8.2.1", not "new in 8.x");
// - "is removed" / "are removed" / "removed in inversify 8" / "no longer exported": each API name in the clause is in
//   the line removed from (the previous line, or for a migration guide the line it migrates from) and not in the
//   line it is removed in;
// - "no v6 counterpart" / "no 7.x counterpart": the subject of each list item under it (its first API name) is absent
//   from that line's last release, or takes arguments there that it does not (`@injectable(scope)`);
// - "`X` is now `Y`" / "`X` was renamed to `Y`" / "renames `X` to `Y`" / "`Y` (renamed from `X`)" (slash lists pair
//   up: "renames `a`/`b` to `c`/`d`"), and the rows of a two-column table after a clause ending "renamed:": the old name
//   is in the earlier line (the previous line, or for a migration guide the line it migrates from) and not in the
//   later one, and the new name the reverse. A name on both sides of one clause is a swap ("renames `rebind` to
//   `rebindAsync` and `rebindSync` to `rebind`"): it is only checked to exist in the line it is named for.
// An API name is a backticked name the line's data knows (`resolve`, `Container.merge()`, `container.get(X)`,
// `@injectable()`); other backticked text is not a claim about the API.
/**
 * @typedef {import('./history.mjs').LineHistory} LineHistory
 * @typedef {{line: number, text: string, problem: string}} Finding
 */

const MIGRATION_GUIDE = /migrating-from-v(\d+)\.mdx?$/;

/**
 * The key a backticked name stands for in a line, or undefined.
 * @param {string} code
 * @param {LineHistory} line
 */
function keyOf(code, line) {
  const name = code.replace(/^@/, '').replace(/^new\s+/, '').replace(/\(.*$/s, '').replace(/<.*$/s, '').trim();
  if (!/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/.test(name)) return undefined;
  const keys = Object.keys(line.entries);
  const parts = name.split('.');
  const last = parts[parts.length - 1];
  const candidates = [
    name,
    parts.length === 2 ? `${parts[0][0].toUpperCase()}${parts[0].slice(1)}.${last}` : undefined,
    `Container.${last}`,
    `interfaces.${last}`,
  ];
  // A member named on an instance (`context.getActivations`) or alone (`getActivations`): the type that has it.
  return candidates.find((c) => c !== undefined && c in line.entries) ?? (parts.length <= 2 ? keys.find((k) => k.endsWith(`.${last}`) && /^[A-Z]/.test(k)) : undefined);
}

/**
 * The key of a backticked name for a rename: keyOf, else any member of that name (`interfaces.ContainerOptions.
 * autoBindInjectable` for `autoBindInjectable`), preferring one present at the line's end.
 * @param {string} code
 * @param {LineHistory} line
 */
function renameKeyOf(code, line) {
  const key = keyOf(code, line);
  if (key !== undefined && presentAtEnd(line, key)) return key;
  const last = code.replace(/^@/, '').replace(/\(.*$/s, '').trim().split('.').at(-1) ?? '';
  const members = Object.keys(line.entries).filter((k) => k === last || k.endsWith(`.${last}`));
  return members.find((k) => presentAtEnd(line, k)) ?? key ?? members[0];
}

/** @param {LineHistory} line @param {string} key */
const presentAtEnd = (line, key) => {
  const entry = line.entries[key];
  if (entry === undefined) return false;
  const last = entry.events.findLast((e) => e.type === 'added' || e.type === 'removed');
  return last?.type === 'added';
};

/** @param {LineHistory} line @param {string} key The release a caller could first use it by name. */
const arrival = (line, key) => {
  const events = line.entries[key]?.events ?? [];
  return events.find((e) => e.type === 'exported' || (e.type === 'added' && !e.unexported))?.release;
};

/** @param {string} signature @returns {number} the parameters of its first overload */
function parameterCount(signature) {
  const open = signature.indexOf('(');
  if (open === -1) return 0;
  let depth = 0;
  let count = 0;
  let any = false;
  for (const char of signature.slice(open + 1)) {
    if ('(<[{'.includes(char)) depth += 1;
    else if (')>]}'.includes(char)) {
      if (depth === 0) break;
      depth -= 1;
    } else if (char === ',' && depth === 0) count += 1;
    else if (!/\s/.test(char)) any = true;
  }
  return any ? count + 1 : 0;
}

/** @param {string} code @returns {number} the arguments a backticked call passes */
const argumentCount = (code) => {
  const match = /\((.*)\)/s.exec(code);
  return match === null || match[1].trim() === '' ? 0 : parameterCount(`(${match[1]})`);
};

/** @param {LineHistory} line @param {string} key */
const signatureAtEnd = (line, key) => {
  let signature = '';
  for (const e of line.entries[key]?.events ?? []) {
    if (e.type === 'added') signature = e.signature;
    if (e.type === 'changed' || e.type === 'restated') signature = e.to;
  }
  return signature;
};

/**
 * A text split at sentence ends and semicolons outside its code spans (a type's `: ` is not a sentence end).
 * @param {string} text
 */
function sentences(text) {
  const masked = text.replace(/`[^`]*`/g, (span) => span.replace(/[^`]/g, '_'));
  const parts = [];
  let start = 0;
  for (const match of masked.matchAll(/(?<=[.;:])\s+(?=[A-Z`*(])|;\s+/g)) {
    parts.push(text.slice(start, match.index));
    start = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The clauses of a Markdown source, with their line numbers: prose split at sentence ends and semicolons, table
 * rows at their cells; code fences left out.
 * @param {string} source
 */
function clausesOf(source) {
  /** @type {{line: number, text: string, raw: string}[]} */
  const clauses = [];
  let fence = '';
  source.split('\n').forEach((raw, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(raw)?.[1];
    if (marker !== undefined && (fence === '' || marker.startsWith(fence))) {
      fence = fence === '' ? marker : '';
      return;
    }
    if (fence !== '') return;
    // A table row is read cell by cell; elsewhere a `|` is part of a type.
    for (const cell of raw.trimStart().startsWith('|') ? raw.split(/(?<!\\)\|/) : [raw]) {
      for (const text of sentences(cell)) clauses.push({line: index + 1, text, raw});
    }
  });
  return clauses;
}

/** @param {string} text The backticked spans of a text. */
const codeSpans = (text) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

// A list of names, `a` or `a`/`b`/`c` (a swap table writes `load`/`loadSync`).
const NAMES = '`[^`]+`(?:\\s*/\\s*`[^`]+`)*';
const RENAME_FORMS = [
  // "`X` is now `Y`", "the `X` option was renamed to `Y`", "`X` is now called `Y`"
  {pattern: new RegExp(`(${NAMES})(?:\\s+(?:option|options|method|methods|type|types|function|functions|decorator|decorators|property|properties|key|keys|class|interface))?\\s+(?:is|are|was|were|has been|have been)\\s+(?:now(?:\\s+(?:called|named))?|renamed(?:\\s+to)?)\\s+(${NAMES})`, 'g'), old: 1, renamed: 2},
  // "renames `X` to `Y`", "renamed `X` to `Y`"
  {pattern: new RegExp(`\\brenam(?:es|ed|e|ing)\\s+(${NAMES})\\s+(?:to|as|into)\\s+(${NAMES})`, 'gi'), old: 1, renamed: 2},
  // "`Y` (renamed from `X`)", "`Y`, renamed from `X`"
  {pattern: new RegExp(`(${NAMES})[\\s,(]*(?:was\\s+|is\\s+)?renamed from\\s+(${NAMES})`, 'gi'), old: 2, renamed: 1},
];
const MORE_RENAMES = new RegExp(`^\\s*(?:,\\s*)?(?:and\\s+)?(${NAMES})\\s+(?:to|as|into)\\s+(${NAMES})`);

/**
 * The renames a clause states, as pairs of backticked names with the line they are on.
 * @param {string} clause
 * @param {string} raw the whole source line
 * @param {number} at its line number
 * @param {string} source the page (for the table after "… were renamed:")
 * @returns {{old: string, renamed: string, line: number, text: string}[]}
 */
function renamesOf(clause, raw, at, source) {
  const pairs = [];
  for (const {pattern, old, renamed} of RENAME_FORMS) {
    for (const match of clause.matchAll(pattern)) {
      const [olds, news] = [codeSpans(match[old]), codeSpans(match[renamed])];
      if (olds.length !== news.length) continue;
      olds.forEach((code, i) => pairs.push({old: code, renamed: news[i], line: at, text: clause.trim()}));
      // "renames `a` to `b` and `c` to `d`": the pairs that follow the first.
      let rest = clause.slice((match.index ?? 0) + match[0].length);
      for (let more = MORE_RENAMES.exec(rest); more !== null; more = MORE_RENAMES.exec(rest)) {
        const [moreOlds, moreNews] = [codeSpans(more[1]), codeSpans(more[2])];
        if (moreOlds.length === moreNews.length) moreOlds.forEach((code, i) => pairs.push({old: code, renamed: moreNews[i], line: at, text: clause.trim()}));
        rest = rest.slice(more[0].length);
      }
    }
  }
  // "… the helper methods were renamed:" and a table of old | new after it (its header and rule row left out).
  if (/\brenamed:\s*$/i.test(clause) && raw.trimEnd().endsWith(clause.trimEnd())) {
    const rows = source.split('\n');
    let i = at;
    while (i < rows.length && rows[i].trim() === '') i += 1;
    for (let row = 0; i < rows.length && rows[i].trimStart().startsWith('|'); i += 1, row += 1) {
      const cells = rows[i].split(/(?<!\\)\|/).slice(1, -1);
      if (row < 2 || cells.length !== 2) continue;
      const [olds, news] = cells.map((cell) => codeSpans(cell));
      if (olds.length === 1 && news.length === 1) pairs.push({old: olds[0], renamed: news[0], line: i + 1, text: rows[i].trim()});
    }
  }
  return pairs;
}

const API_NAME = /^@?(?:new\s+)?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:<.*>)?(?:\(.*\))?$/s;
const LITERALS = new Set(['true', 'false', 'null', 'undefined', 'void', 'never', 'unknown', 'any', 'string', 'number', 'boolean', 'symbol', 'object']);

/**
 * Reports each rename the data contradicts: the old name must be in the earlier line and gone from the later one,
 * the new name the reverse (a name on both sides of the clause is a swap and is only checked to exist).
 * @param {{old: string, renamed: string, line: number, text: string}[]} pairs
 * @param {LineHistory | undefined} before
 * @param {LineHistory | undefined} after
 * @param {Finding[]} findings
 */
function checkRenames(pairs, before, after, findings) {
  if (before === undefined || after === undefined || before === after) return;
  const [olds, news] = [new Set(pairs.map((p) => p.old)), new Set(pairs.map((p) => p.renamed))];
  const last = (/** @type {LineHistory} */ l) => l.releases.at(-1)?.version;
  for (const {old, renamed, line, text} of pairs) {
    // "`jitless` is now `true`", "`x` is now `'a' | 'b'`": a value or a type, not a name.
    if (![old, renamed].every((code) => API_NAME.test(code) && !LITERALS.has(code))) continue;
    const problem = (/** @type {string} */ p) => findings.push({line, text, problem: p});
    const [oldBefore, oldAfter] = [renameKeyOf(old, before), renameKeyOf(old, after)];
    const [newBefore, newAfter] = [renameKeyOf(renamed, before), renameKeyOf(renamed, after)];
    if (oldBefore === undefined || !presentAtEnd(before, oldBefore)) problem(`\`${old}\` is not in ${last(before)}: nothing was renamed from it`);
    else if (!news.has(old) && oldAfter !== undefined && presentAtEnd(after, oldAfter)) problem(`\`${old}\` is still in ${last(after)} (${oldAfter})`);
    if (newAfter === undefined || !presentAtEnd(after, newAfter)) problem(`\`${renamed}\` is not in ${last(after)}`);
    else if (!olds.has(renamed) && newBefore !== undefined && presentAtEnd(before, newBefore)) problem(`\`${renamed}\` is in ${last(before)} already (${newBefore})`);
  }
}

/**
 * The statements of one page that the data contradicts.
 * @param {string} source the page's Markdown
 * @param {string} file the page's path (a migration guide is named `migrating-from-vN`)
 * @param {string} pageLine the line the page's version documents ('8.x')
 * @param {Record<string, LineHistory>} lines
 * @returns {Finding[]}
 */
export function checkStatements(source, file, pageLine, lines) {
  /** @type {Finding[]} */
  const findings = [];
  const major = Number.parseInt(pageLine, 10);
  const guideFrom = MIGRATION_GUIDE.exec(file)?.[1];
  const lineOfMajor = (/** @type {number} */ m) => lines[`${m}.x`];
  const all = clausesOf(source);

  all.forEach(({line: at, text: clause, raw}) => {
    // A replacement named in parentheses ("(use `LazyServiceIdentifier`)") is not what the clause is about.
    const text = clause.replace(/\((?:use|see|like)\b[^)]*\)/gi, '');
    const report = (/** @type {string} */ problem) => findings.push({line: at, text: clause.trim(), problem});

    const added = /\b(?:new in|arrives in|(?:is|are|was|were) added in|added in)\s+(?:inversify\s+|v)?(\d+)(\.x|\.\d+\.\d+)?\b/i.exec(text);
    if (added !== null) {
      const claimed = Number(added[1]);
      const target = lineOfMajor(claimed);
      const previous = lineOfMajor(claimed - 1);
      // The subject: the first name after the phrase ("new in 8.x, `getActivations`"), else the names before it
      // ("`jitless` is added in 8.2.0"), else the first name of the table row ("| `jitless` | … New in 8.x. |").
      const after = codeSpans(text.slice(added.index + added[0].length)).slice(0, 1);
      const before = codeSpans(text.slice(0, added.index));
      const row = raw.trimStart().startsWith('|') ? codeSpans(raw.split('|')[1] ?? '').slice(0, 1) : [];
      const subjects = after.length > 0 ? after : before.length > 0 ? before : row;
      if (target !== undefined) {
        for (const code of subjects) {
          const key = keyOf(code, target);
          if (key === undefined) continue;
          const came = arrival(target, key);
          if (previous !== undefined && presentAtEnd(previous, keyOf(code, previous) ?? '')) report(`\`${code}\` is in ${previous.releases.at(-1)?.version} already`);
          else if (came === undefined) report(`\`${code}\` never arrives in ${claimed}.x`);
          else if (came !== target.releases[0].version && (added[2] === undefined || added[2] === '.x')) report(`\`${code}\` arrives in ${came}: name that release`);
          else if (added[2] !== undefined && added[2] !== '.x' && `${claimed}${added[2]}` !== came) report(`\`${code}\` arrives in ${came}, not ${claimed}${added[2]}`);
        }
      }
    }

    // "is removed with `unbind`", "removed on `unload`": what happens to a binding at run time, not the API.
    const removed = /\b(?:(?:is|are|was|were) removed|removed in (?:inversify\s+|v)?(\d+)|(?:is|are) no longer exported)\b(?!\s+(?:with|by|on|from|when|after|before|if)\b)/i.exec(text);
    if (removed !== null) {
      const to = removed[1] !== undefined ? Number(removed[1]) : major;
      const from = guideFrom !== undefined && removed[1] === undefined ? Number(guideFrom) : to - 1;
      const [before, after] = [lineOfMajor(from), lineOfMajor(to)];
      if (before !== undefined && after !== undefined && from < to) {
        // The subjects are the names before the phrase: "`resolve` is removed", "`A`, `B` … are no longer exported".
        for (const code of codeSpans(text.slice(0, removed.index))) {
          const key = keyOf(code, before);
          if (key === undefined) continue; // not an API name of the line it is removed from
          if (presentAtEnd(after, key)) report(`\`${code}\` is still in ${after.releases.at(-1)?.version} (${key})`);
        }
      }
    }

    const renamedIn = /\brenamed in (?:inversify\s+|v)?(\d+)\b/i.exec(text)?.[1];
    const to = renamedIn !== undefined ? Number(renamedIn) : major;
    const from = guideFrom !== undefined && renamedIn === undefined ? Number(guideFrom) : to - 1;
    checkRenames(renamesOf(clause, raw, at, source), lineOfMajor(from), lineOfMajor(to), findings);

    const counterpart = /\bno (?:v(\d+)|(\d+)\.x) counterpart\b/i.exec(text);
    if (counterpart !== null) {
      const other = lineOfMajor(Number(counterpart[1] ?? counterpart[2]));
      if (other === undefined) return;
      // The subjects: the clause's own names, or each list item's first name up to the next heading.
      const subjects = [];
      const rows = source.split('\n');
      for (let i = at; i < rows.length && !/^#{1,6}\s/.test(rows[i]); i += 1) {
        const first = /^\s*[-*]\s/.test(rows[i]) ? codeSpans(rows[i])[0] : undefined;
        if (first !== undefined) subjects.push({code: first, line: i + 1, text: rows[i]});
      }
      if (subjects.length === 0) subjects.push(...codeSpans(text).map((code) => ({code, line: at, text})));
      for (const {code, line: subjectLine, text: subjectText} of subjects) {
        const key = keyOf(code, other);
        if (key === undefined || !presentAtEnd(other, key)) continue;
        if (argumentCount(code) > parameterCount(signatureAtEnd(other, key))) continue; // a form the older line lacks
        findings.push({line: subjectLine, text: subjectText.trim(), problem: `\`${code}\` is in ${other.releases.at(-1)?.version} (${key})`});
      }
    }
  });
  return findings;
}
