// The search index files as the build writes them (src/plugins/search-index) and the search client reads them
// (src/search/searchClient.ts), in two steps so that a version's first load stays small:
//   - search-index/<tag>.json: what finds and orders the hits: the MiniSearch index of the records (postings as gaps
//     between record numbers, field lengths as one list) and each record without its text (page, anchor, level and
//     headings, the headings written only where they change);
//   - search-index/texts/<tag>.json (indexFiles.mjs): the records' texts, needed to show the hits (highlights, snippets) and to rank a
//     pasted message; the client requests it together with the index file, so it costs no round trip of its own.
// unpackIndexFile(packed) and withTexts give back exactly the records and the serialized index the build started from
// (the build checks it, src/plugins/search-index). Browser-safe, no dependencies.

/** Bumped when the shape changes, so that a client never reads a file of another shape. */
export const FORMAT = 2;

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * @typedef {import('../plugins/search-index/extract.mjs').SearchRecord} SearchRecord
 * @typedef {import('minisearch').AsPlainObject} SerializedIndex
 * @typedef {[page: number, anchor: string, level: number, hierarchy: (string | null)[] | 0]} PackedRecord
 *   level 0 is a content record, 1…6 a heading's; hierarchy 0: the previous record's
 * @typedef {object} PackedIndex
 * @property {Record<string, number>} fieldIds
 * @property {number[]} averageFieldLength
 * @property {number[]} fieldLength every record's field lengths, one record after the other
 * @property {(string | number | number[] | 0)[][]} terms [term, fieldId, gaps, counts (0: all 1), fieldId, …] in the index's order
 * @property {number} serializationVersion
 * @typedef {object} PackedIndexFile
 * @property {typeof FORMAT} format
 * @property {string} docusaurus_tag
 * @property {string} language
 * @property {string} site the URLs' start (origin and base path, no trailing slash)
 * @property {string[]} pages the pages' paths
 * @property {PackedRecord[]} records
 * @property {PackedIndex} index
 */

/**
 * @param {SearchRecord[]} records of one docusaurus_tag, in index order
 * @param {SerializedIndex} index their serialized MiniSearch index (ids 0…n-1)
 * @param {string} site
 * @returns {{file: PackedIndexFile, texts: (string | null)[]}}
 */
export function packIndexFile(records, index, site) {
  const first = records[0];
  if (!first) throw new Error('packIndexFile: no records');
  /** @type {Map<string, number>} */
  const pages = new Map();
  let previous = '';
  const packed = records.map((record) => {
    if (!record.url.startsWith(site)) throw new Error(`packIndexFile: ${record.url} is not under ${site}`);
    const [page = '', anchor = ''] = record.url.slice(site.length).split('#');
    if (!pages.has(page)) pages.set(page, pages.size);
    const hierarchy = LEVELS.map((level) => record.hierarchy[/** @type {keyof SearchRecord['hierarchy']} */ (level)] ?? null);
    while (hierarchy.length > 0 && hierarchy[hierarchy.length - 1] === null) hierarchy.pop();
    const key = JSON.stringify(hierarchy);
    const same = key === previous;
    previous = key;
    return /** @type {PackedRecord} */ ([pages.get(page), anchor, record.type === 'content' ? 0 : Number(record.type.slice(3)), same ? 0 : hierarchy]);
  });
  const fields = Object.keys(index.fieldIds).length;
  const terms = index.index.map(([term, byField]) => {
    /** @type {(string | number | number[] | 0)[]} */
    const row = [term];
    for (const [fieldId, docs] of Object.entries(byField)) {
      const ids = Object.keys(docs).map(Number).sort((a, b) => a - b);
      const counts = ids.map((id) => docs[id] ?? 0);
      row.push(Number(fieldId), ids.map((id, i) => id - (i === 0 ? 0 : ids[i - 1] ?? 0)), counts.every((n) => n === 1) ? 0 : counts);
    }
    return row;
  });
  /** @type {number[]} */
  const fieldLength = [];
  for (let id = 0; id < records.length; id += 1) {
    const lengths = index.fieldLength[id] ?? [];
    for (let f = 0; f < fields; f += 1) fieldLength.push(lengths[f] ?? 0);
  }
  return {
    file: {
      format: FORMAT,
      docusaurus_tag: first.docusaurus_tag,
      language: first.language,
      site,
      pages: [...pages.keys()],
      records: packed,
      index: {fieldIds: index.fieldIds, averageFieldLength: index.averageFieldLength, fieldLength, terms, serializationVersion: index.serializationVersion},
    },
    texts: records.map((record) => record.content),
  };
}

