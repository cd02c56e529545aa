// The playground's compiler settings: the ones each release starts from, and a reader's `tsconfig.json` tab read as
// untrusted input. Only the options that matter for checking and running one program in the browser are honoured
// (HONOURED_OPTIONS); every other key is named where it is written and ignored, never passed on. Pure: the parser is
// TypeScript's own, handed in by the compiler worker (src/samples/page/editor/compilerWorker.mjs), so that the page,
// which only shows the defaults, loads no TypeScript. tests/unit/playground-tsconfig.test.mjs runs it as it is.

/** The one name a settings tab may have, at the root of the program. */
export const TSCONFIG_NAME = 'tsconfig.json';

/** The `strict` family: `strict` turns them on, each may be set on its own. */
const STRICT_FAMILY = [
  'strict',
  'alwaysStrict',
  'noImplicitAny',
  'noImplicitThis',
  'strictBindCallApply',
  'strictBuiltinIteratorReturn',
  'strictFunctionTypes',
  'strictNullChecks',
  'strictPropertyInitialization',
  'useUnknownInCatchVariables',
];

/**
 * The compiler options a tsconfig.json tab sets for the check and the emit. `noEmit` is honoured for the check only
 * (a Vite-style `allowImportingTsExtensions` needs it); the run always emits.
 */
export const HONOURED_OPTIONS = Object.freeze([
  'module',
  'moduleResolution',
  'target',
  'verbatimModuleSyntax',
  'allowImportingTsExtensions',
  'noEmit',
  'experimentalDecorators',
  'emitDecoratorMetadata',
  'esModuleInterop',
  ...STRICT_FAMILY,
]);

const HONOURED = new Set(HONOURED_OPTIONS);

/**
 * What each release is checked and run with when the program has no tsconfig.json tab: what the release's own docs
 * tell readers to use, as JSON compiler options (what the "Add tsconfig.json" button writes).
 * @type {Readonly<Record<import('../../shared/versions.mjs').Version, Readonly<Record<string, string | boolean>>>>}
 */
export const DEFAULT_SETTINGS = Object.freeze({
  // The 6.x getting-started page's tsconfig.json (examples/v6/tsconfig.getting-started.json), plus `esModuleInterop`,
  // which the 6.x samples' tsconfig.json adds (examples/v6/tsconfig.json), so that samples opened here compile as
  // their tests compile them.
  v6: Object.freeze({target: 'ES2022', module: 'CommonJS', strict: true, experimentalDecorators: true, emitDecoratorMetadata: true, esModuleInterop: true}),
  // The 7.x getting-started page's tsconfig.json (examples/v7/tsconfig.getting-started.json), plus `esModuleInterop`
  // as for 6.x (examples/v7/tsconfig.json).
  v7: Object.freeze({target: 'ES2022', module: 'CommonJS', strict: true, experimentalDecorators: true, emitDecoratorMetadata: true, esModuleInterop: true}),
  // The next requirements page's setting for code a bundler builds (docs/faq/requirements.mdx: `moduleResolution`
  // Bundler), with the getting-started page's target, strict and decorator options. Not its NodeNext: programs here
  // import their own files without an extension, as bundled applications do, and the runner loads them as a bundler
  // would. Not `verbatimModuleSyntax` either: that is the site's samples' own choice (examples/v8/tsconfig.json), not
  // one the docs ask readers to make.
  v8: Object.freeze({target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, experimentalDecorators: true, emitDecoratorMetadata: true}),
});

/**
 * The settings as a tsconfig.json file, formatted as tsc's own files are.
 * @param {Readonly<Record<string, unknown>>} settings
 */
export const tsconfigText = (settings) => `${JSON.stringify({compilerOptions: settings}, null, 2)}\n`;

/**
 * The settings in one line, as the page names them: `target ES2022, module CommonJS, strict, experimentalDecorators`.
 * @param {Readonly<Record<string, unknown>>} settings
 */
export const settingsSummary = (settings) =>
  Object.entries(settings)
    .filter(([, value]) => value !== false)
    .map(([key, value]) => (value === true ? key : `${key} ${String(value)}`))
    .join(', ');

/** Why a top-level key other than `compilerOptions` is not used. */
const TOP_LEVEL = /** @type {Record<string, string>} */ ({
  extends: 'the playground has no other configuration file to extend',
  include: 'the program is its tabs',
  exclude: 'the program is its tabs',
  files: 'the program is its tabs',
  references: 'the playground builds one program',
});

/** Why a known compiler option is not honoured, for those a reader is likely to write. */
const NOT_HONOURED = /** @type {Record<string, string>} */ ({
  lib: "the release's lib files are fixed here",
  types: "the release's declarations are fixed here",
  typeRoots: "the release's declarations are fixed here",
  paths: 'imports resolve to the tabs as the runner resolves them',
  baseUrl: 'imports resolve to the tabs as the runner resolves them',
  rootDir: 'the playground writes no files',
  outDir: 'the playground writes no files',
  declaration: 'the playground writes no files',
  sourceMap: 'the playground writes no files',
  plugins: 'language service plugins do not run here',
});

/**
 * @typedef {{from: number, to: number, severity: 'error' | 'warning', message: string}} SettingsProblem
 * @typedef {{options: import('typescript').CompilerOptions, problems: SettingsProblem[], positions: Record<string, {from: number, to: number}>, read: boolean}} ReadSettings
 *   `options`: the honoured options, converted by TypeScript (enums as numbers); `positions`: where each compiler
 *   option's name is written; `read`: false when the text could not be read at all (the defaults stand instead).
 */

