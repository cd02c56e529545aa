// Where a playground run failed, in the reader's files: the error's message with modules named by their files, the
// reader's file, line and column (the emit's source maps, which stay on the page: ../editor/compiler.ts), its stack
// frames split into the reader's and the rest (the sandbox's, the release's, the browser's), and, where the message is
// a known trap, which one. The error text comes from the sandbox (src/samples/sandbox/worker.mjs names a module
// `sample:///<id>`, as its frames do): only ids of the program that was sent are mapped, numbers are bounded, and every
// part of the text is shown as text. Pure, with its one library: Output.tsx imports it when a run has failed, and
// tests/unit/failure-place.test.mjs runs it as it is.
import {originalPositionFor, TraceMap, LEAST_UPPER_BOUND} from '@jridgewell/trace-mapping';
import {resolveRelative} from '../../sandbox/moduleIds.mjs';
import {hasImportCycle} from '../../sandbox/moduleCycles.mjs';

/**
 * @typedef {{file: string, code: string, map?: string | undefined}} ModuleOrigin a compiled module's file, TypeScript and source map
 * @typedef {{from: number, line: number, code: string, severity: string}} Diagnostic as the compiler reports them (from: offset in the file)
 * @typedef {{file: string, line: number, column: number}} Place 1-based line and column in the reader's file
 * @typedef {{text: string, reader: boolean}} Frame a stack frame as shown, `reader` when it is in one of the reader's files
 * @typedef {{kind: 'type-import', name: string} | {kind: 'jitless'} | {kind: 'module-names', files: string[]}} Trap a known trap; its
 *   page is TRAP_PAGES[kind]
 * @typedef {{message: string, place?: Place, where?: string, frames: Frame[], trap?: Trap, trapPage?: string}} LocatedFailure `where` is
 *   the place as `file:line:column`; `trapPage` the trap's page below the site's base URL
 * @typedef {{
 *   format: 'cjs' | 'esm',
 *   version: string,
 *   origins: Record<string, ModuleOrigin>,
 *   diagnostics?: Record<string, {shown: Diagnostic[]}>,
 *   sent?: {entry: string, modules: Record<string, string>},
 * }} Program what the page compiled and `sent` to the runner: the release's module format and workspace ('v8'), by module id
 */

/** Frames read from one error: more are left out (the text is cut by the sandbox's LINE_BYTES anyway). */
const FRAME_LIMIT = 50;

/**
 * Lines of code the runner puts before a module's first line: a CommonJS module runs as the body of
 * `new Function(…)`, which V8 numbers from its `function anonymous(…` and `) {` lines; an ES module of a program whose
 * imports form a cycle is linked as such a body too, after a line of its own (src/samples/sandbox/moduleCycles.mjs,
 * which keeps the module's lines where they were); other ES modules run as they are.
 * @param {Program} program
 */
const linesBefore = ({format, sent}) => {
  if (format === 'cjs') return 2;
  try {
    return sent !== undefined && hasImportCycle(sent.entry, sent.modules) ? 3 : 0;
  } catch {
    return 0;
  }
};

/** The pages that explain each trap, below the site's base URL. */
export const TRAP_PAGES = {
  'type-import': 'playground/#missing-export',
  'module-names': 'playground/#module-names',
  jitless: 'docs/next/api/container#jitless',
};

const SAMPLE_URL = /sample:\/\/\/([\w./@-]{1,300}?):(\d{1,7}):(\d{1,7})/;
const FRAME_LINE = /^\s+at /;

/**
 * 1-based line and column of `offset` in `text`.
 * @param {string} text
 * @param {number} offset
 */
const lineAndColumn = (text, offset) => {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return {line: lines.length, column: (lines.at(-1) ?? '').length + 1};
};

/** @param {Place} place */
export const placeText = ({file, line, column}) => `${file}:${line}:${column}`;

/**
 * The reader's place of a position of module `id`'s JavaScript, or undefined when the module is not the program's or
 * the map says nothing there.
 * @param {Program} program
 * @param {string} id
 * @param {number} line 1-based, as the frame gives it
 * @param {number} column 1-based
 * @param {number} shift lines the runner put before the module's own (linesBefore)
 * @returns {Place | undefined}
 */
