// Puts one of our modules in place of a framework module that offers no swizzle or option.
// The bundler's NormalModuleReplacementPlugin does nothing, silently, when no module matches its regex
// (say an upgrade moves or renames the framework file): the framework's module would then ship again
// and ours would not. So once the module graph is complete, the compilation fails unless our module is
// in it. Checked on the graph rather than on the resolve callback, which a cached rebuild skips.

import path from 'node:path';

const PLUGIN_NAME = 'inversify-site-replace-module';

/** Whether the compiled graph holds the module at `file` (an absolute path). */
function graphHasModule(/** @type {Iterable<{nameForCondition(): string | null | undefined}>} */ modules, /** @type {string} */ file) {
  for (const module of modules) {
    if (module.nameForCondition() === file) return true;
  }
  return false;
}

/**
 * @param {import('@docusaurus/types').CurrentBundler} bundler
 * @param {RegExp} resource matched against the resolved path of the module to replace
 * @param {string} replacement absolute path of the module to use instead
 * @returns {import('webpack').WebpackPluginInstance}
 */
export function replaceModule(bundler, resource, replacement) {
  const replace = new bundler.instance.NormalModuleReplacementPlugin(resource, replacement);
  return {
    apply(compiler) {
      replace.apply(compiler);
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.hooks.finishModules.tap(PLUGIN_NAME, (modules) => {
          if (graphHasModule(modules, replacement)) return;
          compilation.errors.push(
            new bundler.instance.WebpackError(
              `replaceModule: no module matched ${resource}, so ${replacement} is not in the bundle. ` +
                'Either the framework file it replaces has moved or been renamed (update the regex in the plugin that ' +
                'calls replaceModule), or a persistent build cache predates the replacement (clear node_modules/.cache).',
            ),
          );
        });
      });
    },
  };
}

/**
 * A Docusaurus plugin that puts one of our modules in place of a core client module in the client bundle
 * (the server bundle keeps the original).
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {{name: string, resource: RegExp, replacement: string}} options  replacement is relative to the site
 * @returns {import('@docusaurus/types').Plugin}
 */
export function clientModuleReplacement(context, {name, resource, replacement}) {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {plugins: [replaceModule(context.currentBundler, resource, path.join(context.siteDir, replacement))]};
    },
  };
}
