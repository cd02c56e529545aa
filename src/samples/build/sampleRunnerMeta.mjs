// Meta that the remark plugin adds to an embedded TypeScript sample's fence for its Run button
// (src/samples/page/SampleRunner): which sample file it shows, and how the button offers it.
import fs from 'node:fs';
import path from 'node:path';
import {classifySample} from './classify.mjs';
import {expectedOutput} from './samples.mjs';

/**
 * @param {string} rootDir site root
 * @param {string} file the fence's `file=` value, e.g. examples/v7/src/a.ts
 * @param {string | null | undefined} lang the fence's language
 * @param {string} [region] the region of the file the block shows (names the block in editor share links)
 * @returns {string} meta such as `sample=examples/v7/src/a.ts sample-kind=run`, or '' for non-samples
 */
export function sampleRunnerMeta(rootDir, file, lang, region) {
  if (lang !== 'ts' || !/^examples\/v\d+\/src\/.+\.ts$/.test(file)) return '';
  const source = fs.readFileSync(path.resolve(rootDir, file), 'utf8');
  const kind = classifySample(file, source);
  // A module of a guide's app that states no output of its own (its tests exercise it) offers no Run button.
  if (kind.kind === 'run' && expectedOutput(source).length === 0) return '';
  const note = kind.kind === 'node' ? ` sample-note=${encodeURIComponent(kind.reason)}` : '';
  const shown = region === undefined ? '' : ` sample-region=${encodeURIComponent(region)}`;
  return `sample=${file} sample-kind=${kind.kind}${note}${shown}`;
}
