// The upgrade transform: rewrites a reader's inversify 6.x or 7.x program for a later major, rule by rule
// (./rules.mjs), as edits the reader accepts or rejects one by one, and flags the lines it must not change. Pure: it
// runs in Node tests and in the playground's worker, which passes the TypeScript module it already loads. It works on
// the syntax of each file (no type checker, so a 12-file program takes milliseconds): a container is a variable,
// parameter or property declared with a Container type or created with `new Container`, and a call it cannot tie to
// a container is flagged rather than rewritten.
import {UPGRADE_PATHS, pathKey, rulesFor} from './rules.mjs';

/**
 * @typedef {object} UpgradeEdit one change the reader can accept or reject
 * @property {string} id unique in the result: `${file}:${start}`
 * @property {string} rule UpgradeRule id
 * @property {string} file program file name as given
 * @property {number} start offset in the original text of the file
 * @property {number} end offset in the original text (exclusive)
 * @property {string} text replacement text
 * @property {number} line 1-based line of start in the original
 * @property {string} summary short and concrete: "autoBindInjectable → autobind"
 */
/**
 * @typedef {object} UpgradeFlag a line the transform does not change
 * @property {string} rule
 * @property {string} file
 * @property {number} line 1-based
 * @property {number} column 1-based
 * @property {string} message what at this line may behave differently and what to check
 */
/**
 * @typedef {object} UpgradeResult
 * @property {UpgradeEdit[]} edits sorted by file then start; within a file non-overlapping, each applicable alone
 * @property {UpgradeFlag[]} flags
 * @property {string} [stopped] set when a limit was reached; edits and flags are then empty
 */
/** @typedef {typeof import('typescript')} TS */
/** @typedef {import('typescript').Node} Node */
/** @typedef {import('typescript').SourceFile} SourceFile */

/** Bounds of the work on untrusted input. */
export const UPGRADE_LIMITS = {files: 200, chars: 2_000_000};
const CODE_FILE = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;
const INVERSIFY = 'inversify';
const STRONGLY_TYPED = '@inversifyjs/strongly-typed';

/** What inversify 7 and 8 export as values; every other name they export is a type. */
const VALUE_EXPORTS = new Set(['LazyServiceIdentifier', 'Container', 'ContainerModule', 'bindingScopeValues', 'bindingTypeValues', 'decorate', 'inject', 'injectFromBase', 'injectFromHierarchy', 'injectable', 'multiInject', 'named', 'optional', 'unmanaged', 'tagged', 'postConstruct', 'preDestroy']);

/** 6.x value exports that 7 and 8 spell differently. */
const RENAMED_EXPORTS = {AsyncContainerModule: {name: 'ContainerModule', rule: 'async-container-module'}, LazyServiceIdentifer: {name: 'LazyServiceIdentifier', rule: 'lazy-service-identifier-spelling'}};
/** 6.x exports with no counterpart. */
const REMOVED_EXPORTS = new Set(['METADATA_KEY', 'MetadataReader', 'BindingScopeEnum', 'BindingTypeEnum', 'TargetTypeEnum', 'id', 'traverseAncerstors', 'taggedConstraint', 'namedConstraint', 'typeConstraint', 'getServiceIdentifierAsString', 'multiBindToService', 'targetName', 'createTaggedDecorator']);

/**
 * The 6.x `interfaces.X` types and their top-level names, per target; a function gets the target major.
 * @type {Record<string, {rule: string, name: (to: string) => string | undefined}>}
 */
const INTERFACE_TYPES = (() => {
  /** @type {Record<string, {rule: string, name: (to: string) => string | undefined}>} */
  const map = {};
  const same = (/** @type {string} */ rule, /** @type {string[]} */ names) => names.forEach((n) => (map[n] = {rule, name: () => n}));
  same('interfaces-namespace', ['Newable', 'ServiceIdentifier', 'Factory', 'Bind', 'IsBound', 'ContainerOptions', 'GetAllOptions', 'BindingScope', 'BindingActivation', 'BindingDeactivation']);
  map.Container = {rule: 'interfaces-namespace', name: () => 'Container'};
  map.ContainerModule = {rule: 'interfaces-namespace', name: () => 'ContainerModule'};
  map.AsyncContainerModule = {rule: 'async-container-module', name: () => 'ContainerModule'};
  map.Unbind = {rule: 'interfaces-namespace', name: () => 'UnbindSync'};
  map.Rebind = {rule: 'interfaces-namespace', name: () => 'RebindSync'};
  map.UnbindAsync = {rule: 'interfaces-namespace', name: () => 'Unbind'};
  map.Abstract = {rule: 'interfaces-namespace', name: (to) => (to === '8' ? 'AbstractNewable' : undefined)};
  map.Context = {rule: 'resolution-context', name: () => 'ResolutionContext'};
  map.Request = {rule: 'when-binding-constraints', name: () => 'BindingConstraints'};
  map.Provider = {rule: 'interfaces-namespace', name: (to) => (to === '8' ? undefined : 'Provider')};
  for (const [v6, now] of Object.entries({BindingToSyntax: 'BindToFluentSyntax', BindingInSyntax: 'BindInFluentSyntax', BindingOnSyntax: 'BindOnFluentSyntax', BindingWhenSyntax: 'BindWhenFluentSyntax', BindingWhenOnSyntax: 'BindWhenOnFluentSyntax', BindingInWhenOnSyntax: 'BindInWhenOnFluentSyntax'})) {
    map[v6] = {rule: 'interfaces-namespace', name: () => now};
  }
  return map;
})();

/** 6.x lookups folded into options: method → the method now, and which options its arguments become. */
const LOOKUPS = (() => {
  /** @type {Record<string, {method: string, rule: string, kind: 'plain' | 'named' | 'tagged', optional: boolean}>} */
  const map = {};
  for (const async of ['', 'Async']) {
    for (const [base, rule] of [['get', 'get-options'], ['getAll', 'get-all-options']]) {
      const Base = base[0].toUpperCase() + base.slice(1);
      map[`${base}Named${async}`] = {method: `${base}${async}`, rule, kind: 'named', optional: false};
      map[`${base}Tagged${async}`] = {method: `${base}${async}`, rule, kind: 'tagged', optional: false};
      map[`try${Base}${async}`] = {method: `${base}${async}`, rule, kind: 'plain', optional: true};
      map[`try${Base}Named${async}`] = {method: `${base}${async}`, rule, kind: 'named', optional: true};
      map[`try${Base}Tagged${async}`] = {method: `${base}${async}`, rule, kind: 'tagged', optional: true};
    }
  }
  for (const base of ['isBound', 'isCurrentBound']) {
    map[`${base}Named`] = {method: base, rule: 'is-bound-options', kind: 'named', optional: false};
    map[`${base}Tagged`] = {method: base, rule: 'is-bound-options', kind: 'tagged', optional: false};
  }
  return map;
})();

/** Container methods whose names change between majors: [from-to] → method → [new name, rule]. */
const METHOD_NAMES = {
  '6-7': {
    load: ['loadSync', 'sync-methods-suffix'], unload: ['unloadSync', 'sync-methods-suffix'], rebind: ['rebindSync', 'sync-methods-suffix'],
    unbind: ['unbindSync', 'sync-methods-suffix'], unbindAll: ['unbindAllSync', 'sync-methods-suffix'],
    loadAsync: ['load', 'async-methods-plain'], unloadAsync: ['unload', 'async-methods-plain'], rebindAsync: ['rebind', 'async-methods-plain'],
    unbindAsync: ['unbind', 'async-methods-plain'], unbindAllAsync: ['unbindAll', 'async-methods-plain'],
  },
  '6-8': {},
  '7-8': {
    load: ['loadAsync', 'load-unload-swap'], loadSync: ['load', 'load-unload-swap'], unload: ['unloadAsync', 'load-unload-swap'], unloadSync: ['unload', 'load-unload-swap'],
    rebind: ['rebindAsync', 'rebind-unbind-swap'], rebindSync: ['rebind', 'rebind-unbind-swap'], unbind: ['unbindAsync', 'rebind-unbind-swap'],
    unbindSync: ['unbind', 'rebind-unbind-swap'], unbindAll: ['unbindAllAsync', 'rebind-unbind-swap'], unbindAllSync: ['unbindAll', 'rebind-unbind-swap'],
  },
};
/** @type {Record<string, [string, string]>} */
const TYPED_CONTAINER_NAMES_7_8 = {load: ['loadAsync', 'strongly-typed-swap'], loadSync: ['load', 'strongly-typed-swap'], unload: ['unloadAsync', 'strongly-typed-swap'], unloadSync: ['unload', 'strongly-typed-swap'], rebind: ['rebindAsync', 'strongly-typed-swap'], rebindSync: ['rebind', 'strongly-typed-swap'], unbind: ['unbindAsync', 'strongly-typed-swap'], unbindSync: ['unbind', 'strongly-typed-swap'], unbindAll: ['unbindAllAsync', 'strongly-typed-swap'], unbindAllSync: ['unbindAll', 'strongly-typed-swap']};
/** The 7.x module options and their 8.x keys. */
const MODULE_OPTION_KEYS_7_8 = {rebind: 'rebindAsync', rebindSync: 'rebind', unbind: 'unbindAsync', unbindSync: 'unbind'};
/** The positional arguments of a 6.x module callback, as option keys per target. */
const MODULE_POSITIONS_6 = {7: ['bind', 'unbindSync', 'isBound', 'rebindSync', 'unbind', 'onActivation', 'onDeactivation'], 8: ['bind', 'unbind', 'isBound', 'rebind', 'unbindAsync', 'onActivation', 'onDeactivation']};
/** Method names of the load/unload/rebind/unbind family, in any major. */
const SYNC_ASYNC_FAMILY = new Set(['load', 'loadSync', 'loadAsync', 'unload', 'unloadSync', 'unloadAsync', 'rebind', 'rebindSync', 'rebindAsync', 'unbind', 'unbindSync', 'unbindAsync', 'unbindAll', 'unbindAllSync', 'unbindAllAsync']);
const WHEN_RENAMES = {whenTargetNamed: 'whenNamed', whenTargetTagged: 'whenTagged', whenTargetIsDefault: 'whenDefault', whenInjectedInto: 'whenParentIs', whenAnyAncestorMatches: 'whenAnyAncestor', whenNoAncestorMatches: 'whenNoAncestor'};
const WHEN_CALLBACKS = new Set(['when', 'whenAnyAncestorMatches', 'whenNoAncestorMatches']);
const CONTEXT_METHODS = new Set(['get', 'getAsync', 'getAll', 'getAllAsync', ...Object.keys(LOOKUPS).filter((m) => !m.startsWith('is'))]);
const ECOSYSTEM_FLAGS = {'@inversifyjs/binding-decorators': 'binding-decorators-major', '@inversifyjs/plugin': 'plugin-major', '@inversifyjs/http-core': 'http-framework-major', '@inversifyjs/http-express': 'http-framework-major'};

