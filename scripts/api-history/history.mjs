// From the API of each release of a line (oldest first) to the line's history: for every export and member, the
// releases where it was added, changed in a way a caller sees (./meaning.mjs judges), was deprecated, or removed,
// and for a type first reached unexported, the release that exported its name.

/**
 * @typedef {import('./extract.mjs').ApiItem} ApiItem
 * @typedef {{version: string, packages: Record<string, string>}} Release
 * @typedef {{release: string, type: 'added', signature: string, unexported?: true}
 *   | {release: string, type: 'changed', from: string, to: string}
 *   | {release: string, type: 'restated', to: string}
 *   | {release: string, type: 'exported'}
 *   | {release: string, type: 'removed', unexported?: true}
 *   | {release: string, type: 'deprecated', note: string}
 *   | {release: string, type: 'undeprecated'}} HistoryEvent
 * @typedef {{kind: string, events: HistoryEvent[]}} HistoryEntry
 * @typedef {{releases: Release[], entries: Record<string, HistoryEntry>}} LineHistory
 * @typedef {(pairs: import('./meaning.mjs').Pair[]) => Set<string>} SameMeaning
 */

/**
 * The signature a caller sees of an entry at `release` (undefined when absent then), and whether it was
 * exported by name: what the events say, applied in order.
 * @param {HistoryEntry} entry
 * @param {string} release
 */
export function stateAt(entry, release) {
  /** @type {string | undefined} */
  let signature;
  let unexported = false;
  for (const event of entry.events) {
    if (compareReleases(event.release, release) > 0) break;
    if (event.type === 'added') [signature, unexported] = [event.signature, event.unexported === true];
    if (event.type === 'changed' || event.type === 'restated') signature = event.to;
    if (event.type === 'exported') unexported = false;
    if (event.type === 'removed') signature = undefined;
  }
  return {signature, unexported};
}

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
 * @param {SameMeaning} [sameMeaning] which keys whose text differs mean the same (every difference is a change
 *   without it)
 * @returns {LineHistory}
 */
export function buildHistory(snapshots, sameMeaning = () => new Set()) {
  /** @type {Record<string, HistoryEntry>} */
  const entries = {};
  /** @type {Map<string, ApiItem>} */
  let previous = new Map();
  for (const {version: release, api} of snapshots) {
    const afterKeys = new Set(api.keys());
    const pairs = [...api].flatMap(([key, item]) => {
      const before = previous.get(key);
      return before?.ref !== undefined && item.ref !== undefined && before.signature !== item.signature ? [{key, before: before.ref, after: item.ref, from: before.signature, to: item.signature, afterKeys}] : [];
    });
    const same = pairs.length === 0 ? new Set() : sameMeaning(pairs);
    for (const [key, item] of api) {
      const before = previous.get(key);
      const entry = (entries[key] ??= {kind: item.kind, events: []});
      entry.kind = item.kind;
      // Only a type itself is marked unexported; its members are reached through it either way.
      const unexported = item.unexported && !key.includes('.') ? {unexported: /** @type {const} */ (true)} : {};
      if (before === undefined) entry.events.push({release, type: 'added', signature: item.signature, ...unexported});
      else if (before.signature !== item.signature && same.has(key)) entry.events.push({release, type: 'restated', to: item.signature});
      else if (before.signature !== item.signature) entry.events.push({release, type: 'changed', from: before.signature, to: item.signature});
      // A member of a type keeps its history; the type's own entry says when its name was exported.
      if (before?.unexported && !item.unexported && !key.includes('.')) entry.events.push({release, type: 'exported'});
      if (item.deprecated !== undefined && before?.deprecated === undefined) entry.events.push({release, type: 'deprecated', note: item.deprecated});
      if (item.deprecated === undefined && before?.deprecated !== undefined) entry.events.push({release, type: 'undeprecated'});
    }
    for (const key of previous.keys()) {
      // A type no longer named by any exported signature was never exported by name: not a removal callers see.
      if (!api.has(key)) entries[key].events.push({release, type: 'removed', ...(previous.get(key)?.unexported && !key.includes('.') ? {unexported: true} : {})});
    }
    previous = api;
  }
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {releases: snapshots.map(({version, packages}) => ({version, packages})), entries: sorted};
}
