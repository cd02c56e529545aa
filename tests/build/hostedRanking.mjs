// An offline model of how the hosted search (Algolia DocSearch) ranks the site's records for a query, so a test can
// ask what the first hit would be without the network. It follows the index settings of the DocSearch crawler's
// Docusaurus template (docsearch.algolia.com, "Config Templates"), which a DocSearch index of this site gets:
// - searchableAttributes: unordered(hierarchy.lvl0) … unordered(hierarchy.lvl6), content (in that order);
// - camelCaseAttributes: hierarchy and content (`CheckoutService` is also `checkout` and `service`);
// - ranking: words, filters, typo, attribute, proximity, exact, custom; customRanking: desc(weight.pageRank),
//   desc(weight.level), asc(weight.position) (the crawler's weights: level 100 for lvl0 … 0 for content, position
//   in the page);
// - ignorePlurals: true; minWordSizefor1Typo 3, minWordSizefor2Typos 7; queryType prefixLast (Algolia's default);
//   removeWordsIfNoResults: allOptional (a query whose words cannot all match returns the records that match some,
//   more words first); distinct by url (one hit per page anchor).
// What it leaves out: Algolia's exact proximity computation (here: in each attribute, the sum of the distances between
// consecutive query words, 8 at most per pair; the attribute ranked on is the one where that sum is lowest, as
// attributeCriteriaComputedByMinProximity says), synonyms and stop words (none are configured); the 512-character
// query cap is applied as Algolia does. The records are the ones the site's search-index plugin writes in DocSearch's shape
// (src/plugins/search-index), which a hosted index of the site is filled with.

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const MAX_QUERY_LENGTH = 512;
const MAX_PROXIMITY = 8;

/** Algolia's separators: anything that is not a letter or a digit (`_` is indexed, as separatorsToIndex says). */
const SEPARATOR = /[^\p{L}\p{N}_]+/u;

/** @param {string} text */
const words = (text) => text.split(SEPARATOR).filter(Boolean);

/** The parts of a camelCase word, lowercased (`CheckoutService` → `checkout`, `service`). */
function camelParts(/** @type {string} */ word) {
  const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u).map((p) => p.toLowerCase());
  return parts.length > 1 ? parts : [];
}

