// Which entry of the error reference (the api/errors page of the sample's docs version) explains an error a run
// ended with. The entries, each a message pattern and its anchor, are made at build time from each version's
// errors.mdx (src/samples/build/errorEntries.mjs); this function is the one place the panel asks, so the lookup
// can read them without the panel changing. With no entries for a version, a message maps to nothing and the
// panel shows the error without a link.

export interface ErrorEntry {
  /** The entry's address: the version's error reference page and the entry's anchor. */
  url: string;
  /** The entry's heading. */
  title: string;
}

export type ErrorEntryLookup = (message: string, version: string) => Promise<ErrorEntry | undefined>;

/** The entry for `message` (the error as the run reports it) in the error reference of `version`. */
export const errorEntryFor: ErrorEntryLookup = () => Promise.resolve(undefined);
