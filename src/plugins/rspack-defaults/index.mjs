// Docusaurus 3.9.2 sets Rspack's `experiments.lazyBarrel: true`, written for Rspack 1.5. The Rspack this site pins
// (1.7) enables lazy barrel by default and prints a deprecation line on every build and `npm start` while the option
// is set: the option is removed, the behaviour is the same. (DISABLE_RSPACK_LAZY_BARREL, which sets it to false,
// still works.)

/** @returns {import('@docusaurus/types').Plugin<void>} */
export default function rspackDefaultsPlugin() {
  return {
    name: 'inversify-rspack-defaults',
    configureWebpack(config) {
      const experiments = /** @type {Record<string, unknown> | undefined} */ (config.experiments);
      if (experiments?.lazyBarrel === true) delete experiments.lazyBarrel;
      return {};
    },
  };
}