/**
 * The records of a packed file, their texts still null (withTexts adds them). The browser reads only these: the
 * engine loads the packed index as it is (src/search/engine.mjs, loadPackedIndexes).
 * @param {PackedIndexFile} file
 * @returns {SearchRecord[]}
 */
export function unpackRecords(file) {
  if (file.format !== FORMAT) throw new Error(`Search index of format ${String(file.format)}, expected ${FORMAT}`);
  /** @type {Map<number, number>} records of each page so far */
  const counts = new Map();
  /** @type {(string | null)[]} */
  let hierarchy = [];
  return file.records.map(([page, anchor, level, packedHierarchy]) => {
    if (packedHierarchy !== 0) hierarchy = packedHierarchy;
    const path = file.pages[page] ?? '';
    const n = counts.get(page) ?? 0;
    counts.set(page, n + 1);
    return /** @type {SearchRecord} */ ({
      objectID: `${path}#${n}`,
      url: `${file.site}${path}${anchor ? `#${anchor}` : ''}`,
      type: level === 0 ? 'content' : `lvl${level}`,
      hierarchy: Object.fromEntries(LEVELS.map((key, i) => [key, hierarchy[i] ?? null])),
      content: null,
      language: file.language,
      docusaurus_tag: file.docusaurus_tag,
    });
  });
}

/**
 * The records (their texts still null: withTexts adds them) and the serialized index of a packed file: what the build
 * started from, which it checks the file against.
 * @param {PackedIndexFile} file
 * @returns {{records: SearchRecord[], index: SerializedIndex}}
 */
export function unpackIndexFile(file) {
  const records = unpackRecords(file);
  const {fieldIds, averageFieldLength, fieldLength, terms, serializationVersion} = file.index;
  const fields = Object.keys(fieldIds).length;
  const n = records.length;
  /** @type {Record<number, number>} */
  const documentIds = {};
  /** @type {Record<number, number[]>} */
  const lengths = {};
  for (let id = 0; id < n; id += 1) {
    documentIds[id] = id;
    lengths[id] = fieldLength.slice(id * fields, (id + 1) * fields);
  }
  /** @type {SerializedIndex['index']} */
  const index = terms.map((row) => {
    /** @type {Record<string, Record<string, number>>} */
    const byField = {};
    for (let i = 1; i < row.length; i += 3) {
      const gaps = /** @type {number[]} */ (row[i + 1]);
      const counts = /** @type {number[] | 0} */ (row[i + 2]);
      /** @type {Record<string, number>} */
      const docs = {};
      let id = 0;
      gaps.forEach((gap, j) => {
        id += gap;
        docs[id] = counts === 0 ? 1 : counts[j] ?? 1;
      });
      byField[String(row[i])] = docs;
    }
    return [String(row[0]), byField];
  });
  return {
    records,
    index: {documentCount: n, nextId: n, documentIds, fieldIds, fieldLength: lengths, averageFieldLength, storedFields: {}, dirtCount: 0, index, serializationVersion},
  };
}

/**
 * Puts the texts file's texts into the records unpackIndexFile gave.
 * @param {SearchRecord[]} records
 * @param {unknown} texts
 */
export function withTexts(records, texts) {
  if (!Array.isArray(texts) || texts.length !== records.length) throw new Error('The search texts do not match the index');
  records.forEach((record, i) => {
    record.content = typeof texts[i] === 'string' ? texts[i] : null;
  });
  return records;
}
