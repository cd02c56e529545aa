// inversify-site: a tag's two index files (src/search/indexFormat.mjs) read once their requests are under way, in the
// chunk that searchClient.ts loads beside them: pages carry only the two requests, made as soon as a search needs them.
import type {IndexFile} from './engine.mjs';
import {unpackRecords, withTexts} from './indexFormat.mjs';
import {SearchIndexUnavailableError, requestIndexFile} from './searchClient';

async function json(request: Promise<Response>, url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    throw new SearchIndexUnavailableError(`Search index ${url} could not be fetched`, {cause: error});
  }
  if (!response.ok) throw new SearchIndexUnavailableError(`Search index ${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The index file of `tag`, and the step that puts its texts in place (the engine waits for it when it shows hits).
 * @param requests the index file's request and the texts file's, both made already
 * @param urls their URLs
 */
export async function readIndexFile(tag: string, requests: [Promise<Response>, Promise<Response>], urls: [string, string]): Promise<IndexFile> {
  let texts: Promise<Response> | null = requests[1];
  let file: IndexFile;
  const packed = (await json(requests[0], urls[0])) as Parameters<typeof unpackRecords>[0];
  try {
    if (!Array.isArray(packed.index?.terms) || !Array.isArray(packed.index.fieldLength)) throw new Error('no packed index');
    file = {records: unpackRecords(packed), packed: packed.index};
  } catch (error) {
    throw new SearchIndexUnavailableError(`Search index of ${tag} could not be read`, {cause: error});
  }
  let placed: Promise<unknown> | null = null;
  // A failed texts load is requested again by the next search.
  const placeTexts = (): Promise<unknown> =>
    (placed ??= json(texts ?? requestIndexFile(urls[1]), urls[1]).then(
      (list) => withTexts(file.records, list),
      (error: unknown) => {
        placed = null;
        texts = null;
        throw error;
      },
    ));
  return {...file, texts: placeTexts};
}
