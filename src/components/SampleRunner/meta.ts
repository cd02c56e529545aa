// Reads the Run button's data that src/remark/sampleRunnerMeta.mjs put in an embedded sample's fence meta.
import type {Version} from '@site/src/runner';

export interface SampleRef {
  file: string;
  version: Version;
  kind: 'run' | 'fails' | 'node';
  /** Why a Node-only sample does not run in the browser. */
  note?: string;
}

export function parseSampleRef(metastring: string | undefined): SampleRef | undefined {
  const file = /(?:^|\s)sample=(examples\/(v\d+)\/\S+)/.exec(metastring ?? '');
  const kind = /(?:^|\s)sample-kind=(run|fails|node)(?:\s|$)/.exec(metastring ?? '')?.[1] as SampleRef['kind'] | undefined;
  if (file === null || kind === undefined) return undefined;
  const note = /(?:^|\s)sample-note=(\S+)/.exec(metastring ?? '')?.[1];
  return {file: file[1], version: file[2] as Version, kind, note: note === undefined ? undefined : decodeURIComponent(note)};
}