/** Rules whose edits replace uses of the interfaces namespace: the import of `interfaces` goes with the last use. */
const INTERFACES_RULES = ['interfaces-namespace', 'resolution-context', 'when-binding-constraints', 'async-container-module', 'container-module-options', 'provider-to-factory'];

class Stopped extends Error {}

/**
 * Rewrites a program for a later major.
 * @param {TS} ts the TypeScript module
 * @param {Record<string, string>} files program file name → text ('tsconfig.json' included)
 * @param {{from: string, to: string, limitMs?: number, disabled?: string[]}} options
 * @returns {UpgradeResult}
 */
export function upgradeProgram(ts, files, {from, to, limitMs = 3000, disabled = []}) {
  if (!UPGRADE_PATHS.some((p) => p.from === from && p.to === to)) throw new Error(`No upgrade path from ${from} to ${to}`);
  const names = Object.keys(files);
  const size = names.reduce((sum, name) => sum + files[name].length, 0);
  if (names.length > UPGRADE_LIMITS.files) return stop(`The program has ${names.length} files; the upgrade assistant reads at most ${UPGRADE_LIMITS.files}.`);
  if (size > UPGRADE_LIMITS.chars) return stop(`The program has ${size} characters; the upgrade assistant reads at most ${UPGRADE_LIMITS.chars}.`);
  const deadline = Date.now() + limitMs;
  const active = new Set(rulesFor(/** @type {'6' | '7'} */ (from), /** @type {'7' | '8'} */ (to)).map((r) => r.id).filter((id) => !disabled.includes(id)));
  try {
    const parsed = names.filter((name) => CODE_FILE.test(name)).map((name) => ({name, source: ts.createSourceFile(name, files[name], ts.ScriptTarget.Latest, true, scriptKind(ts, name))}));
    const program = surveyProgram(ts, parsed, deadline);
    /** @type {UpgradeEdit[]} */
    const edits = [];
    /** @type {UpgradeFlag[]} */
    const flags = [];
    for (const {name, source} of parsed) {
      const result = upgradeFile(ts, {name, source, from, to, active, program, deadline});
      edits.push(...result.edits);
      flags.push(...result.flags);
    }
    if (files['tsconfig.json'] !== undefined) {
      const result = upgradeSettings(ts, files['tsconfig.json'], {from, to, active, files});
      edits.push(...result.edits);
      flags.push(...result.flags);
    }
    edits.sort((a, b) => (a.file === b.file ? a.start - b.start : a.file < b.file ? -1 : 1));
    flags.sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
    return {edits, flags};
  } catch (error) {
    if (error instanceof Stopped) return stop(error.message);
    throw error;
  }
}

/** @param {string} message @returns {UpgradeResult} */
const stop = (message) => ({edits: [], flags: [], stopped: message});

/** @param {TS} ts @param {string} name */
function scriptKind(ts, name) {
  if (/\.[cm]?tsx$/.test(name)) return ts.ScriptKind.TSX;
  if (/\.[cm]?jsx$/.test(name)) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(name)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * Applies accepted edits of one file to its text.
 * @param {string} text
 * @param {{start: number, end: number, text: string}[]} edits
 * @returns {string}
 */
export function applyEdits(text, edits) {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * Walks every node below `node`, checking the time limit as it goes.
 * @param {TS} ts @param {Node} node @param {(node: Node) => void} visit @param {number} deadline
 */
function walk(ts, node, visit, deadline) {
  let count = 0;
  const step = (/** @type {Node} */ n) => {
    if (++count % 512 === 0 && Date.now() > deadline) throw new Stopped('The upgrade took longer than its time limit and was stopped: try it on a smaller program.');
    visit(n);
    ts.forEachChild(n, step);
  };
  step(node);
}

/**
 * @typedef {object} ProgramSurvey what the whole program declares, for the files that import it
 * @property {Map<string, Map<string, 'container' | 'typed'>>} exportedContainers file → exported name → kind
 * @property {Map<string, Set<string>>} exportedFactories file → exported functions that return a container
 * @property {Map<string, {ctorParams: number, injectable: boolean, members: boolean, base: string | undefined}>} classes
 *   class name → its constructor's parameter count (-1: none of its own), whether it is injectable, whether it has
 *   injected properties or lifecycle methods, and the class it extends
 * @property {boolean} constraints some binding has a when… constraint
 * @property {boolean} childContainers some container has a parent
 * @property {boolean} bindingActivation some binding has an onActivation handler or a class a postConstruct method
 * @property {boolean} bindingDeactivation some binding has an onDeactivation handler or a class a preDestroy method
 * @property {boolean} containerDeactivation some container has an onDeactivation handler
 */

/**
 * @param {TS} ts
 * @param {{name: string, source: SourceFile}[]} parsed
 * @param {number} deadline
 * @returns {ProgramSurvey}
 */
function surveyProgram(ts, parsed, deadline) {
  /** @type {ProgramSurvey} */
  const survey = {exportedContainers: new Map(), exportedFactories: new Map(), classes: new Map(), constraints: false, childContainers: false, bindingActivation: false, bindingDeactivation: false, containerDeactivation: false};
  for (const {name, source} of parsed) {
    const imports = importsOf(ts, source);
    const declared = declaredContainers(ts, source, imports, deadline);
    survey.exportedFactories.set(name, new Set([...declared.factories].filter((f) => exportedNames(ts, source).has(f))));
    /** @type {Map<string, 'container' | 'typed'>} */
    const exported = new Map();
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
        for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && declared.vars.has(d.name.text)) exported.set(d.name.text, /** @type {'container' | 'typed'} */ (declared.vars.get(d.name.text)));
      }
      if (ts.isExportDeclaration(statement) && statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause) && statement.moduleSpecifier === undefined) {
        for (const e of statement.exportClause.elements) {
          const local = (e.propertyName ?? e.name).text;
          if (declared.vars.has(local)) exported.set(e.name.text, /** @type {'container' | 'typed'} */ (declared.vars.get(local)));
        }
      }
      if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression) && declared.vars.has(statement.expression.text)) {
        exported.set('default', /** @type {'container' | 'typed'} */ (declared.vars.get(statement.expression.text)));
      }
    }
    survey.exportedContainers.set(name, exported);
    walk(ts, source, (node) => {
      if (ts.isClassDeclaration(node) && node.name !== undefined) {
        const ctor = node.members.find((m) => ts.isConstructorDeclaration(m));
        const heritage = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
        const members = node.members.some((m) => decoratorNames(ts, m).some((d) => ['inject', 'multiInject', 'postConstruct', 'preDestroy'].includes(d)));
        survey.classes.set(node.name.text, {ctorParams: ctor === undefined ? -1 : /** @type {import('typescript').ConstructorDeclaration} */ (ctor).parameters.length, injectable: decoratorNames(ts, node).includes('injectable'), members, base: heritage !== undefined && ts.isIdentifier(heritage) ? heritage.text : undefined});
      }
      if (ts.isDecorator(node)) {
        const n = calleeName(ts, node.expression);
        if (n === 'postConstruct') survey.bindingActivation = true;
        if (n === 'preDestroy') survey.bindingDeactivation = true;
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        if (/^when/.test(method)) survey.constraints = true;
        if (method === 'createChild') survey.childContainers = true;
        if (method === 'onActivation' && node.arguments.length === 1) survey.bindingActivation = true;
        if (method === 'onDeactivation' && node.arguments.length === 1) survey.bindingDeactivation = true;
        if (method === 'onDeactivation' && node.arguments.length === 2) survey.containerDeactivation = true;
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'parent' && ts.isObjectLiteralExpression(node.parent) && ts.isNewExpression(node.parent.parent)) survey.childContainers = true;
      if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'parent' && ts.isObjectLiteralExpression(node.parent) && ts.isNewExpression(node.parent.parent)) survey.childContainers = true;
    }, deadline);
  }
  return survey;
}

/** The names a file exports by declaration or export list. @param {TS} ts @param {SourceFile} source */
function exportedNames(ts, source) {
  const names = new Set();
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && ts.isFunctionDeclaration(statement) && statement.name !== undefined) names.add(statement.name.text);
    if (exported && ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    if (ts.isExportDeclaration(statement) && statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause) && statement.moduleSpecifier === undefined) {
      for (const e of statement.exportClause.elements) names.add((e.propertyName ?? e.name).text);
    }
  }
  return names;
}

/**
 * @typedef {object} FileImports what a file imports from inversify and its packages
 * @property {Map<string, string>} named local name → exported name (from 'inversify')
 * @property {string[]} namespaces local names of `import * as x from 'inversify'`
 * @property {import('typescript').ImportDeclaration[]} declarations the import declarations of 'inversify'
 * @property {Map<string, string>} typed local name → exported name (from '@inversifyjs/strongly-typed')
 * @property {Map<string, string>} relative local name → `${specifier}#${exported name}` for relative imports
 * @property {{specifier: string, node: Node}[]} packages every import of a package of the inversifyjs scope
 * @property {boolean} any the file imports inversify or one of its packages
 */

/** @param {TS} ts @param {SourceFile} source @returns {FileImports} */
function importsOf(ts, source) {
  /** @type {FileImports} */
  const imports = {named: new Map(), namespaces: [], declarations: [], typed: new Map(), relative: new Map(), packages: [], any: false};
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (specifier === INVERSIFY) {
      imports.any = true;
      imports.declarations.push(statement);
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) imports.namespaces.push(bindings.name.text);
      if (bindings !== undefined && ts.isNamedImports(bindings)) for (const e of bindings.elements) imports.named.set(e.name.text, (e.propertyName ?? e.name).text);
    } else if (specifier.startsWith('@inversifyjs/')) {
      imports.any = true;
      imports.packages.push({specifier, node: statement});
      if (specifier === STRONGLY_TYPED && bindings !== undefined && ts.isNamedImports(bindings)) for (const e of bindings.elements) imports.typed.set(e.name.text, (e.propertyName ?? e.name).text);
    } else if (specifier.startsWith('.')) {
      if (bindings !== undefined && ts.isNamedImports(bindings)) for (const e of bindings.elements) imports.relative.set(e.name.text, `${specifier}#${(e.propertyName ?? e.name).text}`);
      const def = statement.importClause?.name;
      if (def !== undefined) imports.relative.set(def.text, `${specifier}#default`);
    }
  }
  return imports;
}

