// How a share link names a sample block (src/samples/page/editor/shareLink.ts). A module of its own: the block's
// component, in every page's bundle, needs it to notice a link to one of its blocks, and nothing else of the
// share links' code.
import type {SampleBlockProps} from '../../shared/block.mjs';

/** Share links of edited code start with this: `#edit-<sample id>=<code>`. */
export const SHARE_PREFIX = '#edit-';

/**
 * A stable id of a sample block, derived from its file and region: examples/v7/src/a/b.ts + main -> v7.a.b~main.
 * It names the block in share links.
 */
export function sampleId({file, region}: Pick<SampleBlockProps, 'file' | 'region'>): string {
  const safe = (text: string): string => text.replace(/[^A-Za-z0-9_-]+/g, '.');
  const base = safe(file.replace(/^examples\//, '').replace('/src/', '/').replace(/\.ts$/, ''));
  return region === undefined ? base : `${base}~${safe(region)}`;
}
