// A Node module-resolution hook that finds relative imports the way bundlers do (Vite, webpack, esbuild): a specifier
// with no extension names the file with `.js` added or a folder's `index.js`. Registered by ./programs.mjs for the
// corpus programs written with `moduleResolution: bundler`, whose compiled imports keep no extension.

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const code = /** @type {{code?: string}} */ (error).code;
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (!relative || (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT')) throw error;
    for (const candidate of [`${specifier}.js`, `${specifier}/index.js`]) {
      try {
        return await nextResolve(candidate, context);
      } catch {
        // the next candidate
      }
    }
    throw error;
  }
}
