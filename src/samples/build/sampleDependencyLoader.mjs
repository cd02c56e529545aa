// Rspack loader run on every Markdown/MDX file before the MDX loader: it declares the samples the page embeds
// as dependencies of the page module. The remark plugin reads them with fs, which the bundler cannot see; without
// this, the persistent cache of a warm build and the dev server keep a page after its sample changes.
// The page's own text is scanned (the same parser the remark plugin checks against), and nothing is changed.
import path from 'node:path';
import {sampleRefsIn} from './samples.mjs';

/**
 * @this {{getOptions(): {rootDir: string}, addDependency(file: string): void}}
 * @param {string} source
 */
export default function sampleDependencyLoader(source) {
  const {rootDir} = this.getOptions();
  for (const ref of sampleRefsIn(source)) this.addDependency(path.resolve(rootDir, ref.file));
  return source;
}
