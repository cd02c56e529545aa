// The block the remark plugin (./embedSamples.mjs) wraps an embedded TypeScript sample's code in: the MDX component
// SAMPLE_BLOCK with typed props (src/samples/shared/block.mjs), which the page renders as the Run, Edit or
// "Node only" row under the code (src/samples/page/SampleRunner).
import fs from 'node:fs';
import path from 'node:path';
import {sampleOffer} from './classify.mjs';
import {workspaceOf} from './samples.mjs';
import {SAMPLE_BLOCK} from '../shared/block.mjs';
import {playgroundHref} from '../shared/playgroundAddress.mjs';
import {versionOfWorkspace} from '../shared/versions.mjs';

/**
 * @param {string} rootDir site root
 * @param {string} file the fence's `file=` value, e.g. examples/v7/src/a.ts
 * @param {string | null | undefined} lang the fence's language
 * @param {string} [region] the region of the file the block shows (names the block in editor share links)
 * @returns {import('../shared/block.mjs').SampleBlockProps | undefined} undefined when the code gets no row
 */
export function sampleBlockProps(rootDir, file, lang, region) {
  if (lang !== 'ts' || !/^examples\/v\d+\/src\/.+\.ts$/.test(file)) return undefined;
  const offer = sampleOffer(file, fs.readFileSync(path.resolve(rootDir, file), 'utf8'));
  if (!offer.offered) return undefined;
  const version = versionOfWorkspace(workspaceOf(file));
  return {
    file,
    version,
    kind: offer.kind,
    ...(offer.kind === 'node' && {note: offer.reason}),
    ...(region !== undefined && {region}),
    ...(offer.kind === 'run' && {playground: playgroundHref(version, file)}),
  };
}

/**
 * The MDX element (an mdast `mdxJsxFlowElement`) that wraps `code` in the sample block.
 * @template T
 * @param {import('../shared/block.mjs').SampleBlockProps} props
 * @param {T} code
 */
export function sampleBlock(props, code) {
  return {
    type: 'mdxJsxFlowElement',
    name: SAMPLE_BLOCK,
    attributes: Object.entries(props).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    children: [code],
  };
}
