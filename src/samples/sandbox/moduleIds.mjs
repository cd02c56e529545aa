// How the sandbox names a sample's modules: compiled files by their path ending in .js, relative imports resolved
// against the importing module's id as bundlers and Node's require resolve them (see resolveRelative). The worker
// (worker.mjs) and the Node plan harness (tests/examples/planRunner.mjs) both load programs with it, so that a program
// resolves its modules the same way in both.

/**
 * The module id a relative import names, from the module id `a/b.js`: `./x.js` and `./x` are `a/x.js`, `./x.ts` is
 * `a/x.js` too (x.ts compiled), and `./x` is `a/x/index.js` when the program has no `a/x.js` — what the playground's
 * type check accepts (src/samples/page/editor/environment.mjs). With `modules` (the program's module ids), an import
 * that names none of them throws Node's "Cannot find module" with the specifier as written.
 * @param {string} from
 * @param {string} specifier
 * @param {Record<string, unknown>} [modules]
 */
export function resolveRelative(from, specifier, modules) {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  const path = parts.join('/');
  const candidates = path.endsWith('.js') ? [path] : path.endsWith('.ts') ? [`${path.slice(0, -3)}.js`] : [`${path}.js`, `${path}/index.js`];
  if (modules === undefined) return /** @type {string} */ (candidates[0]);
  const found = candidates.find((id) => id in modules);
  if (found === undefined) throw new Error(`Cannot find module '${specifier}'`);
  return found;
}

/**
 * A compiled module's text with a first line `#!...` (a hashbang, which Node skips and TypeScript keeps) turned into a
 * comment of the same length: a function body, as CommonJS modules and linked cycles are run, cannot start with one.
 * Lines and columns stay where they were.
 * @param {string} code
 */
export const hashbangAsComment = (code) => (code.startsWith('#!') ? `//${code.slice(2)}` : code);