function mapPosition(program, id, line, column, shift) {
  if (!Object.hasOwn(program.origins, id)) return undefined;
  const origin = /** @type {ModuleOrigin} */ (program.origins[id]);
  if (origin.map === undefined) return undefined;
  let map;
  try {
    map = new TraceMap(origin.map);
  } catch {
    return undefined;
  }
  const needle = {line: line - shift, column: column - 1};
  if (needle.line < 1 || needle.column < 0) return undefined;
  let found = originalPositionFor(map, needle);
  if (found.line === null) found = originalPositionFor(map, {...needle, bias: LEAST_UPPER_BOUND});
  if (found.line === null || found.column === null) return undefined;
  return {file: origin.file, line: found.line, column: found.column + 1};
}

/**
 * `text` with each `sample:///<id>` of the program's modules named by the reader's file, other sandbox names left
 * bare, and any blob: URL left said as what it is.
 * @param {Program} program
 * @param {string} text
 */
function withFileNames(program, text) {
  return text
    .replace(/sample:\/\/\/([\w./@-]{1,300})/g, (_, /** @type {string} */ id) => (Object.hasOwn(program.origins, id) ? /** @type {ModuleOrigin} */ (program.origins[id]).file : id))
    .replace(/blob:[^\s'")]*/g, 'sandbox code');
}

/**
 * One frame as shown: a frame in a module of the program names the reader's file, line and column.
 * @param {Program} program
 * @param {string} line
 * @param {number} shift
 * @returns {{frame: Frame, place?: Place}}
 */
function frameOf(program, line, shift) {
  const match = SAMPLE_URL.exec(line);
  if (match !== null) {
    const [whole, id = '', l = '0', c = '0'] = match;
    const place = mapPosition(program, id, Number(l), Number(c), shift);
    // A CommonJS module's own code runs in the function the runner made of it, which V8 calls `eval`: it is the module.
    if (place !== undefined) return {frame: {text: line.replace(whole, placeText(place)).trim().replace(/^at (?:Object\.)?eval \((.*)\)$/, 'at $1'), reader: true}, place};
    if (Object.hasOwn(program.origins, id)) return {frame: {text: withFileNames(program, line.replace(whole, `sample:///${id}`)).trim(), reader: true}};
  }
  return {frame: {text: withFileNames(program, line).trim(), reader: false}};
}

/** A named import's entries: `A`, `type B`, `C as D`. */
const NAMED_IMPORT = /\b(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"\n]{1,300})\4/g;

/**
 * Where a module of the program imports `name` from the module `target` (`sample:///<id>` or a package's name).
 * @param {Program} program
 * @param {string} target
 * @param {string} name
 * @returns {{place: Place, typeOnly: boolean} | undefined}
 */
function importOf(program, target, name) {
  const targetId = target.startsWith('sample:///') ? target.slice('sample:///'.length) : undefined;
  for (const [id, {file, code}] of Object.entries(program.origins)) {
    for (const match of code.matchAll(NAMED_IMPORT)) {
      const [, , typeOnly, names = '', , specifier = ''] = match;
      let resolved;
      try {
        resolved = specifier.startsWith('.') ? resolveRelative(id, specifier, program.origins) : undefined;
      } catch {
        continue;
      }
      if (targetId === undefined ? specifier !== target : resolved !== targetId) continue;
      const entry = names.split(',').find((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] === name);
      if (entry === undefined) continue;
      const offset = (match.index ?? 0) + match[0].indexOf(names) + names.indexOf(entry) + entry.indexOf(name);
      return {place: {file, ...lineAndColumn(code, offset)}, typeOnly: typeOnly !== undefined || /^\s*type\s/.test(entry)};
    }
  }
  return undefined;
}

/**
 * Whether `name` is only a type where the reader's code gets it: an interface or type alias the module exports, or an
 * import TypeScript said must be type-only (TS1484 under verbatimModuleSyntax) on that line.
 * @param {Program} program
 * @param {string} target
 * @param {string} name
 * @param {Place} place
 */
function isTypeOnly(program, target, name, place) {
  const targetId = target.startsWith('sample:///') ? target.slice('sample:///'.length) : undefined;
  const source = targetId !== undefined && Object.hasOwn(program.origins, targetId) ? /** @type {ModuleOrigin} */ (program.origins[targetId]).code : '';
  const escaped = name.replace(/[$]/g, '\\$');
  if (new RegExp(`\\bexport\\s+(declare\\s+)?(interface|type)\\s+${escaped}\\b`).test(source)) return true;
  return (program.diagnostics?.[place.file]?.shown ?? []).some((d) => d.code === 'TS1484' && d.line === place.line);
}

/**
 * Where a module of the program imports or requires `specifier` and the runner finds no such module.
 * @param {Program} program
 * @param {string} specifier
 * @returns {Place | undefined}
 */
function missingImportOf(program, specifier) {
  for (const [id, {file, code}] of Object.entries(program.origins)) {
    for (const quote of ["'", '"']) {
      const written = `${quote}${specifier}${quote}`;
      let at = code.indexOf(written);
      while (at !== -1) {
        const before = code.slice(Math.max(0, at - 200), at);
        if (/(\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)$/.test(before)) {
          let found = false;
          try {
            found = !specifier.startsWith('.') || resolveRelative(id, specifier, program.origins) === undefined;
          } catch {
            found = true;
          }
          if (found) return {file, ...lineAndColumn(code, at)};
        }
        at = code.indexOf(written, at + 1);
      }
    }
  }
  return undefined;
}

/**
 * The first syntax error TypeScript reported (TS1xxx), which the runner met as a SyntaxError with no place.
 * @param {Program} program
 * @returns {Place | undefined}
 */
function syntaxErrorPlace(program) {
  for (const {file, code} of Object.values(program.origins)) {
    const found = (program.diagnostics?.[file]?.shown ?? []).find((d) => /^TS1\d{3}$/.test(d.code) && d.severity === 'error');
    if (found !== undefined) return {file, ...lineAndColumn(code, found.from)};
  }
  return undefined;
}

/**
 * Where the run's error happened in the reader's files, and what to show of it.
 * @param {string} errorText the error as the run reported it (message, then V8's "    at" frames, then any properties)
 * @param {Program} program
 * @returns {LocatedFailure}
 */
export function locateFailure(errorText, program) {
  // An error with no frames comes as Node prints it, bracketed: `[SyntaxError: Unexpected token ';']`.
  const lines = errorText.replace(/^\[([^\n]*)\]$/, '$1').split('\n');
  const first = lines.findIndex((line) => FRAME_LINE.test(line));
  const header = first === -1 ? lines : lines.slice(0, first);
  let end = first;
  if (first !== -1) while (end < lines.length && FRAME_LINE.test(/** @type {string} */ (lines[end]))) end++;
  const frameLines = first === -1 ? [] : lines.slice(first, end).slice(0, FRAME_LIMIT);
  const rest = first === -1 ? [] : lines.slice(end);
  const message = withFileNames(program, [...header, ...rest].join('\n').trimEnd());

  /** @type {Place | undefined} */
  let place;
  /** @type {Frame[]} */
  const frames = [];
  const shift = frameLines.length === 0 ? 0 : linesBefore(program);
  for (const line of frameLines) {
    const shown = frameOf(program, line, shift);
    frames.push(shown.frame);
    place ??= shown.place;
  }
  const head = header.join('\n');
  /** @type {Trap | undefined} */
  let trap;

  const missingExport = /The requested module '([^'\n]{1,300})' does not provide an export named '([^'\n]{1,300})'/.exec(head);
  const missingModule = /Cannot find (?:module|package) '([^'\n]{1,300})'/.exec(head);
  if (missingExport !== null) {
    const [, target = '', name = ''] = missingExport;
    const found = importOf(program, target, name);
    if (found !== undefined) {
      place ??= found.place;
      if (!found.typeOnly && isTypeOnly(program, target, name, found.place)) trap = {kind: 'type-import', name};
    }
  } else if (missingModule !== null) {
    place ??= missingImportOf(program, missingModule[1] ?? '');
    trap = {kind: 'module-names', files: Object.values(program.origins).map((o) => o.file)};
  } else if (/^SyntaxError\b/.test(head)) {
    place ??= syntaxErrorPlace(program);
  } else if (/^EvalError\b/.test(head) && program.version === 'v8') {
    trap = {kind: 'jitless'};
  }
  return {message, frames, ...(place === undefined ? {} : {place, where: placeText(place)}), ...(trap === undefined ? {} : {trap, trapPage: TRAP_PAGES[trap.kind]})};
}

/**
 * The error as the console shows it: the message and the reader's own frames.
 * @param {LocatedFailure} located
 */
export const readerText = ({message, frames}) => [message, ...frames.filter((f) => f.reader).map((f) => `    ${f.text}`)].join('\n');