/** The local name of an inversify export in a file, if imported by name. @param {FileImports} imports @param {string} exported */
const localOf = (imports, exported) => [...imports.named].find(([, e]) => e === exported)?.[0];

/**
 * Whether a type or expression names an inversify export: `Container`, `C` (imported as), `ns.Container`,
 * `interfaces.Container`, `ns.interfaces.Container`.
 * @param {TS} ts @param {Node} node @param {FileImports} imports @param {string} exported
 * @returns {boolean}
 */
function namesExport(ts, node, imports, exported) {
  if (ts.isIdentifier(node)) return imports.named.get(node.text) === exported;
  const left = ts.isQualifiedName(node) ? node.left : ts.isPropertyAccessExpression(node) ? node.expression : undefined;
  const right = ts.isQualifiedName(node) ? node.right : ts.isPropertyAccessExpression(node) ? node.name : undefined;
  if (left === undefined || right === undefined || right.text !== exported) return false;
  if (ts.isIdentifier(left)) return imports.namespaces.includes(left.text) || imports.named.get(left.text) === 'interfaces';
  return (ts.isQualifiedName(left) || ts.isPropertyAccessExpression(left)) && namesExport(ts, left, imports, 'interfaces');
}

/**
 * The kind of container a declaration's type or initializer makes it, if any.
 * @param {TS} ts @param {import('typescript').TypeNode | undefined} type @param {Node | undefined} init @param {FileImports} imports
 * @param {Set<string>} known names already known to be containers
 * @param {Set<string>} [factories] functions known to return a container
 * @returns {'container' | 'typed' | undefined}
 */
function containerKind(ts, type, init, imports, known, factories = new Set()) {
  if (type !== undefined && ts.isTypeReferenceNode(type)) {
    if (namesExport(ts, type.typeName, imports, 'Container')) return 'container';
    if (ts.isIdentifier(type.typeName) && imports.typed.get(type.typeName.text) === 'TypedContainer') return 'typed';
  }
  let expr = init;
  while (expr !== undefined && (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr))) expr = expr.expression;
  if (expr !== undefined && ts.isNewExpression(expr)) {
    if (namesExport(ts, expr.expression, imports, 'Container')) return 'container';
    if (ts.isIdentifier(expr.expression) && imports.typed.get(expr.expression.text) === 'TypedContainer') return 'typed';
  }
  if (expr !== undefined && ts.isAwaitExpression(expr)) expr = expr.expression;
  if (expr !== undefined && ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression) && expr.expression.name.text === 'createChild' && ts.isIdentifier(expr.expression.expression) && known.has(expr.expression.expression.text)) return 'container';
  if (expr !== undefined && ts.isCallExpression(expr) && ts.isIdentifier(expr.expression) && factories.has(expr.expression.text)) return 'container';
  return undefined;
}

/**
 * Names declared in a file as containers: variables and parameters (`vars`) and class properties (`props`, used as
 * `this.x`), the parent a `createChild()` child was made from, and the functions that return a container.
 * @param {TS} ts @param {SourceFile} source @param {FileImports} imports @param {number} deadline
 * @param {Set<string>} [imported] functions of other files that return a container, by their local names
 */
function declaredContainers(ts, source, imports, deadline, imported = new Set()) {
  const factories = new Set(imported);
  // functions declared to return a Container, or returning `new Container(…)`
  walk(ts, source, (node) => {
    if (!(ts.isFunctionDeclaration(node) || ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent)))) return;
    const nameNode = ts.isFunctionDeclaration(node) ? node.name : /** @type {import('typescript').VariableDeclaration} */ (node.parent).name;
    if (nameNode === undefined || !ts.isIdentifier(nameNode)) return;
    let type = node.type;
    if (type !== undefined && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'Promise' && type.typeArguments?.[0] !== undefined) type = type.typeArguments[0];
    if (containerKind(ts, type, undefined, imports, new Set()) === 'container') factories.add(nameNode.text);
  }, deadline);
  /** @type {Map<string, 'container' | 'typed'>} */
  const vars = new Map();
  /** @type {Map<string, 'container' | 'typed'>} */
  const props = new Map();
  /** @type {Map<string, {parent: string, options: boolean | undefined, constant: boolean}>} child → its parent variable */
  const children = new Map();
  /** @type {Map<string, boolean>} container variable → created with options */
  const withOptions = new Map();
  const known = new Set();
  walk(ts, source, (node) => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name)) {
      const kind = containerKind(ts, node.type, node.initializer, imports, known, factories);
      if (kind === undefined) return;
      const isProp = ts.isPropertyDeclaration(node) || (ts.isParameter(node) && node.modifiers?.some((m) => m.kind !== ts.SyntaxKind.Decorator) === true);
      (isProp ? props : vars).set(node.name.text, kind);
      if (ts.isParameter(node) && isProp) vars.set(node.name.text, kind);
      known.add(node.name.text);
      let init = node.initializer;
      while (init !== undefined && (ts.isParenthesizedExpression(init) || ts.isAsExpression(init))) init = init.expression;
      if (init !== undefined && ts.isNewExpression(init)) withOptions.set(node.name.text, (init.arguments?.length ?? 0) > 0);
      if (init !== undefined && ts.isCallExpression(init) && ts.isPropertyAccessExpression(init.expression) && ts.isIdentifier(init.expression.expression)) {
        const constant = ts.isVariableDeclaration(node) && ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0;
        children.set(node.name.text, {parent: init.expression.expression.text, options: withOptions.get(init.expression.expression.text), constant});
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left) && node.left.expression.kind === ts.SyntaxKind.ThisKeyword) {
      const kind = containerKind(ts, undefined, node.right, imports, known);
      if (kind !== undefined) props.set(node.left.name.text, kind);
    }
  }, deadline);
  return {vars, props, children, factories};
}

