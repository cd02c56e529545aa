// Every page's main bundle carried all of tslib (11 KB, 3.6 KB brotli) for one helper: @docusaurus/utils-common's
// index (CommonJS, compiled with importHelpers) requires it for `__importDefault`, and a required CommonJS module
// ships whole. In the client bundle that one file gets ./importDefault.mjs instead; any other importer of tslib keeps
// the real one. The build fails if the helper is no longer in the bundle (say an upgrade moves the file), and
// tests/unit/tslib-helper.test.mjs fails if the installed file uses another helper.
import path from 'node:path';

const NAME = 'inversify-tslib-helper';
export const ISSUER = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin<void>}
 */
export default function tslibHelperPlugin(context) {
  const helper = path.join(context.siteDir, 'src', 'plugins', 'tslib-helper', 'importDefault.mjs');
  const bundler = context.currentBundler.instance;
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          new bundler.NormalModuleReplacementPlugin(/^tslib$/, (/** @type {{request: string, contextInfo: {issuer: string}}} */ data) => {
            if (ISSUER.test(data.contextInfo.issuer)) data.request = helper;
          }),
          {
            apply(/** @type {import('webpack').Compiler} */ compiler) {
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                compilation.hooks.finishModules.tap(NAME, (modules) => {
                  for (const module of modules) if (module.nameForCondition() === helper) return;
                  compilation.errors.push(new bundler.WebpackError(`${NAME}: no module matched ${ISSUER}, so tslib is bundled whole again (see src/plugins/tslib-helper)`));
                });
              });
            },
          },
        ],
      };
    },
  };
}
