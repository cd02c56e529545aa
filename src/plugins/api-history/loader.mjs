// Rspack loader for the API pages (./index.mjs): declares the API history data file a dependency, changes nothing.
import path from 'node:path';
import {DATA_FILE} from '../../remark/apiHistory/data.mjs';

/**
 * @this {{getOptions(): {siteDir: string}, addDependency(file: string): void}}
 * @param {string} source
 */
export default function apiHistoryLoader(source) {
  this.addDependency(path.join(this.getOptions().siteDir, DATA_FILE));
  return source;
}
