// Whether a declaration whose printed text differs between two releases means something different to a caller written
// against the older one. ./extract.mjs gives each declaration restated on its own, each type it names bound to the
// API item it is (or, for a type the release does not export, to its own file). Both restatements are declared in one
// generated file, the older one's names bound to the newer release's items of the same keys: each named type has its
// own history, so only what the declaration itself says is compared. The checker then compares the two by identity
// (the `Equals` idiom below: two types are identical when no type relates differently to them), inside a generic
// function whose type parameters stand for the declaration's own, so conditional types on them stay unresolved and
// are compared as written. Hence:
// - a type that becomes an alias of the same type, an inline type given a name, a renamed type or function parameter,
//   a default added to a type parameter: the same;
// - an optional property or parameter added, a type widened or narrowed, `any` where `unknown` was in a return or
//   property: a change;
// - `any` → `unknown` (or back) in a parameter, the rest identical: the same (the parameter accepts the same values,
//   and the function gives back what it did);
// - a constraint that every function or constructor type satisfies, written another way (`(...args: never) =>
//   unknown`, `(...args: any) => any`): the same;
// - a type's header (class, interface, type whose members are read as their own keys) is restated as
//   `interface Owner<type parameters> extends …{}`: a member's own change is that member's.
import path from 'node:path';
import ts from 'typescript';
import {BOUND} from './extract.mjs';

/** @type {ts.CompilerOptions} */
const OPTIONS = {
  noEmit: true,
  types: [],
  skipLibCheck: true,
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  preserveSymlinks: true,
};

/**
 * @typedef {import('./extract.mjs').ApiRef} ApiRef
 * @typedef {{key: string, before: ApiRef, after: ApiRef, from: string, to: string, afterKeys?: Set<string>}} Pair the
 *   item in two releases, with its printed declaration in each, and the keys of the newer release's API
 */

/** @param {string} file a declaration file, imported without its extension */
const specifier = (file) => JSON.stringify(file.replace(/\.d\.(m|c)?ts$/, ''));

/**
 * The type a caller names for the item, in the module imported as `ns`, with `args` as its type arguments.
 * @param {ApiRef} ref
 * @param {string} ns
 * @param {string[]} args
 */
function typeExpression(ref, ns, args) {
  const name = `${ns}.${ref.path}`;
  const instance = args.length === 0 ? name : `${name}<${args.join(', ')}>`;
  if (ref.member === undefined) return ref.header ? `keyof ${instance}` : ref.value ? `typeof ${name}` : instance;
  if (ref.member === 'constructor') return `(typeof ${name} extends abstract new (...args: infer P) => unknown ? P : never)`;
  if (ref.member === '(call)') return undefined;
  const owner = ref.isStatic ? `(typeof ${name})` : instance;
  return `${owner}[${JSON.stringify(ref.member)}]`;
}

/**
 * Whether two printed declarations differ only by `any` and `unknown` swapped.
 * @param {string} a
 * @param {string} b
 */
const onlyAnyUnknown = (a, b) => a !== b && a.replace(/\bany\b/g, 'unknown') === b.replace(/\bany\b/g, 'unknown');

/**
 * The text with each "any function" or "any constructor" constraint written one way: `T extends (...args: never) =>
 * unknown` and `T extends (...args: any) => any` (likewise `new` and `abstract new`, `any[]`) are satisfied by the same
 * types, every function (constructor) type, so a caller cannot tell them apart; outside a constraint they differ.
 * @param {string} text
 */
const topConstraintsAsOne = (text) =>
  text.replace(/(\bextends\s+(?:abstract\s+)?(?:new\s*)?\(\.\.\.\w+\??:\s*)(?:never|any|any\[\]|unknown\[\])(\)\s*=>\s*)(?:unknown|any)\b/g, '$1any$2unknown');

/**
 * Whether two printed declarations differ only in how they write a constraint that every function or constructor
 * type satisfies.
 * @param {string} a
 * @param {string} b
 */
const onlyTopConstraints = (a, b) => a !== b && topConstraintsAsOne(a) === topConstraintsAsOne(b);

/**
 * The keys among `pairs` whose two declarations mean the same to a caller.
 * @param {Pair[]} pairs
 * @returns {Set<string>}
 */
