// ES modules whose imports form a cycle (a file importing itself included), run as Node runs them: each module is
// evaluated once, after the modules it imports (a module still evaluating is not entered again); imported bindings are
// live, and reading one before its module has initialised it throws Node's ReferenceError ("Cannot access 'x' before
// initialization"). The worker (worker.mjs) loads an acyclic program as native modules from blob: URLs; a cycle cannot
// be written that way (a blob: URL exists only once its text, which names the URLs it imports, is final), so such a
// program is linked here instead:
// - each module's import and export statements are taken out of its text (es-module-lexer finds them), and the rest
//   becomes the body of an async generator (top-level await keeps working), inside `with` a scope object that answers
//   for exactly the module's imported names: an imported name is read from the exporting module at each use (live), and
//   the body's own declarations shadow nothing else;
// - before any body runs, each generator is started up to a first `yield`, having handed out a function that reads the
//   module's exported locals by name: their temporal dead zone is the engine's own, so a read too early throws as in
//   Node, and a function declaration can be called before its module has run, as in Node.
import {parse as parseModule} from 'es-module-lexer/js';
import {resolveRelative} from './moduleIds.mjs';

/**
 * @typedef {{local: string, from: string, name: string}} ImportBinding `name` is '*' for a namespace import
 * @typedef {{kind: 'local', local: string} | {kind: 'from', from: string, name: string}} ExportSource `name` '*': a namespace
 * @typedef {{
 *   id: string,
 *   requests: string[],
 *   imports: ImportBinding[],
 *   exports: Map<string, ExportSource>,
 *   stars: string[],
 *   body: string,
 * }} ParsedModule A module's static structure (specifiers as written) and its text without import and export statements.
 * @typedef {{
 *   parsed: ParsedModule,
 *   state: 'linked' | 'evaluating' | 'evaluated',
 *   done?: Promise<void>,
 *   read: (local: string) => unknown,
 *   run: () => Promise<unknown>,
 *   namespace?: object,
 * }} LinkedModule
 * @typedef {Record<string, object>} Packages the release's packages by specifier (`self.__sampleRelease`)
 */

/** Names no sample would write, for what the linker hands to a module's text. */
const SCOPE = '$sampleModuleScope$';
const META = '$sampleModuleMeta$';
const IMPORT = '$sampleModuleImport$';
const READ = '$sampleModuleRead$';
const EXPOSE = '$sampleModuleExpose$';
const DEFAULT = '$sampleModuleDefault$';

/** @param {string} text */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');

/**
 * The bindings of an import or re-export clause: `x`, `* as ns`, `{a, b as c, default as d}` and their combinations.
 * @param {string} clause the text between `import`/`export` and `from`
 * @returns {{name: string, as: string}[]} `name` '*' for a namespace
 */
