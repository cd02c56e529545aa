// Puts one of our modules in place of a framework module that offers no swizzle or option.
/**
 * @param {import('@docusaurus/types').CurrentBundler} bundler
 * @param {RegExp} resource matched against the resolved path of the module to replace
 * @param {string} replacement absolute path of the module to use instead
 */
export function replaceModule(bundler, resource, replacement) {
  return new bundler.instance.NormalModuleReplacementPlugin(resource, replacement);
}
