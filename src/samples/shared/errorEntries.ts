// Which error-reference entry a thrown message belongs to: the Run panel links a run that ends in an error the
// release threw to its entry. The entries come from build/sample-runner/<vN>.errors.json
// (src/samples/build/errorEntries.mjs): each has matchers, the literal parts of a message template in order, where
// the template's placeholders (`<service identifier>`) may stand for any text.
// Pure: no DOM, no fetch.

export interface ErrorEntry {
  /** The entry's page path and anchor, with the site's baseUrl. */
  url: string;
  /** The entry's heading. */
  title: string;
  /** One per template the entry documents: its literal parts, in order. */
  matchers: string[][];
}

/** How much of `message` a matcher accounts for: the length of its literal parts, or 0 when they are not all in the
 * message, in order and without overlapping. */
function matchedLength(message: string, literals: readonly string[]): number {
  let from = 0;
  let length = 0;
  for (const literal of literals) {
    const at = message.indexOf(literal, from);
    if (at < 0) return 0;
    from = at + literal.length;
    length += literal.length;
  }
  return length;
}

/**
 * The entry whose template explains `message` best (the most literal text matched), or undefined when no template
 * matches: an error the sample's own code threw, not the release.
 */
export function errorEntryFor(message: string, entries: readonly ErrorEntry[]): {url: string; title: string} | undefined {
  let best: ErrorEntry | undefined;
  let bestLength = 0;
  for (const entry of entries) {
    for (const literals of entry.matchers) {
      const length = matchedLength(message, literals);
      if (length > bestLength) {
        best = entry;
        bestLength = length;
      }
    }
  }
  return best === undefined ? undefined : {url: best.url, title: best.title};
}
