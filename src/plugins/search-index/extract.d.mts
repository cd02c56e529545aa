export interface SearchRecordHierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** A record shaped like the DocSearch crawler's. */
export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with #anchor for sections. */
  url: string;
  type: string;
  hierarchy: SearchRecordHierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
}

export function cleanText(text: string): string;
export function extractRecords(
  html: string,
  options: {siteUrl: string; path: string; maxContentLength?: number},
): SearchRecord[];
