// Which entry of the error reference (the api/errors page of the sample's docs version) explains an error a run
// ended with. The build writes each version's entries, a message pattern and an anchor each, to
// sample-runner/<vN>.errors.json (src/samples/build/errorEntries.mjs); they are fetched with the first error of a
// version and matched by src/samples/shared/errorEntries.ts. A version whose entries cannot be loaded links
// nothing: the panel shows the error alone.
import {assetUrl, type Version} from '@site/src/samples/page/runner';
import {errorEntriesAsset} from '../../shared/protocol.mjs';
import {errorEntryFor as matchEntry, type ErrorEntry as Entry} from '../../shared/errorEntries';

export interface ErrorEntry {
  /** The entry's address: the version's error reference page and the entry's anchor. */
  url: string;
  /** The entry's heading. */
  title: string;
}

export type ErrorEntryLookup = (message: string, version: string) => Promise<ErrorEntry | undefined>;

const loaded = new Map<string, Promise<Entry[]>>();
function entriesOf(version: string): Promise<Entry[]> {
  let entries = loaded.get(version);
  if (entries === undefined) {
    entries = fetch(assetUrl(errorEntriesAsset(version as Version))).then(async (response) =>
      response.ok ? ((await response.json()) as {entries: Entry[]}).entries : [],
    );
    entries.catch(() => loaded.delete(version));
    loaded.set(version, entries);
  }
  return entries;
}

/** The entry for `message` (the error as the run reports it) in the error reference of `version`. */
export const errorEntryFor: ErrorEntryLookup = async (message, version) => matchEntry(message, await entriesOf(version).catch(() => []));