/** The name a decorator or call expression calls: `injectable` of `@injectable()`. @param {TS} ts @param {Node} expr */
function calleeName(ts, expr) {
  const callee = ts.isCallExpression(expr) ? expr.expression : expr;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** @param {TS} ts @param {Node} node */
function decoratorNames(ts, node) {
  const decorators = ts.canHaveDecorators(node) ? ts.getDecorators(node) ?? [] : [];
  return decorators.map((d) => calleeName(ts, d.expression)).filter((n) => n !== undefined);
}

/**
 * A module specifier's file in the program: './config' → 'config.ts', '../a.js' → 'a.ts'.
 * @param {string} importer @param {string} specifier @param {Iterable<string>} names
 */
function resolveRelative(importer, specifier, names) {
  const parts = importer.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/').replace(/\.[cm]?js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}.cts`, `${base}/index.ts`, `${base}.js`, `${base}.mjs`];
  const list = [...names];
  return candidates.find((c) => list.includes(c));
}

/**
 * @typedef {object} PendingEdit an edit before nested edits are folded in
 * @property {string} rule
 * @property {number} start
 * @property {number} end
 * @property {(string | {start: number, end: number})[]} pieces replacement: text, and ranges of the original kept
 *   (edits inside a kept range are folded into this one)
 * @property {string} summary
 * @property {[string, string][]} needs inversify exports its text names, and the rule that names each
 */

/**
 * Upgrades one code file.
 * @param {TS} ts
 * @param {{name: string, source: SourceFile, from: string, to: string, active: Set<string>, program: ProgramSurvey, deadline: number}} input
 * @returns {{edits: UpgradeEdit[], flags: UpgradeFlag[]}}
 */
function upgradeFile(ts, {name, source, from, to, active, program, deadline}) {
  const text = source.text;
  const imports = importsOf(ts, source);
  /** @type {PendingEdit[]} */
  const pending = [];
  /** @type {UpgradeFlag[]} */
  const flags = [];
  const importedFactories = new Set([...imports.relative].filter(([, ref]) => {
    const [specifier, exported] = ref.split('#');
    const file = resolveRelative(name, specifier, program.exportedFactories.keys());
    return file !== undefined && program.exportedFactories.get(file)?.has(exported) === true;
  }).map(([local]) => local));
  const declared = declaredContainers(ts, source, imports, deadline, importedFactories);
  for (const [local, ref] of imports.relative) {
    const [specifier, exported] = ref.split('#');
    const file = resolveRelative(name, specifier, program.exportedContainers.keys());
    const kind = file === undefined ? undefined : program.exportedContainers.get(file)?.get(exported);
    if (kind !== undefined && !declared.vars.has(local)) declared.vars.set(local, kind);
  }
  // A file that neither imports inversify nor uses a container of the program has nothing to upgrade.
  if (!imports.any && declared.vars.size === 0) return {edits: [], flags};
  /** Exported names the next edit refers to, with the rule that needs each. @type {[string, string][]} */
  let refs = [];
  /** Imported names the edits replace everywhere. @type {Map<string, string>} */
  const dropped = new Map();
  const path78 = pathKey(/** @type {'6' | '7'} */ (from), /** @type {'7' | '8'} */ (to));

  const on = (/** @type {string} */ rule) => active.has(rule);
  const txt = (/** @type {Node} */ node) => text.slice(node.getStart(source), node.end);
  /** @param {string} rule @param {number} start @param {number} end @param {PendingEdit['pieces']} pieces @param {string} summary */
  const edit = (rule, start, end, pieces, summary) => {
    if (on(rule)) pending.push({rule, start, end, pieces, summary, needs: refs});
    refs = [];
  };
  /** @param {string} rule @param {Node} node @param {string} message */
  const flag = (rule, node, message) => {
    if (!on(rule)) return;
    const at = source.getLineAndCharacterOfPosition(node.getStart(source));
    if (!flags.some((f) => f.rule === rule && f.line === at.line + 1)) flags.push({rule, file: name, line: at.line + 1, column: at.character + 1, message});
  };
  const keep = (/** @type {Node} */ node) => ({start: node.getStart(source), end: node.end});
  /** How this file refers to an inversify export; records that it must be imported. @param {string} exported @param {string} rule */
  const ref = (exported, rule) => {
    const local = localOf(imports, exported);
    if (local !== undefined) return local;
    if (imports.declarations.length === 0 || imports.declarations.every((d) => !d.importClause?.namedBindings || !ts.isNamedImports(d.importClause.namedBindings))) {
      if (imports.namespaces.length > 0) return `${imports.namespaces[0]}.${exported}`;
    }
    refs.push([exported, rule]);
    return exported;
  };

  /** @param {import('typescript').Expression} expr @returns {'container' | 'typed' | 'context' | undefined} */
  const receiverKind = (expr) => {
    while (ts.isParenthesizedExpression(expr) || ts.isNonNullExpression(expr)) expr = expr.expression;
    if (ts.isIdentifier(expr)) return declared.vars.get(expr.text);
    if (ts.isPropertyAccessExpression(expr)) {
      if (expr.expression.kind === ts.SyntaxKind.ThisKeyword) return declared.props.get(expr.name.text);
      if (from === '6' && expr.name.text === 'container' && ts.isIdentifier(expr.expression) && contexts.has(expr.expression.text)) return 'context';
      if (ts.isIdentifier(expr.expression) && expr.name.text !== 'container' && (declared.vars.has(expr.name.text) || declared.props.has(expr.name.text))) return declared.vars.get(expr.name.text) ?? declared.props.get(expr.name.text);
    }
    if (ts.isNewExpression(expr)) return containerKind(ts, undefined, expr, imports, new Set());
    return undefined;
  };

  // Parameters that receive a resolution context (6.x interfaces.Context), by name.
  const contexts = new Set();
  if (from === '6') {
    walk(ts, source, (node) => {
      if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.type !== undefined && ts.isTypeReferenceNode(node.type) && namesExport(ts, node.type.typeName, imports, 'Context')) contexts.add(node.name.text);
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['toDynamicValue', 'toFactory', 'toProvider', 'onActivation'].includes(node.expression.name.text)) {
        const fn = node.arguments.at(-1);
        if (fn !== undefined && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.parameters.length > 0 && ts.isIdentifier(fn.parameters[0].name)) contexts.add(fn.parameters[0].name.text);
      }
    }, deadline);
  }

  /** The try statement whose try block holds the node, in the same function. @param {Node} node */
  const inTry = (node) => {
    for (let n = node; n.parent !== undefined; n = n.parent) {
      if (ts.isTryStatement(n.parent) && n.parent.tryBlock === n) return n.parent;
      if (ts.isFunctionLike(n)) return undefined;
    }
    return undefined;
  };
  // Parameters of module callbacks: their members are module options, not containers.
  const moduleParams = new Set();
  /** @type {{privateConstructors: Set<string>, bound: Set<string>, decorated: Set<string>} | undefined} */
  let classes;

  // --- imports of removed or renamed exports, and of the packages that need a new major
  for (const declaration of imports.declarations) {
    const bindings = declaration.importClause?.namedBindings;
    if (bindings === undefined || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text;
      if (REMOVED_EXPORTS.has(exported)) {
        flag(exported === 'targetName' || exported === 'createTaggedDecorator' ? 'removed-decorators' : exported === 'MetadataReader' ? 'middleware-metadata-reader' : 'removed-exports', element, `${exported} is not exported by inversify ${to}: ${exported.endsWith('Enum') ? 'use bindingScopeValues / bindingTypeValues or the plain strings' : 'remove its uses'}.`);
      }
      if (from === '7' && to === '8' && exported === 'Provider') dropped.set(element.name.text, 'provider-to-factory');
    }
  }
  for (const {specifier, node} of imports.packages) {
    const rule = /** @type {Record<string, string>} */ (ECOSYSTEM_FLAGS)[specifier];
    if (rule !== undefined) flag(rule, node, `${specifier} needs its release for inversify ${to}: upgrade it together with inversify.`);
  }

  // --- the walk
  walk(ts, source, (node) => {
    // interfaces.X and ns.interfaces.X types
    if (from === '6' && ts.isTypeReferenceNode(node) && (ts.isQualifiedName(node.typeName) && namesExport(ts, node.typeName, imports, node.typeName.right.text))) {
      const member = node.typeName.right.text;
      const viaInterfaces = ts.isQualifiedName(node.typeName) && (ts.isIdentifier(node.typeName.left) ? imports.named.get(node.typeName.left.text) === 'interfaces' : true);
      if (viaInterfaces) interfaceType(node, member);
    }
    if (ts.isNewExpression(node)) newExpression(node);
    if (from === '6' && (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) && requestTyped(node)) whenCallback(node);
    if (ts.isCallExpression(node)) call(node);
    if (ts.isPropertyAccessExpression(node) && !(ts.isCallExpression(node.parent) && node.parent.expression === node)) propertyRead(node);
    if (from === '6' && ts.isClassDeclaration(node)) classDeclaration(node);
    if (from === '6' && ts.isIdentifier(node)) renamedExportUse(node);
    if (from === '7' && to === '8' && ts.isPropertyDeclaration(node)) propertyWithoutInject(node);
    if (to === '8' && ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text === 'Function' && imports.any) {
      flag('service-identifier-function', node, 'A value typed Function is not a ServiceIdentifier in inversify 8: type it as ServiceIdentifier<T> (or Newable<T>) if it reaches bind or get.');
    }
    if (from === '7' && to === '8' && ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && dropped.get(node.typeName.text) === 'provider-to-factory') providerType(node);
    if (to === '8' && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require' && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0]) && node.arguments[0].text === INVERSIFY) {
      flag('es-modules-only-runtime', node, 'require(\'inversify\') loads inversify 8, an ES module, only on Node.js 20.19 / 22.12 or later; otherwise use import().');
    }
  }, deadline);

  /** @param {import('typescript').TypeReferenceNode} node @param {string} member */
  function interfaceType(node, member) {
    const typeName = /** @type {import('typescript').QualifiedName} */ (node.typeName);
    const mapped = INTERFACE_TYPES[member];
    if (member === 'Provider' && to === '8') {
      const targs = node.typeArguments ?? [];
      const factory = ref('Factory', 'provider-to-factory');
      const value = targs[0] === undefined ? 'unknown' : txt(targs[0]);
      edit('provider-to-factory', node.getStart(source), node.end, [`${factory}<Promise<`, ...(targs[0] === undefined ? [value] : [keep(targs[0])]), '>>'], `interfaces.Provider → ${factory}<Promise<…>>`);
      return;
    }
    if (mapped === undefined || mapped.name(to) === undefined) {
      const rule = ['Middleware', 'Next', 'NextArgs', 'MetadataReader'].includes(member) ? 'middleware-metadata-reader' : member === 'Request' || member === 'Target' ? 'when-request-members' : 'removed-exports';
      flag(rule, node, `interfaces.${member} has no counterpart in inversify ${to}: rewrite this by hand.`);
      return;
    }
    const now = /** @type {string} */ (mapped.name(to));
    const left = typeName.left;
    // ns.interfaces.X → ns.X; interfaces.X → X (imported)
    const prefix = ts.isQualifiedName(left) ? `${txt(left.left)}.` : undefined;
    const replacement = prefix === undefined ? ref(now, mapped.rule) : `${prefix}${now}`;
    edit(mapped.rule, typeName.getStart(source), typeName.end, [replacement], `interfaces.${member} → ${now}`);
  }

  /** @param {import('typescript').TypeReferenceNode} node */
  function providerType(node) {
    const factory = ref('Factory', 'provider-to-factory');
    const [value, args] = node.typeArguments ?? [];
    edit('provider-to-factory', node.getStart(source), node.end, [`${factory}<Promise<`, value === undefined ? 'unknown' : keep(value), '>', ...(args === undefined ? [] : [', ', keep(args)]), '>'], `Provider<…> → ${factory}<Promise<…>>`);
  }

  /** Uses of AsyncContainerModule and LazyServiceIdentifer imported under their own names. @param {import('typescript').Identifier} node */
  function renamedExportUse(node) {
    const exported = imports.named.get(node.text);
    const renamed = exported === undefined ? undefined : /** @type {Record<string, {name: string, rule: string}>} */ (RENAMED_EXPORTS)[exported];
    if (renamed === undefined || node.text !== exported) return;
    if (ts.isImportSpecifier(node.parent)) return;
    if (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) return;
    if (ts.isQualifiedName(node.parent) && node.parent.right === node) return;
    dropped.set(node.text, renamed.rule);
    edit(renamed.rule, node.getStart(source), node.end, [ref(renamed.name, renamed.rule)], `${exported} → ${renamed.name}`);
  }

  /** @param {import('typescript').NewExpression} node */
  function newExpression(node) {
    const isModule = namesExport(ts, node.expression, imports, 'ContainerModule') || namesExport(ts, node.expression, imports, 'AsyncContainerModule');
    const isTypedModule = ts.isIdentifier(node.expression) && imports.typed.get(node.expression.text) === 'TypedContainerModule';
    if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'AsyncContainerModule' && namesExport(ts, node.expression, imports, 'AsyncContainerModule')) {
      edit('async-container-module', node.expression.name.getStart(source), node.expression.name.end, ['ContainerModule'], 'AsyncContainerModule → ContainerModule');
    }
    if ((isModule || isTypedModule) && node.arguments?.[0] !== undefined) moduleCallback(node.arguments[0], isTypedModule);
    if (namesExport(ts, node.expression, imports, 'Container')) {
      const options = node.arguments?.[0];
      if (options !== undefined && ts.isObjectLiteralExpression(options)) containerOptions(options);
    }
  }

  /** autoBindInjectable and skipBaseClassChecks in a container's options. @param {import('typescript').ObjectLiteralExpression} options */
  function containerOptions(options) {
    if (from !== '6') return;
    options.properties.forEach((property, index) => {
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) return;
      if (property.name.text === 'autoBindInjectable') edit('autobind-option', property.name.getStart(source), property.name.end, ['autobind'], 'autoBindInjectable → autobind');
      if (property.name.text === 'skipBaseClassChecks') {
        // the property and its comma (the one after it, or before it for the last)
        const next = options.properties[index + 1];
        const previous = options.properties[index - 1];
        const start = next === undefined && previous !== undefined ? previous.end : property.getStart(source);
        const end = next !== undefined ? next.getStart(source) : property.end;
        edit('skip-base-class-checks', start, end, [], 'skipBaseClassChecks removed');
      }
    });
  }

  /**
   * A ContainerModule's callback: 6.x positional arguments become one options object; 7.x option names swap for 8.
   * @param {import('typescript').Expression} fn @param {boolean} typed
   */
  function moduleCallback(fn, typed) {
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return;
    const params = fn.parameters;
    if (params.length === 0) return;
    if (from === '6' && !typed) {
      if (params.length === 1 && !ts.isIdentifier(params[0].name)) return;
      const keys = MODULE_POSITIONS_6[/** @type {7 | 8} */ (Number(to))];
      const used = params.map((p, i) => {
        if (!ts.isIdentifier(p.name)) return undefined;
        const local = p.name.text;
        const key = keys[i];
        if (key === undefined || !identifierUsed(fn.body, local)) return undefined;
        return key === local ? key : `${key}: ${local}`;
      }).filter((s) => s !== undefined);
      const open = fn.getChildren(source).find((c) => c.kind === ts.SyntaxKind.OpenParenToken);
      const pattern = used.length === 0 ? '' : `{ ${used.join(', ')} }`;
      const start = params[0].getStart(source);
      const end = /** @type {import('typescript').ParameterDeclaration} */ (params.at(-1)).end;
      edit('container-module-options', start, end, [open === undefined ? `(${pattern})` : pattern], `module callback (${params.map((p) => txt(p.name)).join(', ')}) → (${pattern})`);
      // a rebind made in the callback belongs to the module in 6 only
      const rebind = params[3];
      if (rebind !== undefined && ts.isIdentifier(rebind.name)) {
        const local = rebind.name.text;
        walk(ts, fn.body, (n) => {
          if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === local) flag('module-rebind', n, `The binding this rebind makes survives unload() of the module in inversify ${to}; call unbind and bind if unloading should remove it.`);
        }, deadline);
      }
      return;
    }
    if (ts.isIdentifier(params[0].name)) moduleParams.add(params[0].name.text);
    if (from === '7' && to === '8') {
      const rule = typed ? 'strongly-typed-swap' : 'module-options-swap';
      const param = params[0];
      if (ts.isObjectBindingPattern(param.name)) {
        for (const element of param.name.elements) {
          const key = (element.propertyName ?? element.name);
          if (!ts.isIdentifier(key)) continue;
          const now = /** @type {Record<string, string>} */ (MODULE_OPTION_KEYS_7_8)[key.text];
          if (now === undefined) continue;
          if (element.propertyName === undefined) edit(rule, key.getStart(source), key.end, [`${now}: ${key.text}`], `${key.text} → ${now}: ${key.text}`);
          else edit(rule, key.getStart(source), key.end, [now], `${key.text} → ${now}`);
        }
      } else if (ts.isIdentifier(param.name)) {
        const local = param.name.text;
        walk(ts, fn.body, (n) => {
          if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === local) {
            const now = /** @type {Record<string, string>} */ (MODULE_OPTION_KEYS_7_8)[n.name.text];
            if (now !== undefined) edit(rule, n.name.getStart(source), n.name.end, [now], `${local}.${n.name.text} → ${local}.${now}`);
          }
        }, deadline);
      }
    }
  }

  /** @param {Node} body @param {string} local */
  function identifierUsed(body, local) {
    let used = false;
    walk(ts, body, (n) => {
      if (ts.isIdentifier(n) && n.text === local && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) used = true;
    }, deadline);
    return used;
  }

  /** @param {import('typescript').CallExpression} node */
  function call(node) {
    const callee = node.expression;
    if (ts.isIdentifier(callee) && namesExport(ts, callee, imports, 'decorate') && from === '6') decorateCall(node);
    if (!ts.isPropertyAccessExpression(callee)) return;
    const method = callee.name.text;
    const kind = receiverKind(callee.expression);
    const nameStart = callee.name.getStart(source);
    const typeArgs = node.typeArguments === undefined ? '' : `<${node.typeArguments.map(txt).join(', ')}>`;
    const args = node.arguments;

    // binding syntax (any chain): when… helpers and binding types
    if (from === '6' && method in WHEN_RENAMES) {
      const now = /** @type {Record<string, string>} */ (WHEN_RENAMES)[method];
      edit('when-helpers-renamed', nameStart, callee.name.end, [now], `${method} → ${now}`);
    }
    if (from === '6' && WHEN_CALLBACKS.has(method) && args[0] !== undefined && (ts.isArrowFunction(args[0]) || ts.isFunctionExpression(args[0])) && !requestTyped(args[0])) whenCallback(args[0]);
    if (from === '6' && (method === 'toConstructor' || method === 'toFunction') && args.length === 1) {
      edit('to-constant-value', nameStart, callee.name.end, ['toConstantValue'], `${method} → toConstantValue`);
    }
    if (from === '6' && (method === 'toAutoFactory' || method === 'toAutoNamedFactory')) flag('auto-factory-removed', callee.name, `${method}() is removed: bind a factory with toFactory((context) => () => context.get(…)).`);
    if (to === '8' && method === 'toProvider') edit('provider-to-factory', nameStart, callee.name.end, ['toFactory'], 'toProvider → toFactory');
    if (from === '6' && (method === 'toFactory' || method === 'toProvider') && node.typeArguments !== undefined) {
      edit('binding-type-arguments', callee.name.end, node.typeArguments.end + 1, [], `${method}${typeArgs}(…) → ${method}(…)`);
      bindingTypeFromCall(node, method);
    }
    if (method === 'onActivation' && kind === 'container' && from === '6' && (program.childContainers || program.bindingActivation)) {
      flag('activation-order', callee.name, `Container activation handlers now run after the binding's, from the container you resolve from up to the root (inversify 6: from the root down to the binding's container): check handlers that rely on running order.`);
    }
    if (method === 'onDeactivation' && from === '6' && ((kind === 'container' && (program.bindingDeactivation || program.childContainers)) || (kind === undefined && args.length === 1 && program.containerDeactivation))) {
      flag('deactivation-order', callee.name, `Deactivation now runs @preDestroy, then the binding's handler, then the container handlers (inversify 6: the reverse): check handlers that rely on running order.`);
    }

    if (kind === 'context') {
      const contextExpr = /** @type {import('typescript').PropertyAccessExpression} */ (skipParens(callee.expression));
      if (CONTEXT_METHODS.has(method)) {
        edit('resolution-context', contextExpr.expression.end, contextExpr.name.end, [], `${txt(contextExpr)}.${method} → ${txt(contextExpr.expression)}.${method}`);
        if (method in LOOKUPS) lookup(node, method, typeArgs);
      } else {
        flag('context-members-removed', node, `The resolution context has no container in inversify ${to}: ${txt(contextExpr)}.${method}() must move out of the builder (only get, getAsync, getAll and getAllAsync remain).`);
      }
      return;
    }
    if (kind === undefined) {
      const same = /** @type {Record<string, [string, string]>} */ (METHOD_NAMES[/** @type {'6-7' | '6-8' | '7-8'} */ (path78)])[method]?.[0];
      const receiver = skipParens(callee.expression);
      const moduleOption = ts.isIdentifier(receiver) && moduleParams.has(receiver.text);
      if (same !== undefined && !moduleOption) flag('sync-async-unidentified', callee.name, `If ${txt(callee.expression)} is a container, ${method}() means something else in inversify ${to}: ${same}() does what ${method}() did.`);
      return;
    }

    if (kind === 'typed') {
      if (path78 === '7-8' && method in TYPED_CONTAINER_NAMES_7_8) {
        const [now, rule] = TYPED_CONTAINER_NAMES_7_8[method];
        edit(rule, nameStart, callee.name.end, [now], `${method} → ${now}`);
      }
      return;
    }

    // a container
    const renames = /** @type {Record<string, [string, string]>} */ (METHOD_NAMES[/** @type {'6-7' | '6-8' | '7-8'} */ (path78)]);
    if (method in renames) {
      const [now, rule] = renames[method];
      edit(rule, nameStart, callee.name.end, [now], `${method} → ${now}`);
    }
    if (from === '7' && to === '8') {
      const tryStatement = inTry(node);
      if (tryStatement !== undefined && readsError(tryStatement) && (SYNC_ASYNC_FAMILY.has(method) || method === 'get' || method === 'getAsync')) {
        flag('error-messages', callee.name, `The message of an error from ${method}() changed in inversify 8; update code that matches on it.`);
      }
      if (['bind', 'get', 'getAsync', 'getAll', 'getAllAsync', 'isBound', 'rebind', 'rebindSync', 'unbind', 'unbindSync'].includes(method) && args[0] !== undefined && ts.isIdentifier(args[0]) && privateConstructor(args[0].text)) {
        flag('service-identifier-function', callee.name, `${args[0].text} has a private or protected constructor, which inversify 8 does not accept as a service identifier: bind it to a symbol or string.`);
      }
    }
    if (from === '6' && to === '8' && ['bind', 'get', 'getAsync', 'getAll', 'getAllAsync', 'isBound'].includes(method) && args[0] !== undefined && ts.isIdentifier(args[0]) && privateConstructor(args[0].text)) {
      flag('service-identifier-function', callee.name, `${args[0].text} has a private or protected constructor, which inversify 8 does not accept as a service identifier: bind it to a symbol or string.`);
    }
    if (from !== '6') return;

    if (method === 'resolve' && args.length === 1) {
      edit('resolve-to-get-autobind', nameStart, node.end, [`get${typeArgs}(`, keep(args[0]), ', { autobind: true })'], `resolve(${txt(args[0])}) → get(${txt(args[0])}, { autobind: true })`);
      flag('autobind-keeps-binding', callee.name, `get(${txt(args[0])}, { autobind: true }) leaves a binding of ${txt(args[0])} in the container, which resolve() did not: isBound(${txt(args[0])}) is true afterwards.`);
    }
    if (method in LOOKUPS) lookup(node, method, typeArgs);
    if ((method === 'getAll' || method === 'getAllAsync') && args[1] !== undefined && ts.isObjectLiteralExpression(args[1])) enforceOption(node, args[1]);
    else if ((method === 'getAll' || method === 'getAllAsync') && program.constraints) {
      flag('get-all-constraints', callee.name, `${method}() now skips bindings with a when… constraint the request does not meet (inversify 6 returned them at the root): pass { name } or { tag } to get them.`);
    }
    if ((method === 'getAll' || method === 'getAllAsync') && inTry(node)?.catchClause !== undefined) {
      flag('get-all-empty', callee.name, `${method}() returns [] when nothing is bound instead of throwing: test the array's length rather than catching the error.`);
    }
    if ((method === 'unbind' || method === 'rebind' || method === 'unbindAsync' || method === 'rebindAsync') && inTry(node)?.catchClause !== undefined) {
      flag('unbind-unbound', callee.name, `${method}() of an identifier with no binding no longer throws: call isBound() to detect a missing binding.`);
    }
    if (method === 'createChild') createChild(node, callee);
    if (method === 'applyMiddleware' || method === 'applyCustomMetadataReader') flag('middleware-metadata-reader', callee.name, `${method}() is removed: move what it does to activation handlers or a plugin.`);
  }

  /** Whether a try statement's catch clause reads the error it caught. @param {import('typescript').TryStatement} statement */
  function readsError(statement) {
    const variable = statement.catchClause?.variableDeclaration?.name;
    return variable !== undefined && ts.isIdentifier(variable) && statement.catchClause !== undefined && identifierUsed(statement.catchClause.block, variable.text);
  }

  /**
   * toFactory<T, Args>(…) on a bind(id) with no type argument: the binding's type is what tells 7 and 8 the factory's.
   * @param {import('typescript').CallExpression} node @param {string} method
   */
  function bindingTypeFromCall(node, method) {
    let e = /** @type {import('typescript').Expression} */ (/** @type {import('typescript').PropertyAccessExpression} */ (node.expression).expression);
    while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text !== 'bind') e = e.expression.expression;
    if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression) || e.expression.name.text !== 'bind' || e.typeArguments !== undefined) return;
    const [value, args] = /** @type {import('typescript').NodeArray<import('typescript').TypeNode>} */ (node.typeArguments);
    const provider = method === 'toProvider';
    const type = provider && to === '7' ? ref('Provider', 'binding-type-arguments') : ref('Factory', 'binding-type-arguments');
    const inner = provider && to === '8' ? ['Promise<', keep(value), '>'] : [keep(value)];
    edit('binding-type-arguments', e.expression.name.end, e.expression.name.end, [`<${type}<`, ...inner, ...(args === undefined ? [] : [', ', keep(args)]), '>>'], `bind(…) → bind<${type}<…>>(…)`);
  }

  /** @param {import('typescript').Expression} e */
  function skipParens(e) {
    while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
    return e;
  }

  /** @param {string} className */
  function privateConstructor(className) {
    return classIndex().privateConstructors.has(className);
  }

  /** The classes of this file with a private constructor, bound with to/bind/resolve, or given to decorate(); one walk. */
  function classIndex() {
    if (classes !== undefined) return classes;
    const index = {privateConstructors: new Set(), bound: new Set(), decorated: new Set()};
    walk(ts, source, (n) => {
      if (ts.isConstructorDeclaration(n) && ts.isClassDeclaration(n.parent) && n.parent.name !== undefined && n.modifiers?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword)) index.privateConstructors.add(n.parent.name.text);
      if (!ts.isCallExpression(n) || n.arguments[0] === undefined) return;
      if (ts.isPropertyAccessExpression(n.expression) && ['to', 'bind', 'resolve'].includes(n.expression.name.text) && ts.isIdentifier(n.arguments[0])) index.bound.add(n.arguments[0].text);
      if (ts.isIdentifier(n.expression) && namesExport(ts, n.expression, imports, 'decorate') && n.arguments[1] !== undefined && ts.isIdentifier(n.arguments[1])) index.decorated.add(n.arguments[1].text);
    }, deadline);
    classes = index;
    return index;
  }

  /** getNamed(id, n) → get(id, { name: n }) and the like. @param {import('typescript').CallExpression} node @param {string} method @param {string} typeArgs */
  function lookup(node, method, typeArgs) {
    const {method: now, rule, kind, optional} = LOOKUPS[method];
    const args = node.arguments;
    const callee = /** @type {import('typescript').PropertyAccessExpression} */ (node.expression);
    const needed = kind === 'plain' ? 1 : kind === 'named' ? 2 : 3;
    if (args.length !== needed && !(kind === 'plain' && args.length === 2 && method.startsWith('tryGetAll'))) {
      flag(rule, node, `${method}() with these arguments cannot be rewritten safely: use ${now}() with options.`);
      return;
    }
    /** @type {PendingEdit['pieces']} */
    const fields = [];
    if (kind === 'named') fields.push('name: ', keep(args[1]));
    if (kind === 'tagged') fields.push('tag: { key: ', keep(args[1]), ', value: ', keep(args[2]), ' }');
    if (optional && !method.startsWith('tryGetAll')) fields.push(...(fields.length > 0 ? [', '] : []), 'optional: true');
    if (method.startsWith('tryGetAll') && args.length === 2) {
      flag(rule, node, `${method}() with options: pass them to ${now}() (its options have no enforceBindingConstraints any more).`);
      return;
    }
    const options = fields.length === 0 ? [] : [', { ', ...fields, ' }'];
    edit(rule, callee.name.getStart(source), node.end, [`${now}${typeArgs}(`, keep(args[0]), ...options, ')'], `${method}(…) → ${now}(…${fields.length === 0 ? '' : ', { … }'})`);
  }

  /** getAll(id, { enforceBindingConstraints: true }) → getAll(id). @param {import('typescript').CallExpression} node @param {import('typescript').ObjectLiteralExpression} options */
  function enforceOption(node, options) {
    const property = options.properties.find((p) => p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === 'enforceBindingConstraints');
    if (property === undefined) return;
    if (!ts.isPropertyAssignment(property) || property.initializer.kind !== ts.SyntaxKind.TrueKeyword) {
      flag('get-all-constraints', property, 'getAll() always applies binding constraints now and has no enforceBindingConstraints option: remove it and check the calls that passed false.');
      return;
    }
    if (options.properties.length === 1) {
      edit('get-all-enforce-option', node.arguments[0].end, options.end, [], 'enforceBindingConstraints removed (it is the only behaviour)');
    } else {
      const index = options.properties.indexOf(property);
      const next = options.properties[index + 1];
      const start = next === undefined ? options.properties[index - 1].end : property.getStart(source);
      const end = next === undefined ? property.end : next.getStart(source);
      edit('get-all-enforce-option', start, end, [], 'enforceBindingConstraints removed (it is the only behaviour)');
    }
  }

  /** parent.createChild(options?) → new Container({ parent, ...options }). @param {import('typescript').CallExpression} node @param {import('typescript').PropertyAccessExpression} callee */
  function createChild(node, callee) {
    const container = ref('Container', 'create-child');
    const receiver = callee.expression;
    const parent = ts.isIdentifier(receiver) && receiver.text === 'parent' ? 'parent' : ['parent: ', keep(receiver)];
    const options = node.arguments[0];
    /** @type {PendingEdit['pieces']} */
    let rest = [];
    if (options !== undefined && ts.isObjectLiteralExpression(options)) {
      containerOptions(options);
      rest = options.properties.flatMap((p) => [', ', keep(p)]);
      flag('child-options', node, 'The child container gets only the options passed here: inversify 6 also gave it its parent\'s options (defaultScope, autobind).');
    } else if (options !== undefined) {
      rest = [', ...', keep(options)];
    }
    const parentKnownWithOptions = ts.isIdentifier(receiver) ? (declared.children.has(receiver.text) ? true : findWithOptions(receiver.text)) : undefined;
    if (options === undefined && parentKnownWithOptions !== false) {
      flag('child-options', node, `new Container({ parent }) does not copy ${txt(receiver)}'s options (defaultScope, autobind) as createChild() did: pass the ones the child needs.`);
    }
    edit('create-child', node.getStart(source), node.end, [`new ${container}({ `, ...(Array.isArray(parent) ? parent : [parent]), ...rest, ' })'], `${txt(receiver)}.createChild() → new ${container}({ parent: ${txt(receiver)} })`);
  }

  /** Whether a container variable was created with options (undefined: unknown). @param {string} variable */
  function findWithOptions(variable) {
    /** @type {boolean | undefined} */
    let found;
    walk(ts, source, (n) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === variable && n.initializer !== undefined) {
        const init = skipParens(n.initializer);
        if (ts.isNewExpression(init)) found = (init.arguments?.length ?? 0) > 0 && !(init.arguments?.[0] !== undefined && ts.isObjectLiteralExpression(init.arguments[0]) && init.arguments[0].properties.length === 0);
      }
    }, deadline);
    return found;
  }

  /** child.parent, container.id, container.options; Container.merge. @param {import('typescript').PropertyAccessExpression} node */
  function propertyRead(node) {
    if (from !== '6') return;
    const kind = receiverKind(node.expression);
    const member = node.name.text;
    if (kind === 'container' && member === 'parent' && ts.isIdentifier(node.expression)) {
      const child = declared.children.get(node.expression.text);
      if (child !== undefined && child.constant) {
        edit('create-child', node.getStart(source), node.end, [child.parent], `${txt(node)} → ${child.parent} (containers have no parent property)`);
        return;
      }
    }
    if (kind === 'container' && ['parent', 'id', 'options'].includes(member)) {
      flag('container-members-removed', node, `Containers have no public ${member} in inversify ${to}: keep your own reference.`);
    }
    if (member === 'merge' && namesExport(ts, node.expression, imports, 'Container')) flag('container-members-removed', node, 'Container.merge() is removed.');
    if (ts.isIdentifier(node.expression) && contexts.has(node.expression.text) && from === '6' && !['container'].includes(member)) {
      flag('context-members-removed', node, `The resolution context has no ${member} in inversify ${to}: only get, getAsync, getAll and getAllAsync remain.`);
    }
    if (ts.isIdentifier(node.expression) && contexts.has(node.expression.text) && member === 'container' && !(ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent) && node.parent.parent.expression === node.parent)) {
      flag('context-members-removed', node, `The resolution context has no container in inversify ${to}.`);
    }
  }

  /** Whether a function's first parameter is typed interfaces.Request. @param {import('typescript').SignatureDeclaration} fn */
  function requestTyped(fn) {
    const type = fn.parameters[0]?.type;
    return type !== undefined && ts.isTypeReferenceNode(type) && namesExport(ts, type.typeName, imports, 'Request');
  }

  /** when((request) => …): the 6.x request becomes BindingConstraints. @param {import('typescript').FunctionLikeDeclaration} fn */
  function whenCallback(fn) {
    const param = fn.parameters[0];
    if (param === undefined || !ts.isIdentifier(param.name) || fn.body === undefined) return;
    const local = param.name.text;
    walk(ts, fn.body, (n) => {
      if (!ts.isIdentifier(n) || n.text !== local || (ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) return;
      // local.target.matchesNamedTag(x) / local.target.name.equals(x) / local.target.matchesTag(k)(v)
      const access = n.parent;
      if (!ts.isPropertyAccessExpression(access)) return;
      if (access.name.text === 'serviceIdentifier') return;
      const outer = access.parent;
      if (access.name.text === 'target' && ts.isPropertyAccessExpression(outer) && ts.isCallExpression(outer.parent) && outer.parent.expression === outer) {
        const callNode = outer.parent;
        if (outer.name.text === 'matchesNamedTag' && callNode.arguments.length === 1) {
          comparison(callNode, [`${local}.name === `, keep(callNode.arguments[0])], `${txt(callNode)} → ${local}.name === …`);
          return;
        }
        if (outer.name.text === 'hasTag' && callNode.arguments.length === 1) {
          edit('when-binding-constraints', callNode.getStart(source), callNode.end, [`${local}.tags.has(`, keep(callNode.arguments[0]), ')'], `${txt(callNode)} → ${local}.tags.has(…)`);
          return;
        }
        if (outer.name.text === 'isNamed' && callNode.arguments.length === 0) {
          comparison(callNode, [`${local}.name !== undefined`], `${txt(callNode)} → ${local}.name !== undefined`);
          return;
        }
        if (outer.name.text === 'matchesTag' && callNode.arguments.length === 1 && ts.isCallExpression(callNode.parent) && callNode.parent.expression === callNode && callNode.parent.arguments.length === 1) {
          comparison(callNode.parent, [`${local}.tags.get(`, keep(callNode.arguments[0]), ') === ', keep(callNode.parent.arguments[0])], `${txt(callNode.parent)} → ${local}.tags.get(…) === …`);
          return;
        }
      }
      if (access.name.text === 'target' && ts.isPropertyAccessExpression(outer) && outer.name.text === 'name' && ts.isPropertyAccessExpression(outer.parent) && outer.parent.name.text === 'equals' && ts.isCallExpression(outer.parent.parent) && outer.parent.parent.arguments.length === 1) {
        const callNode = outer.parent.parent;
        comparison(callNode, [`${local}.name === `, keep(callNode.arguments[0])], `${txt(callNode)} → ${local}.name === …`);
        return;
      }
      flag('when-request-members', access, `${txt(access)}: BindingConstraints has only name, tags, serviceIdentifier and getAncestor() in inversify ${to}; rewrite this constraint by hand.`);
    }, deadline);
  }

  /** Replaces a boolean call with a comparison, in parentheses unless it stands alone. @param {import('typescript').CallExpression} node @param {PendingEdit['pieces']} pieces @param {string} summary */
  function comparison(node, pieces, summary) {
    const alone = ts.isArrowFunction(node.parent) || ts.isReturnStatement(node.parent) || ts.isParenthesizedExpression(node.parent);
    edit('when-binding-constraints', node.getStart(source), node.end, alone ? pieces : ['(', ...pieces, ')'], summary);
  }

  /** decorate(d, X.prototype, 'p') → decorate(d, X, 'p'). @param {import('typescript').CallExpression} node */
  function decorateCall(node) {
    const target = node.arguments[1];
    if (target !== undefined && ts.isPropertyAccessExpression(target) && target.name.text === 'prototype') {
      edit('decorate-class-target', target.expression.end, target.end, [], `${txt(target)} → ${txt(target.expression)}`);
    }
  }

  /** Inheritance that relied on implicit metadata; several @postConstruct. @param {import('typescript').ClassDeclaration} node */
  function classDeclaration(node) {
    const decorators = ts.getDecorators(node) ?? [];
    const names = decorators.map((d) => calleeName(ts, d.expression));
    const ctor = /** @type {import('typescript').ConstructorDeclaration | undefined} */ (node.members.find((m) => ts.isConstructorDeclaration(m)));
    const heritage = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
    if (heritage !== undefined && names.includes('injectable') && !names.includes('injectFromBase') && !names.includes('injectFromHierarchy')) {
      const baseName = ts.isIdentifier(heritage.expression) ? heritage.expression.text : undefined;
      const base = baseName === undefined ? undefined : program.classes.get(baseName);
      // what the base chain injects: constructor arguments, and properties or lifecycle methods
      let [params, members] = [false, false];
      for (let c = base, seen = 0; c !== undefined && seen < 20; c = c.base === undefined ? undefined : program.classes.get(c.base), seen++) {
        params ||= c.ctorParams > 0;
        members ||= c.members;
      }
      const last = decorators.at(-1);
      const lineStart = text.lastIndexOf('\n', node.getStart(source)) + 1;
      const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
      if (base !== undefined && last !== undefined && ((ctor === undefined && (params || members)) || (ctor !== undefined && members))) {
        const decorator = ref('injectFromBase', 'inject-from-base');
        // a class with its own constructor keeps its own arguments, and takes the base's properties and lifecycle
        const options = ctor === undefined ? '' : '{ extendConstructorArguments: false }';
        edit('inject-from-base', last.end, last.end, [`\n${indent}@${decorator}(${options})`], `@${decorator}(${options}) on ${node.name?.text ?? 'the class'}`);
      } else if (base === undefined && ctor === undefined) {
        flag('implicit-metadata', node, `${node.name?.text ?? 'This class'} extends ${txt(heritage.expression)} without a constructor: if it relied on the base's injections, add @injectFromBase() (inversify ${to} no longer copies them).`);
      }
    }
    if (ctor !== undefined && ctor.parameters.length > 0 && !names.includes('injectable') && !ctor.parameters.some((p) => (ts.getDecorators(p) ?? []).length > 0) && boundAsClass(node.name?.text) && !decoratedByHand(node.name?.text)) {
      flag('implicit-metadata', node, `${node.name?.text} has constructor parameters and no decorators: binding it throws in inversify ${to}. Add @injectable() and @inject() on each parameter (inversify 6 passed undefined).`);
    }
    const postConstructs = node.members.filter((m) => decoratorNames(ts, m).includes('postConstruct'));
    if (postConstructs.length > 1) flag('post-construct-several', postConstructs[1], `${node.name?.text ?? 'This class'} has ${postConstructs.length} @postConstruct methods: inversify 6 threw when the class was declared, inversify ${to} calls each of them.`);
  }

  /** Whether a class is bound with to(X) or bind(X).toSelf() in this file. @param {string | undefined} className */
  function boundAsClass(className) {
    return className !== undefined && classIndex().bound.has(className);
  }

  /** Whether decorate() is applied to a class in this file. @param {string | undefined} className */
  function decoratedByHand(className) {
    return className !== undefined && classIndex().decorated.has(className);
  }

  /** @param {import('typescript').PropertyDeclaration} node */
  function propertyWithoutInject(node) {
    const names = decoratorNames(ts, node);
    if (names.some((n) => ['named', 'tagged', 'optional'].includes(n)) && !names.includes('inject') && !names.includes('multiInject')) {
      flag('property-without-inject', node, `${txt(node.name)} has @${names.filter((n) => ['named', 'tagged', 'optional'].includes(n)).join(', @')}() but no @inject(): inversify 7 set it to [], inversify 8 ${names.includes('optional') && names.length === 1 ? 'leaves it undefined' : 'fails at get'}. Add the @inject() it was missing.`);
    }
  }

  // --- the import list: every name the edits use, none that inversify no longer exports
  const {edits: bodyEdits, used} = finishEdits(name, text, pending, source);
  /** Exported names the edits refer to, to be imported: name → the rule that needs it. @type {Map<string, string>} */
  const needed = new Map();
  for (const e of used) for (const [exported, rule] of e.needs) if (!needed.has(exported)) needed.set(exported, rule);
  const importEdits = finishEdits(name, text, importListEdits().filter((e) => on(e.rule)), source).edits;
  return {edits: [...bodyEdits, ...importEdits], flags};

  /** @returns {PendingEdit[]} */
  function importListEdits() {
    /** @type {PendingEdit[]} */
    const out = [];
    const interfacesLocal = localOf(imports, 'interfaces');
    const appliedRules = new Set(pending.map((p) => p.rule));
    const removeInterfaces = from === '6' && interfacesLocal !== undefined && INTERFACES_RULES.some((r) => appliedRules.has(r)) && !interfacesStillUsed(interfacesLocal);
    let added = false;
    for (const declaration of imports.declarations) {
      const bindings = declaration.importClause?.namedBindings;
      if (bindings === undefined || !ts.isNamedImports(bindings)) continue;
      const typeOnly = declaration.importClause?.isTypeOnly === true;
      /** @type {string[]} */
      const kept = [];
      let changed = false;
      let rule = '';
      for (const element of bindings.elements) {
        const exported = (element.propertyName ?? element.name).text;
        const local = element.name.text;
        const renamed = /** @type {Record<string, {name: string, rule: string}>} */ (RENAMED_EXPORTS)[exported];
        if (exported === 'interfaces' && removeInterfaces) {
          changed = true;
          rule ||= INTERFACES_RULES.find((r) => appliedRules.has(r)) ?? '';
          continue;
        }
        if (renamed !== undefined && from === '6' && on(renamed.rule)) {
          changed = true;
          rule ||= renamed.rule;
          if (local !== exported) kept.push(`${renamed.name} as ${local}`);
          continue;
        }
        if (dropped.get(local) === 'provider-to-factory' && on('provider-to-factory')) {
          changed = true;
          rule ||= 'provider-to-factory';
          continue;
        }
        const asText = txt(element);
        if (to === '8' && !typeOnly && !element.isTypeOnly && !VALUE_EXPORTS.has(exported) && !REMOVED_EXPORTS.has(exported) && exported !== 'interfaces' && on('es-modules-only')) {
          kept.push(`type ${asText}`);
          changed = true;
          rule ||= 'es-modules-only';
          continue;
        }
        kept.push(asText);
      }
      if (!added && (!typeOnly || [...needed.keys()].every((n) => !VALUE_EXPORTS.has(n)))) {
        added = true;
        for (const [exported, neededBy] of needed) {
          if (kept.some((k) => k.replace(/^type /, '') === exported || k.startsWith(`${exported} as `))) continue;
          kept.push(typeOnly || VALUE_EXPORTS.has(exported) ? exported : `type ${exported}`);
          changed = true;
          rule ||= neededBy;
        }
      }
      if (!changed) continue;
      const multiline = txt(bindings).includes('\n');
      const indent = multiline ? /\n([ \t]*)\S/.exec(txt(bindings))?.[1] ?? '  ' : '';
      const list = kept.length === 0 ? '{}' : multiline ? `{\n${kept.map((k) => `${indent}${k},`).join('\n')}\n}` : `{ ${kept.join(', ')} }`;
      out.push({rule, start: bindings.getStart(source), end: bindings.end, pieces: [list], summary: `import ${list.replace(/\s+/g, ' ')} from 'inversify'`, needs: []});
    }
    if (!added && needed.size > 0) {
      const list = [...needed.keys()].map((n) => (VALUE_EXPORTS.has(n) ? n : `type ${n}`));
      const last = source.statements.filter((s) => ts.isImportDeclaration(s)).at(-1);
      const at = last === undefined ? 0 : last.end;
      out.push({rule: [...needed.values()][0], start: at, end: at, pieces: [`${last === undefined ? '' : '\n'}import { ${list.join(', ')} } from 'inversify';${last === undefined ? '\n' : ''}`], summary: `import { ${list.join(', ')} } from 'inversify'`, needs: []});
    }
    return out;
  }

  /** Whether `interfaces.` stays somewhere no edit rewrites. @param {string} local */
  function interfacesStillUsed(local) {
    let used = false;
    walk(ts, source, (n) => {
      if (ts.isQualifiedName(n) && ts.isIdentifier(n.left) && n.left.text === local && !pending.some((p) => p.start <= n.getStart(source) && n.end <= p.end)) used = true;
    }, deadline);
    return used;
  }
}