/** Most named keys TypeScript is asked about (the rest are named without its "did you mean"): its suggestions cost. */
const ASKED_LIMIT = 100;

/**
 * A tsconfig.json tab's text, read with TypeScript's JSON parser (comments and trailing commas as tsc accepts them):
 * the honoured compiler options with values TypeScript accepts, and a problem for everything else.
 * @param {typeof import('typescript')} ts
 * @param {string} text
 * @param {Readonly<Record<string, unknown>>} defaults the release's settings, used when the text cannot be read at all
 * @param {number} maxLength longest text read, as for any file
 * @returns {ReadSettings}
 */
export function readTsconfig(ts, text, defaults, maxLength) {
  /** @type {SettingsProblem[]} */
  const problems = [];
  /** @type {import('typescript').CompilerOptions} */
  const options = Object.create(null);
  /** @type {Record<string, {from: number, to: number}>} */
  const positions = Object.create(null);
  const unread = (/** @type {string} */ why) => {
    const {options: fallback} = ts.convertCompilerOptionsFromJson({...defaults}, '/');
    return {options: {...fallback}, problems: [{from: 0, to: 0, severity: /** @type {const} */ ('error'), message: `${TSCONFIG_NAME} could not be read (${why}): the release's default settings are used.`}], positions, read: false};
  };
  if (text.length > maxLength) return unread(`it is longer than ${maxLength} characters`);
  /** @type {import('typescript').JsonSourceFile} */
  let file;
  try {
    file = ts.parseJsonText(TSCONFIG_NAME, text);
  } catch (error) {
    // A stack overflow on deeply nested arrays or objects.
    return unread(error instanceof RangeError ? 'it is nested too deeply' : String(error));
  }
  const {error} = ts.parseConfigFileTextToJson(TSCONFIG_NAME, text);
  if (error !== undefined) problems.push({from: error.start ?? 0, to: (error.start ?? 0) + (error.length ?? 0), severity: 'error', message: ts.flattenDiagnosticMessageText(error.messageText, '\n')});
  const root = file.statements[0]?.expression;
  if (root === undefined || !ts.isObjectLiteralExpression(root)) {
    if (error === undefined) problems.push({from: 0, to: text.length, severity: 'error', message: `${TSCONFIG_NAME} holds one object, with the compiler options in "compilerOptions".`});
    return {options: {}, problems, positions, read: true};
  }
  const at = (/** @type {import('typescript').Node} */ node) => ({from: node.getStart(file), to: node.getEnd()});
  const nameOf = (/** @type {import('typescript').ObjectLiteralElementLike} */ p) => (p.name !== undefined && (ts.isStringLiteral(p.name) || ts.isIdentifier(p.name)) ? p.name.text : undefined);
  let asked = 0;
  for (const property of root.properties) {
    const key = nameOf(property);
    if (key === undefined || !ts.isPropertyAssignment(property)) continue;
    if (key !== 'compilerOptions') {
      problems.push({...at(property.name), severity: 'warning', message: `"${key}" is ignored: ${Object.hasOwn(TOP_LEVEL, key) ? TOP_LEVEL[key] : 'the playground reads only "compilerOptions"'}.`});
      continue;
    }
    if (!ts.isObjectLiteralExpression(property.initializer)) {
      problems.push({...at(property.initializer), severity: 'error', message: '"compilerOptions" is an object of options.'});
      continue;
    }
    for (const option of property.initializer.properties) {
      const name = nameOf(option);
      if (name === undefined || !ts.isPropertyAssignment(option)) continue;
      const where = at(option.name);
      positions[name] = where;
      // The value as JSON has it, for TypeScript to convert and judge; an array or object stands as an empty one.
      const value = jsonValue(ts, option.initializer);
      if (HONOURED.has(name)) {
        const converted = ts.convertCompilerOptionsFromJson({[name]: value}, '/');
        if (converted.errors.length > 0) {
          for (const e of converted.errors) problems.push({...at(option.initializer), severity: 'error', message: `${ts.flattenDiagnosticMessageText(e.messageText, '\n')} "${name}" is ignored.`});
          delete options[name];
        } else {
          options[name] = converted.options[name];
        }
        continue;
      }
      if (Object.hasOwn(NOT_HONOURED, name)) {
        problems.push({...where, severity: 'warning', message: `"${name}" is not honoured here (${NOT_HONOURED[name]}): ignored.`});
        continue;
      }
      // Whether TypeScript knows the option at all (with its suggestion for a misspelling).
      const unknown = asked++ < ASKED_LIMIT ? ts.convertCompilerOptionsFromJson({[name]: value}, '/').errors.find((e) => e.code === 5023 || e.code === 5025) : undefined;
      problems.push({
        ...where,
        severity: 'warning',
        message: unknown === undefined ? `"${name}" is not honoured here: ignored.` : `${ts.flattenDiagnosticMessageText(unknown.messageText, '\n')} "${name}" is ignored.`,
      });
    }
  }
  return {options: {...options}, problems: problems.sort((a, b) => a.from - b.from), positions: {...positions}, read: true};
}

/**
 * A JSON literal's value; an array or object (which no honoured option takes) as an empty one of its kind, so that
 * TypeScript names the wrong type without this walking what it holds.
 * @param {typeof import('typescript')} ts
 * @param {import('typescript').Expression} node
 * @returns {unknown}
 */
function jsonValue(ts, node) {
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (ts.isArrayLiteralExpression(node)) return [];
  return {};
}