export function sameToCallers(pairs) {
  /** @type {Map<string, string>} */
  const modules = new Map();
  /** @param {string} file */
  const moduleName = (file) => {
    if (!modules.has(file)) modules.set(file, `M${modules.size}`);
    return /** @type {string} */ (modules.get(file));
  };
  const lines = [
    'type Equals<X, Y> = (<G>() => G extends X ? 1 : 2) extends (<G>() => G extends Y ? 1 : 2) ? true : false;',
    'type Params<X> = X extends (...args: infer P) => unknown ? P : X extends abstract new (...args: infer P) => unknown ? P : never;',
    'type Returns<X> = X extends (...args: never) => infer R ? R : X extends abstract new (...args: never) => infer R ? R : never;',
  ];
  /** @type {Map<number, {key: string, check: 'identity' | 'parameters'}>} */
  const lineOwner = new Map();
  /** @type {Map<string, Pair>} */
  const compared = new Map();
  /** @type {string[]} */
  const restated = [];
  /** @type {Map<number, string>} */
  const restatedOwner = new Map();
  /**
   * A namespace declaring the item anew, its names bound to `against`'s items of the same key where it has them:
   * both releases' declarations then name the same types, each of which has its own history.
   * @param {import('./extract.mjs').Standalone} standalone
   * @param {string} space
   * @param {ApiRef} home the release the declaration is from
   * @param {ApiRef} against the newer release
   * @param {Set<string>} againstKeys
   * @param {Record<string, import('./extract.mjs').Binding>} againstBindings the newer declaration's: an unexported
   *   type declared with the same text there stands in for the older one's
   */
  const restate = (standalone, space, home, against, againstKeys, againstBindings) => {
    const text = standalone.text.replace(new RegExp(`${BOUND}([\\w$]+)`, 'g'), (_, /** @type {string} */ local) => {
      const binding = standalone.bindings[local];
      if ('file' in binding) {
        const other = againstBindings[local];
        const same = other !== undefined && 'file' in other && other.name === binding.name && other.text === binding.text;
        return `${moduleName(same ? other.file : binding.file)}.${binding.name}`;
      }
      return `${moduleName(againstKeys.has(binding.key) ? against.module : home.module)}.${binding.key}`;
    });
    restated.push(`namespace ${space} {`, ...text.split('\n'), '}');
    return `${space}.${standalone.name}`;
  };
  pairs.forEach((pair, index) => {
    const {key, before, after} = pair;
    const restatedFrom = restated.length;
    // The older release's type parameters, as its callers wrote them; a constrained one is given `never` as its
    // constraint, which satisfies whatever the declaration asks.
    const params = before.typeParameters.map((constrained, i) => `P${i}${constrained ? ' extends never' : ''}`);
    const args = before.typeParameters.map((_, i) => `P${i}`);
    /** @type {string | undefined} */
    let o;
    /** @type {string | undefined} */
    let n;
    if (before.standalone !== undefined && after.standalone !== undefined && pair.afterKeys !== undefined) {
      const [bo, bn] = [restate(before.standalone, `Before${index}`, before, after, pair.afterKeys, after.standalone.bindings),
        restate(after.standalone, `After${index}`, after, after, pair.afterKeys, after.standalone.bindings),
      ];
      const member = before.member === undefined ? undefined : before.member === 'constructor' ? 'constructor_' : before.member;
      // A header is restated as `interface Owner<…> extends …`, a type like any other.
      /** @param {string} name */
      const expression = (name) =>
        member !== undefined ? `${name}${args.length === 0 ? '' : `<${args.join(', ')}>`}[${JSON.stringify(member)}]`
        : before.value && !before.header ? `typeof ${name}`
        : `${name}${args.length === 0 ? '' : `<${args.join(', ')}>`}`;
      [o, n] = [expression(bo), expression(bn)];
    } else {
      o = typeExpression(before, moduleName(before.module), args);
      n = typeExpression(after, moduleName(after.module), args);
    }
    if (o === undefined || n === undefined) return;
    // A restatement that does not compile (a name it cannot reach) leaves the difference a change.
    for (let line = restatedFrom; line < restated.length; line += 1) restatedOwner.set(line, key);
    lines.push(`export function compare${index}<${['_', ...params].join(', ')}>() {`, `type O = ${o}; type N = ${n};`);
    lineOwner.set(lines.length, {key, check: 'identity'});
    lines.push('const identical: true = null! as Equals<O, N>;');
    for (const check of [
      'const o: Params<O> = null! as Params<N>; const n: Params<N> = null! as Params<O>;',
      'const returns: true = null! as Equals<Returns<O>, Returns<N>>;',
      'const callable: [Params<O>] extends [never] ? false : true = true;',
    ]) {
      lineOwner.set(lines.length, {key, check: 'parameters'});
      lines.push(check);
    }
    lines.push('}');
    compared.set(key, pair);
  });
  const imports = [...modules].map(([file, ns]) => `import type * as ${ns} from ${specifier(file)};`);
  const text = [...imports, ...restated, ...lines].join('\n');
  const offset = imports.length + restated.length;

  const fileName = path.join(path.dirname(pairs[0]?.after.module ?? '.'), '__compare_releases__.ts');
  const host = ts.createCompilerHost(OPTIONS);
  const {getSourceFile, fileExists, readFile} = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, text, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? text : readFile.call(host, name));
  const program = ts.createProgram([fileName], OPTIONS, host);
  const source = /** @type {ts.SourceFile} */ (program.getSourceFile(fileName));

  /** @type {Map<string, Set<string>>} */
  const failed = new Map();
  for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
    const line = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
    const restatedKey = restatedOwner.get(line - imports.length);
    const owner = restatedKey !== undefined ? {key: restatedKey, check: 'identity'} : lineOwner.get(line - offset);
    // Anything but a failed comparison or restatement (an import that does not resolve) leaves every difference a
    // change.
    if (owner === undefined) return new Set();
    if (!failed.has(owner.key)) failed.set(owner.key, new Set());
    failed.get(owner.key)?.add(owner.check);
  }
  /** @type {Set<string>} */
  const same = new Set();
  for (const [key, {from, to}] of compared) {
    const checks = failed.get(key);
    if (checks === undefined || !checks.has('identity')) same.add(key);
    // Declarations differ only where `any` became `unknown` (or back), in parameters only.
    else if (!checks.has('parameters') && onlyAnyUnknown(from, to)) same.add(key);
    // Or only in a constraint every function or constructor type satisfies (6.0.2 injectable).
    else if (onlyTopConstraints(from, to)) same.add(key);
  }
  return same;
}
