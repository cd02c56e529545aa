// How the sandbox names a sample's modules: compiled files by their path ending in .js, relative imports resolved
// against the importing module's id. The worker (worker.mjs) and the Node plan harness (tests/examples/planRunner.mjs)
// both load programs with it, so that a program resolves its modules the same way in both.

/**
 * Resolves `./x.js` against the module id `a/b.js`.
 * @param {string} from
 * @param {string} specifier
 */
export function resolveRelative(from, specifier) {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const id = parts.join('/');
  return id.endsWith('.js') ? id : `${id}.js`;
}

/**
 * A compiled module's text with a first line `#!...` (a hashbang, which Node skips and TypeScript keeps) turned into a
 * comment of the same length: a function body, as CommonJS modules and linked cycles are run, cannot start with one.
 * Lines and columns stay where they were.
 * @param {string} code
 */
export const hashbangAsComment = (code) => (code.startsWith('#!') ? `//${code.slice(2)}` : code);
