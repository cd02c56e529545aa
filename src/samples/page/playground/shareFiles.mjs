// Share links of the playground: `/playground/#share=<payload>`, the payload holding the release and every file as
// JSON, compressed and encoded as the samples' share links are (../editor/shareCodec.mjs, with the same limits and
// messages). In the fragment, so that the code never reaches a server. A link comes from anyone: what it holds is
// checked like any outside input (./files.mjs). Pure: tests/unit/playground.test.mjs runs it as it is.
import {decodeCode, encodeCode, refuseLongLines} from '../editor/shareCodec.mjs';
import {checkFiles} from './files.mjs';

/** The fragment's key: `#share=<payload>`. */
export const SHARE_KEY = 'share';

/**
 * @typedef {import('./files.mjs').PlaygroundFile} PlaygroundFile
 * @typedef {{release: string, files: PlaygroundFile[]}} SharedPlayground `release` (the payload's key): what the link
 *   records of its release line, as written: its major ('8'), or the docs label older links hold ('next'); the page
 *   finds the line with versionOfRecord (src/samples/shared/versions.mjs).
 */

/**
 * The payload of a link to these files on this release.
 * @param {SharedPlayground} shared
 */
export async function encodePlayground({release, files}) {
  for (const file of files) refuseLongLines(file.code, 'making', file.name);
  return encodeCode(JSON.stringify({release, files: files.map((f) => [f.name, f.code])}), {lines: false});
}

/**
 * What a link's payload holds; throws an error whose message says what is wrong with the link. The release is
 * returned as written: the page checks it against the releases it knows.
 * @param {string} payload
 * @returns {Promise<SharedPlayground>}
 */
export async function decodePlayground(payload) {
  const text = await decodeCode(payload, {lines: false});
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('the code in it is not a playground');
  }
  if (typeof value !== 'object' || value === null || !('release' in value) || typeof value.release !== 'string' || value.release.length > 20) {
    throw new Error('it names no release');
  }
  const files = checkFiles('files' in value ? value.files : undefined);
  if (!files.ok) throw new Error(files.problem);
  for (const file of files.files) refuseLongLines(file.code, 'opening', file.name);
  return {release: value.release, files: files.files};
}

/**
 * The payload in a location's fragment, if it has one.
 * @param {string} hash location.hash
 */
export function sharedPayloadOf(hash) {
  const prefix = `#${SHARE_KEY}=`;
  return hash.startsWith(prefix) ? hash.slice(prefix.length) : undefined;
}