/**
 * Turns pending edits into independent, non-overlapping ones: an edit inside a range another keeps is folded into it;
 * one inside a range another replaces is dropped (the outer edit rewrites that text).
 * @param {string} file @param {string} text @param {PendingEdit[]} pending @param {SourceFile} source
 * @returns {{edits: UpgradeEdit[], used: Set<PendingEdit>}} the edits, and the pending ones they carry out
 */
function finishEdits(file, text, pending, source) {
  const sorted = [...pending].sort((a, b) => a.start - b.start || b.end - a.end);
  /** Top-level edits within [start, end), non-overlapping. @param {PendingEdit[]} list @param {number} start @param {number} end */
  const topLevel = (list, start, end) => {
    /** @type {PendingEdit[]} */
    const out = [];
    let reached = start;
    for (const e of list) {
      if (e.start < start || e.end > end) continue;
      if (out.length > 0 && e.start < reached) continue;
      out.push(e);
      reached = e.end;
    }
    return out;
  };
  /** @param {number} start @param {number} end @param {PendingEdit[]} inner */
  const renderRange = (start, end, inner) => {
    let out = '';
    let at = start;
    for (const e of topLevel(inner.filter((i) => i.start >= start && i.end <= end && !(i.start === start && i.end === end && i.start !== i.end)), start, end)) {
      out += text.slice(at, e.start) + render(e, inner.filter((i) => i !== e));
      at = e.end;
    }
    return out + text.slice(at, end);
  };
  /** @type {Set<PendingEdit>} */
  const used = new Set();
  /** @param {PendingEdit} e @param {PendingEdit[]} others */
  const render = (e, others) => used.add(e) && e.pieces.map((p) => (typeof p === 'string' ? p : renderRange(p.start, p.end, others.filter((o) => o.start >= p.start && o.end <= p.end)))).join('');
  const seen = new Set();
  const edits = topLevel(sorted, 0, text.length).map((e) => ({
    id: unique(seen, `${file}:${e.start}`),
    rule: e.rule,
    file,
    start: e.start,
    end: e.end,
    text: render(e, sorted.filter((o) => o !== e && o.start >= e.start && o.end <= e.end)),
    line: source.getLineAndCharacterOfPosition(e.start).line + 1,
    summary: e.summary,
  }));
  return {edits, used};
}

