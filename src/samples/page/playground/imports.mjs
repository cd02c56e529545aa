// Which imports and requires of a playground file the chosen release cannot give: a package the release bundle does not
// carry (the manifest's `packages`: inversify, its @inversifyjs parts, reflect-metadata, ...), or a built-in module of
// Node. Nothing is ever fetched, so such an import would only fail at run time with "Cannot find package"; the editor
// says so where it is written, naming what is available (or that Node's built-ins are not). Pure: run in the compiler worker (../editor/compilerWorker.mjs) and by tests/unit as it is.

/**
 * @typedef {'import' | 'require'} ImportKind how the file asks for it: an import (or export ... from), or a require
 * @typedef {{specifier: string, from: number, to: number, kind?: ImportKind}} FoundImport
 * @typedef {{from: number, to: number, specifier: string, kind: ImportKind, message: string}} ImportProblem
 */

/**
 * Node's built-in modules (as `node:module`'s builtinModules lists them, less its internal `_` ones; the unit test keeps
 * the list whole). The browser playground provides none of them: a program that needs one is told so, by name, rather
 * than being told to install a package that does not exist.
 */
export const NODE_BUILTINS = Object.freeze([
  'assert', 'assert/strict', 'async_hooks', 'buffer', 'child_process', 'cluster', 'console', 'constants', 'crypto', 'dgram',
  'diagnostics_channel', 'dns', 'dns/promises', 'domain', 'events', 'fs', 'fs/promises', 'http', 'http2', 'https', 'inspector',
  'inspector/promises', 'module', 'net', 'os', 'path', 'path/posix', 'path/win32', 'perf_hooks', 'process', 'punycode',
  'querystring', 'readline', 'readline/promises', 'repl', 'stream', 'stream/consumers', 'stream/promises', 'stream/web',
  'string_decoder', 'sys', 'timers', 'timers/promises', 'tls', 'trace_events', 'tty', 'url', 'util', 'util/types', 'v8', 'vm',
  'wasi', 'worker_threads', 'zlib',
]);

/**
 * The Node built-in a specifier names ('assert' for 'assert' and 'node:assert'), or undefined. Every `node:` name is
 * one: Node adds some (node:test, node:sqlite) under that prefix only.
 * @param {string} specifier
 */
export function nodeBuiltin(specifier) {
  if (specifier.startsWith('node:')) return specifier.slice('node:'.length);
  return NODE_BUILTINS.includes(specifier) ? specifier : undefined;
}

/** A specifier that names a file of the program rather than a package. */
export const isRelative = (/** @type {string} */ specifier) => specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');

/**
 * The message for an import or a require of something the release does not have.
 * @param {FoundImport} found
 * @param {string[]} packages
 * @param {string} release e.g. 'inversify 7.11.0 (7.x)'
 */
function unavailableMessage({specifier, kind = 'import'}, packages, release) {
  const required = kind === 'require' ? ' is required here, but it' : '';
  const builtin = nodeBuiltin(specifier);
  if (builtin !== undefined) {
    return `'${specifier}'${required} is ${builtin === specifier ? '' : `'${builtin}', `}a built-in module of Node, which the browser playground does not provide: the program runs in a browser, where Node's built-in modules do not exist.`;
  }
  return `'${specifier}'${required} is not available in the playground: nothing is downloaded, and the ${release} playground can ${kind === 'require' ? 'load' : 'import'} only ${packages.map((p) => `'${p}'`).join(', ')}.`;
}

/**
 * The imports of one file that name a package the release does not carry.
 * @param {FoundImport[]} imports
 * @param {string[]} packages
 * @param {string} release
 * @returns {ImportProblem[]}
 */
export function unavailableImports(imports, packages, release) {
  const available = new Set(packages);
  return imports
    .filter(({specifier}) => !isRelative(specifier) && !available.has(specifier))
    .map((found) => ({from: found.from, to: found.to, specifier: found.specifier, kind: found.kind ?? 'import', message: unavailableMessage(found, packages, release)}));
}
