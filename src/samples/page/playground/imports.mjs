// Which imports of a playground file the chosen release cannot give: a package the release bundle does not carry
// (the manifest's `packages`: inversify, its @inversifyjs parts, reflect-metadata, ...). Nothing is ever fetched, so such
// an import would only fail at run time with "Cannot find package"; the editor says so where the import is written,
// naming what is available. Pure: run in the compiler worker (../editor/compilerWorker.mjs) and by tests/unit as it is.

/**
 * @typedef {{specifier: string, from: number, to: number}} FoundImport
 * @typedef {{from: number, to: number, specifier: string, message: string}} ImportProblem
 */

/** A specifier that names a file of the program rather than a package. */
export const isRelative = (/** @type {string} */ specifier) => specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');

/**
 * The message for an import of something the release does not have.
 * @param {string} specifier
 * @param {string[]} packages
 * @param {string} release e.g. 'inversify 7.11.0 (7.x)'
 */
function unavailableMessage(specifier, packages, release) {
  return `'${specifier}' is not available in the playground: nothing is downloaded, and the ${release} playground can import only ${packages.map((p) => `'${p}'`).join(', ')}.`;
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
    .map(({specifier, from, to}) => ({from, to, specifier, message: unavailableMessage(specifier, packages, release)}));
}
