// Reads the Run button's data that src/samples/build/sampleRunnerMeta.mjs put in an embedded sample's fence meta.
import type {Version} from '@site/src/samples/page/runner';

export interface SampleRef {
  file: string;
  version: Version;
  kind: 'run' | 'fails' | 'node';
  /** Why a Node-only sample does not run in the browser. */
  note?: string;
  /** The region of the file the block shows, if not the whole file. */
  region?: string;
}

export function parseSampleRef(metastring: string | undefined): SampleRef | undefined {
  const file = /(?:^|\s)sample=(examples\/(v\d+)\/\S+)/.exec(metastring ?? '');
  const kind = /(?:^|\s)sample-kind=(run|fails|node)(?:\s|$)/.exec(metastring ?? '')?.[1] as SampleRef['kind'] | undefined;
  if (file === null || kind === undefined) return undefined;
  const note = /(?:^|\s)sample-note=(\S+)/.exec(metastring ?? '')?.[1];
  const region = /(?:^|\s)sample-region=(\S+)/.exec(metastring ?? '')?.[1];
  return {
    file: file[1],
    version: file[2] as Version,
    kind,
    note: note === undefined ? undefined : decodeURIComponent(note),
    region: region === undefined ? undefined : decodeURIComponent(region),
  };
}

/** Share links of edited code start with this (src/samples/page/editor/shareLink.ts): `#edit-<sample id>=<code>`. */
export const SHARE_PREFIX = '#edit-';

/**
 * A stable id of a sample block, derived from its file and region: examples/v7/src/a/b.ts + main -> v7.a.b~main.
 * It names the block in share links.
 */
export function sampleId({file, region}: Pick<SampleRef, 'file' | 'region'>): string {
  const safe = (text: string): string => text.replace(/[^A-Za-z0-9_-]+/g, '.');
  const base = safe(file.replace(/^examples\//, '').replace('/src/', '/').replace(/\.ts$/, ''));
  return region === undefined ? base : `${base}~${safe(region)}`;
}