/** A word and its plural or singular: ignorePlurals (English, approximated by a trailing s / es). */
function singular(/** @type {string} */ word) {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Edit distance with transpositions, stopping early above `max`. */
function typos(/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  /** @type {number[][]} */
  const d = Array.from({length: a.length + 1}, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) d[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * How a query word matches a record word: {typos, exact} or undefined.
 * @param {string} queryWord lowercased
 * @param {string} word lowercased
 * @param {boolean} last the query's last word (prefix match)
 */
function wordMatch(queryWord, word, last) {
  if (queryWord === word) return {typos: 0, exact: true};
  if (singular(queryWord) === singular(word)) return {typos: 0, exact: true};
  if (last && word.startsWith(queryWord)) return {typos: 0, exact: false};
  const allowed = queryWord.length >= 7 ? 2 : queryWord.length >= 3 ? 1 : 0;
  if (allowed === 0 || /^\p{N}+$/u.test(queryWord)) return undefined;
  const n = typos(queryWord, word, allowed);
  return n <= allowed ? {typos: n, exact: false} : undefined;
}

/** @type {WeakMap<object, {word: string, position: number}[][]>} */
const attributeCache = new WeakMap();
/**
 * The searchable attributes of a record, in ranking order, each as its words (with camelCase parts beside them).
 * @param {import('../../src/plugins/search-index/extract.mjs').SearchRecord} record
 * @returns {{word: string, position: number}[][]}
 */
function attributesOf(record) {
  const cached = attributeCache.get(record);
  if (cached) return cached;
  const texts = [...LEVELS.map((level) => record.hierarchy[/** @type {'lvl0'} */ (level)] ?? ''), record.content ?? ''];
  const attributes = texts.map((text) => {
    /** @type {{word: string, position: number}[]} */
    const out = [];
    words(text).forEach((word, position) => {
      out.push({word: word.toLowerCase(), position});
      for (const part of camelParts(word)) out.push({word: part, position});
    });
    return out;
  });
  attributeCache.set(record, attributes);
  return attributes;
}

/** The crawler's weight.level: 100 for lvl0, 90 for lvl1 … 40 for lvl6, 0 for content. */
const levelWeight = (/** @type {string} */ type) => (type.startsWith('lvl') ? 100 - 10 * Number(type.slice(3)) : 0);

/**
 * Ranks records for a query as the hosted index would, and returns the distinct hits, best first.
 * @param {import('../../src/plugins/search-index/extract.mjs').SearchRecord[]} records one docs version's records, in
 *   page order (objectID order), already filtered as the facet filters would
 * @param {string} query
 * @returns {{record: import('../../src/plugins/search-index/extract.mjs').SearchRecord, criteria: number[]}[]}
 */
export function hostedSearch(records, query) {
  const queryWords = words(query.slice(0, MAX_QUERY_LENGTH)).map((w) => w.toLowerCase());
  if (queryWords.length === 0) return [];
  /** The crawler's weight.position: the record's place in its page. */
  const firstOfPage = new Map();
  records.forEach((record, i) => {
    const page = record.url.split('#')[0];
    if (!firstOfPage.has(page)) firstOfPage.set(page, i);
  });
  const positionInPage = (/** @type {typeof records[number]} */ record) => records.indexOf(record) - firstOfPage.get(record.url.split('#')[0]);
  /** @type {Map<string, ReturnType<typeof wordMatch>>} query word index + record word → match, computed once */
  const matches = new Map();
  const matchOf = (/** @type {number} */ i, /** @type {string} */ word) => {
    const key = `${i}\u0000${word}`;
    if (!matches.has(key)) matches.set(key, wordMatch(queryWords[i], word, i === queryWords.length - 1));
    return matches.get(key);
  };
  const scored = records.map((record) => {
    const attributes = attributesOf(record);
    let matched = 0;
    let typoCount = 0;
    let exact = 0;
    let bestAttribute = attributes.length;
    /** @type {{attribute: number, position: number, typos: number, exact: boolean}[][]} per query word: where it matched */
    const places = queryWords.map((_, i) => {
      /** @type {{attribute: number, position: number, typos: number, exact: boolean}[]} */
      const found = [];
      attributes.forEach((attribute, a) => {
        for (const {word, position: p} of attribute) {
          const match = matchOf(i, word);
          if (match) found.push({attribute: a, position: p, ...match});
        }
      });
      if (found.length === 0) return [];
      matched += 1;
      const best = found.reduce((x, y) => (y.typos < x.typos || (y.typos === x.typos && y.exact && !x.exact) ? y : x));
      typoCount += best.typos;
      if (best.exact) exact += 1;
      bestAttribute = Math.min(bestAttribute, ...found.filter((f) => f.typos === best.typos).map((f) => f.attribute));
      return found;
    });
    // Proximity: for each pair of consecutive matched query words, their smallest distance in one attribute (8 when they
    // are never in the same attribute, and 8 at most). The attribute ranked on (attributeCriteriaComputedByMinProximity)
    // is the best one among the attributes that give those smallest distances, or, when no two matched words share an
    // attribute, the best attribute any of them matched in.
    const matchedPlaces = places.filter((found) => found.length > 0);
    let proximity = 0;
    /** @type {Set<number>} */
    const forming = new Set();
    for (let i = 0; i + 1 < matchedPlaces.length; i += 1) {
      let distance = MAX_PROXIMITY;
      /** @type {number[]} */
      let attributesOfPair = [];
      for (const l of matchedPlaces[i]) {
        for (const r of matchedPlaces[i + 1]) {
          if (l.attribute !== r.attribute) continue;
          const d = Math.min(MAX_PROXIMITY, Math.max(1, Math.abs(r.position - l.position)));
          if (d < distance) {
            distance = d;
            attributesOfPair = [l.attribute];
          } else if (d === distance && d < MAX_PROXIMITY) attributesOfPair.push(l.attribute);
        }
      }
      proximity += distance;
      if (distance < MAX_PROXIMITY) for (const a of attributesOfPair) forming.add(a);
    }
    const rankedAttribute = forming.size > 0 ? Math.min(...forming) : bestAttribute;
    // words (desc), typo (asc), attribute (asc), proximity (asc), exact (desc), pageRank (all equal), level (desc),
    // position (asc): compared as a tuple of numbers where smaller ranks first.
    const criteria = [-matched, typoCount, rankedAttribute, proximity, -exact, -levelWeight(record.type), positionInPage(record)];
    return {record, matched, criteria};
  });
  const all = scored.filter((s) => s.matched === queryWords.length);
  const hits = all.length > 0 ? all : scored.filter((s) => s.matched > 0);
  hits.sort((x, y) => {
    for (let i = 0; i < x.criteria.length; i += 1) if (x.criteria[i] !== y.criteria[i]) return x.criteria[i] - y.criteria[i];
    return 0;
  });
  const seen = new Set();
  return hits.filter(({record}) => (seen.has(record.url) ? false : (seen.add(record.url), true))).map(({record, criteria}) => ({record, criteria}));
}
