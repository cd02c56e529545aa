// From the API of each release of a line (oldest first) to the line's history: for every export and member, the
// releases where it was added, changed signature, was deprecated, or removed.

/**
 * @typedef {import('./extract.mjs').ApiItem} ApiItem
 * @typedef {{version: string, packages: Record<string, string>}} Release
 * @typedef {{release: string, type: 'added', signature: string}
 *   | {release: string, type: 'changed', from: string, to: string}
 *   | {release: string, type: 'removed'}
 *   | {release: string, type: 'deprecated', note: string}
 *   | {release: string, type: 'undeprecated'}} HistoryEvent
 * @typedef {{kind: string, events: HistoryEvent[]}} HistoryEntry
 * @typedef {{releases: Release[], entries: Record<string, HistoryEntry>}} LineHistory
 */

/**
 * Orders plain releases ('7.10.0' after '7.9.1'); prereleases are never in the history.
 * @param {string} a
 * @param {string} b
 */
export function compareReleases(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * @param {(Release & {api: Map<string, ApiItem>})[]} snapshots
 * @returns {LineHistory}
 */
export function buildHistory(snapshots) {
  /** @type {Record<string, HistoryEntry>} */
  const entries = {};
  /** @type {Map<string, ApiItem>} */
  let previous = new Map();
  for (const {version: release, api} of snapshots) {
    for (const [key, item] of api) {
      const before = previous.get(key);
      const entry = (entries[key] ??= {kind: item.kind, events: []});
      entry.kind = item.kind;
      if (before === undefined) entry.events.push({release, type: 'added', signature: item.signature});
      else if (before.signature !== item.signature) entry.events.push({release, type: 'changed', from: before.signature, to: item.signature});
      if (item.deprecated !== undefined && before?.deprecated === undefined) entry.events.push({release, type: 'deprecated', note: item.deprecated});
      if (item.deprecated === undefined && before?.deprecated !== undefined) entry.events.push({release, type: 'undeprecated'});
    }
    for (const key of previous.keys()) {
      if (!api.has(key)) entries[key].events.push({release, type: 'removed'});
    }
    previous = api;
  }
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {releases: snapshots.map(({version, packages}) => ({version, packages})), entries: sorted};
}
