// Which entry of the error reference (the api/errors page of the sample's docs version) explains an error a run
// ended with. The build writes each version's entries, a message pattern and an anchor each, to
// sample-runner/<vN>.errors.json (src/samples/build/errorEntries.mjs); they are fetched with the first error of a
// version (once, by the runner's loader) and matched by src/samples/shared/errorEntries.ts. A version whose entries
// cannot be loaded links nothing: the panel shows the error alone.
import {loadErrorEntries, type Version} from '@site/src/samples/page/runner';
import {errorEntryFor as matchEntry} from '../../shared/errorEntries';

export interface ErrorEntry {
  /** The entry's address: the version's error reference page and the entry's anchor. */
  url: string;
  /** The entry's heading. */
  title: string;
}

export type ErrorEntryLookup = (message: string, version: string) => Promise<ErrorEntry | undefined>;

/** The entry for `message` (the error as the run reports it) in the error reference of `version`. */
export const errorEntryFor: ErrorEntryLookup = async (message, version) =>
  matchEntry(message, (await loadErrorEntries(version as Version).catch(() => ({entries: []}))).entries);