/** @param {Set<string>} seen @param {string} id an id not yet in `seen` (an insertion next to an edit starts where it does) */
function unique(seen, id) {
  let result = id;
  for (let n = 2; seen.has(result); n++) result = `${id}:${n}`;
  seen.add(result);
  return result;
}

/**
 * tsconfig.json: inversify 8 is found through its package exports only, which "module": "NodeNext" reads.
 * @param {TS} ts
 * @param {string} text
 * @param {{from: string, to: string, active: Set<string>, files: Record<string, string>}} input
 * @returns {{edits: UpgradeEdit[], flags: UpgradeFlag[]}}
 */
function upgradeSettings(ts, text, {from, to, active, files}) {
  /** @type {UpgradeEdit[]} */
  const edits = [];
  /** @type {UpgradeFlag[]} */
  const flags = [];
  const json = ts.parseJsonText('tsconfig.json', text);
  const root = json.statements[0]?.expression;
  if (root === undefined || !ts.isObjectLiteralExpression(root)) return {edits, flags};
  const optionsProp = root.properties.find((p) => ts.isPropertyAssignment(p) && ts.isStringLiteral(p.name) && p.name.text === 'compilerOptions');
  if (optionsProp === undefined || !ts.isPropertyAssignment(optionsProp) || !ts.isObjectLiteralExpression(optionsProp.initializer)) return {edits, flags};
  const compilerOptions = optionsProp.initializer;
  /** @param {string} key */
  const option = (key) => {
    const p = compilerOptions.properties.find((q) => ts.isPropertyAssignment(q) && ts.isStringLiteral(q.name) && q.name.text.toLowerCase() === key.toLowerCase());
    return p !== undefined && ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer) ? p.initializer : undefined;
  };
  /** @param {number} start @param {number} end @param {string} value @param {string} rule @param {string} summary */
  const change = (start, end, value, rule, summary) => {
    if (active.has(rule)) edits.push({id: `tsconfig.json:${start}`, rule, file: 'tsconfig.json', start, end, text: value, line: json.getLineAndCharacterOfPosition(start).line + 1, summary});
  };
  if (from === '6') errorTypes();
  if (to !== '8') return {edits, flags};

  // The declarations of inversify 7 and 8 use ErrorOptions (lib.es2022.error.d.ts): a target below ES2022 needs the
  // library added, unless declaration files are not checked.
  function errorTypes() {
    const skipLibCheck = compilerOptions.properties.some((q) => ts.isPropertyAssignment(q) && ts.isStringLiteral(q.name) && q.name.text === 'skipLibCheck' && q.initializer.kind === ts.SyntaxKind.TrueKeyword);
    if (skipLibCheck) return;
    const libProp = compilerOptions.properties.find((q) => ts.isPropertyAssignment(q) && ts.isStringLiteral(q.name) && q.name.text === 'lib');
    const recent = (/** @type {string} */ value) => /^es(20(2[2-9]|[3-9]\d)|next)(\.(full|error))?$/i.test(value);
    if (libProp !== undefined && ts.isPropertyAssignment(libProp) && ts.isArrayLiteralExpression(libProp.initializer)) {
      const list = libProp.initializer;
      if (list.elements.some((e) => ts.isStringLiteral(e) && recent(e.text))) return;
      const last = list.elements.at(-1);
      const at = last === undefined ? list.getStart(json) + 1 : last.end;
      change(at, at, `${last === undefined ? '' : ', '}"ES2022.Error"`, 'es2022-error-types', 'lib: + "ES2022.Error"');
      return;
    }
    const target = option('target');
    if (libProp === undefined && target !== undefined && !recent(target.text)) {
      const targetProp = /** @type {Node} */ (compilerOptions.properties.find((q) => ts.isPropertyAssignment(q) && q.initializer === target));
      const lineStart = text.lastIndexOf('\n', targetProp.getStart(json)) + 1;
      const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
      change(targetProp.end, targetProp.end, `,\n${indent}"lib": ["${target.text}", "ES2022.Error", "DOM", "DOM.Iterable"]`, 'es2022-error-types', `"lib": ["${target.text}", "ES2022.Error", …] (the libraries of "target" and ES2022's errors)`);
    }
  }

  const module = option('module');
  const resolution = option('moduleResolution');
  const bundler = resolution?.text.toLowerCase() === 'bundler';
  const esmPackage = /"type"\s*:\s*"module"/.test(files['package.json'] ?? '');
  /** @param {import('typescript').StringLiteral} literal @param {string} value @param {string} summary */
  const replace = (literal, value, summary) => change(literal.getStart(json), literal.end, `"${value}"`, 'es-modules-only', summary);
  if (!bundler) {
    const moduleValue = module?.text.toLowerCase();
    if (module !== undefined && moduleValue !== 'nodenext' && moduleValue !== 'preserve' && !(moduleValue === 'node16' && esmPackage)) replace(module, 'NodeNext', `"module": "${module.text}" → "NodeNext"`);
    const resolutionValue = resolution?.text.toLowerCase();
    if (resolution !== undefined && resolutionValue !== 'nodenext' && !(resolutionValue === 'node16' && esmPackage)) replace(resolution, 'NodeNext', `"moduleResolution": "${resolution.text}" → "NodeNext"`);
    if (active.has('es-modules-only-runtime') && !esmPackage && module !== undefined && moduleValue !== 'nodenext' && !/^es/.test(moduleValue ?? '')) {
      const start = module.getStart(json);
      const at = json.getLineAndCharacterOfPosition(start);
      flags.push({rule: 'es-modules-only-runtime', file: 'tsconfig.json', line: at.line + 1, column: at.character + 1, message: 'This project compiles to CommonJS: its require("inversify") loads inversify 8, an ES module, only on Node.js 20.19 / 22.12 or later. On older Node.js, move the project to ES modules.'});
    }
  }
  return {edits, flags};
}