function clauseBindings(clause) {
  /** @type {{name: string, as: string}[]} */
  const bindings = [];
  let rest = withoutComments(clause).trim();
  const braces = rest.match(/\{([^}]*)\}/);
  if (braces) {
    for (const part of braces[1].split(',')) {
      const [name, as = name] = part.trim().split(/\s+as\s+/);
      if (name) bindings.push({name: name.replace(/^["']|["']$/g, ''), as: as.replace(/^["']|["']$/g, '')});
    }
    rest = rest.replace(braces[0], '');
  }
  const namespace = rest.match(/\*\s*as\s+([\w$]+)/);
  if (namespace) {
    bindings.push({name: '*', as: namespace[1]});
    rest = rest.replace(namespace[0], '');
  }
  const name = rest.replace(/,/g, ' ').trim();
  if (name !== '' && name !== '*') bindings.push({name: 'default', as: name});
  return bindings;
}

/**
 * @param {string} id
 * @param {string} source
 * @returns {ParsedModule}
 */
function parseModuleStructure(id, source) {
  const [imports, exports] = parseModule(source);
  /** @type {{start: number, end: number, text: string}[]} */
  const edits = [];
  /** @type {ParsedModule} */
  const parsed = {id, requests: [], imports: [], exports: new Map(), stars: [], body: ''};
  /** @type {Set<number>} export statements that are re-exports (handled with the imports) */
  const reexports = new Set();
  for (const entry of imports) {
    if (entry.d === -2) {
      edits.push({start: entry.s, end: entry.e, text: META});
      continue;
    }
    if (entry.d > -1) {
      // import(…): the linker's, which knows this program's modules; the argument stays as written.
      edits.push({start: entry.d, end: entry.d + 'import'.length, text: IMPORT});
      continue;
    }
    const specifier = /** @type {string} a static import names its module */ (entry.n);
    parsed.requests.push(specifier);
    const statement = source.slice(entry.ss, entry.se);
    // The clause: between the keyword and `from` (nothing for `import './x.js'`).
    const clause = statement.slice(6, entry.s - 1 - entry.ss).replace(/\bfrom\s*$/, '');
    if (statement.startsWith('export')) {
      reexports.add(entry.ss);
      const bindings = clauseBindings(clause);
      if (bindings.length === 0) parsed.stars.push(specifier);
      for (const {name, as} of bindings) parsed.exports.set(as, {kind: 'from', from: specifier, name});
    } else {
      for (const {name, as} of clauseBindings(clause)) parsed.imports.push({local: as, from: specifier, name});
    }
    edits.push({start: entry.ss, end: entry.se, text: ''});
  }
  /** @type {Map<number, typeof exports>} */
  const statements = new Map();
  for (const entry of exports) {
    if (reexports.has(entry.ss)) continue;
    statements.set(entry.ss, [...(statements.get(entry.ss) ?? []), entry]);
  }
  for (const [start, entries] of statements) {
    const after = withoutComments(source.slice(start + 'export'.length, start + 'export'.length + 40)).trimStart();
    if (after.startsWith('{')) {
      // export {a, b as c}: the statement goes, up to its closing brace.
      const end = source.indexOf('}', Math.max(...entries.map((e) => e.e))) + 1;
      edits.push({start, end, text: ''});
      for (const entry of entries) parsed.exports.set(entry.n, {kind: 'local', local: /** @type {string} */ (entry.ln)});
    } else if (entries[0].n === 'default' && after.startsWith('default')) {
      const [entry] = entries;
      // A named function or class keeps its declaration; anything else becomes a constant the module exports.
      const local = entry.ln ?? DEFAULT;
      edits.push({start, end: entry.e, text: entry.ln === undefined ? `const ${DEFAULT} =` : ''});
      parsed.exports.set('default', {kind: 'local', local});
    } else {
      edits.push({start, end: start + 'export'.length, text: ''});
      for (const entry of entries) parsed.exports.set(entry.n, {kind: 'local', local: /** @type {string} */ (entry.ln)});
    }
  }
  // `export {};` (what TypeScript writes in a module with neither) has no entry: it goes too.
  for (const match of source.matchAll(/^export\s*\{\s*\}\s*;?/gm)) edits.push({start: match.index, end: match.index + match[0].length, text: ''});
  edits.sort((a, b) => a.start - b.start);
  let body = '';
  let from = 0;
  for (const {start, end, text} of edits) {
    body += source.slice(from, start) + text;
    from = end;
  }
  parsed.body = body + source.slice(from);
  return parsed;
}

/**
 * Whether the relative imports of the program reachable from `entry` form a cycle (a module importing itself counts).
 * @param {string} entry
 * @param {Record<string, string>} modules
 */
export function hasImportCycle(entry, modules) {
  /** @type {Map<string, 'open' | 'closed'>} */
  const seen = new Map();
  /** @param {string} id @returns {boolean} */
  const visit = (id) => {
    if (seen.get(id) === 'open') return true;
    if (seen.has(id) || !(id in modules)) return false;
    seen.set(id, 'open');
    const [imports] = parseModule(modules[id]);
    for (const {n, d} of imports) if (d === -1 && n?.startsWith('.') && visit(resolveRelative(id, n, modules))) return true;
    seen.set(id, 'closed');
    return false;
  };
  return visit(entry);
}

/**
 * Links and runs the program from `entry`; resolves once every module it loads has been evaluated.
 * @param {string} entry
 * @param {Record<string, string>} modules compiled JavaScript by module id
 * @param {Packages} packages
 */
export async function runLinked(entry, modules, packages) {
  /** @type {Map<string, LinkedModule>} */
  const linked = new Map();
  /** @type {Map<string, object>} */
  const packageNamespaces = new Map();

  /** @param {string} specifier */
  const packageOf = (specifier) => {
    const exports = packages[specifier];
    if (exports === undefined) throw new Error(`Cannot find package '${specifier}'`);
    return exports;
  };
  /** What `import * as m` gives of a package: its exports, and a default as the native loader gives it. @param {string} specifier */
  const packageNamespace = (specifier) => {
    const known = packageNamespaces.get(specifier);
    if (known !== undefined) return known;
    const exports = /** @type {Record<string, unknown>} */ (packageOf(specifier));
    /** @type {object} */
    const namespace = Object.freeze(Object.assign(Object.create(null), exports, {default: 'default' in exports ? exports.default : exports}));
    packageNamespaces.set(specifier, namespace);
    return namespace;
  };

  /**
   * A reader of export `name` of the module `specifier` names from module `id`, or undefined when it has none.
   * @param {string} id @param {string} specifier @param {string} name
   * @returns {(() => unknown) | undefined}
   */
  const exportReader = (id, specifier, name) => {
    if (specifier.startsWith('.')) return moduleExport(link(resolveRelative(id, specifier, modules)), name);
    const namespace = /** @type {Record<string, unknown>} */ (packageNamespace(specifier));
    if (name === '*') return () => namespace;
    return name in namespace ? () => namespace[name] : undefined;
  };

  /**
   * A reader of export `name` of `module` ('*': its namespace), or undefined when it has none.
   * @param {LinkedModule} module @param {string} name @param {Set<string>} [visited] module ids and names asked already
   * @returns {(() => unknown) | undefined}
   */
  const moduleExport = (module, name, visited = new Set()) => {
    if (name === '*') return () => namespaceOf(module);
    const key = `${module.parsed.id}\0${name}`;
    if (visited.has(key)) return undefined;
    visited.add(key);
    const source = module.parsed.exports.get(name);
    if (source?.kind === 'local') return () => module.read(source.local);
    if (source?.kind === 'from') {
      if (!source.from.startsWith('.')) return exportReader(module.parsed.id, source.from, source.name);
      return moduleExport(link(resolveRelative(module.parsed.id, source.from, modules)), source.name, visited);
    }
    if (name === 'default') return undefined;
    for (const star of module.parsed.stars) {
      const reader = star.startsWith('.') ? moduleExport(link(resolveRelative(module.parsed.id, star, modules)), name, visited) : exportReader(module.parsed.id, star, name);
      if (reader !== undefined) return reader;
    }
    return undefined;
  };

  /** The names a module exports, `export *` ones included (but their defaults). @param {LinkedModule} module @param {Set<LinkedModule>} [visited] @returns {Set<string>} */
  const exportNames = (module, visited = new Set()) => {
    const names = new Set(module.parsed.exports.keys());
    if (visited.has(module)) return names;
    visited.add(module);
    for (const star of module.parsed.stars) {
      const starNames = star.startsWith('.') ? exportNames(link(resolveRelative(module.parsed.id, star, modules)), visited) : Object.keys(packageOf(star));
      for (const name of starNames) if (name !== 'default') names.add(name);
    }
    return names;
  };

  /**
   * The module's namespace object, as Node's behaves: its exports, sorted, each read live (one still in its dead zone
   * throws when read, listed or described), and nothing may be changed.
   * @param {LinkedModule} module
   */
  const namespaceOf = (module) => {
    if (module.namespace === undefined) {
      /** @type {Map<string | symbol, () => unknown>} */
      const readers = new Map();
      const target = Object.create(null);
      for (const name of [...exportNames(module)].sort()) {
        readers.set(name, /** @type {() => unknown} the module exports it */ (moduleExport(module, name)));
        Object.defineProperty(target, name, {value: undefined, writable: true, enumerable: true, configurable: false});
      }
      Object.defineProperty(target, Symbol.toStringTag, {value: 'Module'});
      Object.preventExtensions(target);
      module.namespace = new Proxy(target, {
        get: (object, key) => (readers.has(key) ? /** @type {() => unknown} */ (readers.get(key))() : object[key]),
        getOwnPropertyDescriptor: (object, key) => {
          const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
          return descriptor && readers.has(key) ? {...descriptor, value: /** @type {() => unknown} */ (readers.get(key))()} : descriptor;
        },
        set: () => false,
        defineProperty: () => false,
        deleteProperty: () => false,
      });
    }
    return module.namespace;
  };

  /** @param {string} id @param {string} specifier */
  const dynamicImport = async (id, specifier) => {
    if (!specifier.startsWith('.')) return packageNamespace(specifier);
    const module = link(resolveRelative(id, specifier, modules));
    await evaluate(module);
    await module.done;
    return namespaceOf(module);
  };

  /**
   * The module `id`, its imports resolved (a missing export is Node's SyntaxError) and its generator started up to
   * the reader of its locals; nothing of its own code has run.
   * @param {string} id
   * @returns {LinkedModule}
   */
  function link(id) {
    const known = linked.get(id);
    if (known !== undefined) return known;
    if (!(id in modules)) throw new Error(`Cannot find module './${id}'`);
    const parsed = parseModuleStructure(id, modules[id]);
    /** @type {Map<string, () => unknown>} */
    const bindings = new Map();
    const scope = new Proxy(Object.create(null), {
      has: (_, key) => typeof key === 'string' && bindings.has(key),
      get: (_, key) => {
        const read = typeof key === 'string' ? bindings.get(key) : undefined;
        try {
          return read?.();
        } catch (error) {
          // A binding still in its dead zone: Node names it as this module does.
          if (error instanceof ReferenceError) throw new ReferenceError(`Cannot access '${String(key)}' before initialization`);
          throw error;
        }
      },
      set: () => {
        throw new TypeError('Assignment to constant variable.');
      },
    });
    const locals = [...parsed.exports.values()].flatMap((source) => (source.kind === 'local' ? [source.local] : []));
    // `export default <expression>`'s constant, read too early, is named as Node names it.
    const readLocal = (/** @type {string} */ local) =>
      local === DEFAULT ? `try { return ${DEFAULT}; } catch { throw new ReferenceError("Cannot access 'default' before initialization"); }` : `return ${local};`;
    const reader = `function ${READ}(name) { switch (name) { ${locals.map((local) => `case ${JSON.stringify(local)}: ${readLocal(local)}`).join(' ')} } }`;
    const text = `with (${SCOPE}) { return async function* () { "use strict"; ${EXPOSE}(${reader}); yield;\n${parsed.body}\n}; }\n//# sourceURL=sample:///${id}`;
    /** @type {LinkedModule} */
    const module = {parsed, state: 'linked', read: () => undefined, run: () => generator.next()};
    /** @type {() => AsyncGenerator<void, void, void>} */
    const start = new Function(SCOPE, META, IMPORT, EXPOSE, text)(
      scope,
      Object.freeze({url: `sample:///${id}`}),
      (/** @type {unknown} */ specifier) => dynamicImport(id, String(specifier)),
      (/** @type {(local: string) => unknown} */ read) => (module.read = read),
    );
    const generator = start.call(undefined);
    linked.set(id, module);
    // The first step runs none of the module's code: it hands out the reader of its locals (synchronously), whose
    // declarations exist from here, in their dead zone until the module's code reaches them.
    void generator.next();
    for (const specifier of parsed.requests) if (specifier.startsWith('.')) link(resolveRelative(id, specifier, modules));
    for (const {local, from, name} of parsed.imports) {
      const read = exportReader(id, from, name);
      if (read === undefined) throw new SyntaxError(`The requested module '${from}' does not provide an export named '${name}'`);
      bindings.set(local, read);
    }
    return module;
  }

  /**
   * Evaluates the modules `module` imports, in order, then its own code; a module already evaluating (a cycle) is
   * not entered again.
   * @param {LinkedModule} module
   * @returns {Promise<void>}
   */
  async function evaluate(module) {
    if (module.state !== 'linked') return;
    module.state = 'evaluating';
    module.done = (async () => {
      for (const specifier of module.parsed.requests) {
        if (specifier.startsWith('.')) await evaluate(link(resolveRelative(module.parsed.id, specifier, modules)));
      }
      await module.run();
      module.state = 'evaluated';
    })();
    return module.done;
  }

  await evaluate(link(entry));
}
