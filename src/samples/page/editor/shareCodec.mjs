// The code of a share link (`#edit-<sample id>=<code>`, ./shareLink.ts): deflate-raw-compressed (CompressionStream)
// and base64url-encoded. Links come from anyone: every step checks its input and fails with a message a reader can
// act on. Pure (web platform streams only, which Node has too): tests/unit/share-link.test.mjs runs it as it is.
// Links are made with the same limits they are opened with: code a link cannot carry is refused when the link is made
// ("Copy link" says it is too long), not when someone opens it.

/** Longest payload and longest decompressed code accepted (a sample is a few KB). */
export const MAX_PAYLOAD = 64 * 1024;
export const MAX_CODE = 256 * 1024;
/**
 * Longest line of code a link carries. The editor lays out a line of many thousand characters in tasks of a second or
 * more (CodeMirror measures the line as a whole), so a link of one huge line would freeze the page that opens it.
 */
export const MAX_LINE = 2000;

const TOO_LONG = 'the code is too long';

/**
 * The bytes out of `stream` fed with `bytes`, failing once they pass `limit`.
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {CompressionStream | DecompressionStream} stream
 * @param {number} limit
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
async function pipe(bytes, stream, limit) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error(TOO_LONG);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** @param {Uint8Array} bytes */
const toBase64Url = (bytes) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const kb = (/** @type {number} */ n) => `${Math.ceil(n / 1024).toLocaleString('en-US')} KB`;

/**
 * Why a link cannot carry `code` for its line lengths, or undefined when it can.
 * @param {string} code
 * @returns {string | undefined}
 */
function lineProblem(code) {
  let longest = 0;
  let start = 0;
  for (let end = code.indexOf('\n'); ; end = code.indexOf('\n', start)) {
    const length = (end === -1 ? code.length : end) - start;
    if (length > longest) longest = length;
    if (end === -1) break;
    start = end + 1;
  }
  if (longest <= MAX_LINE) return undefined;
  return `it has a line of ${longest.toLocaleString('en-US')} characters, and a link's code keeps its lines to ${MAX_LINE.toLocaleString('en-US')}`;
}

/**
 * Throws when a line of `code` is longer than a link's code may have: said as a link that cannot be made, or, for a
 * link being opened, as code too long for the editor.
 * @param {string} code
 * @param {'making' | 'opening'} link
 * @param {string} [file] the file the code is, for a link of several
 */
export function refuseLongLines(code, link, file) {
  const problem = lineProblem(code);
  if (problem === undefined) return;
  const what = file === undefined ? problem : `${file} ${problem}`;
  throw new Error(link === 'making' ? `the code is too long for a link: ${what}` : `the code in it is too long for the editor: ${what}`);
}

/**
 * The payload of a share link holding `code`; throws when decodeCode would refuse it, with a message that says the
 * code is too long for a link and by how much.
 * @param {string} code
 * @param {{lines?: boolean}} [options] `lines: false` for a text that is not code itself (the playground's JSON of
 *   files), whose files the caller checks with refuseLongLines
 * @returns {Promise<string>}
 */
export async function encodeCode(code, {lines = true} = {}) {
  if (lines) refuseLongLines(code, 'making');
  const bytes = new TextEncoder().encode(code);
  if (bytes.length > MAX_CODE) throw new Error(`the code is too long for a link: ${kb(bytes.length)}, and a link holds at most ${kb(MAX_CODE)}`);
  const payload = toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw'), Infinity));
  if (payload.length > MAX_PAYLOAD) {
    throw new Error(`the code is too long for a link: compressed, it takes ${kb(payload.length)} of the address, and a link holds at most ${kb(MAX_PAYLOAD)}`);
  }
  return payload;
}

/**
 * The code a share link's payload holds; throws an error whose message says what is wrong with the link.
 * @param {string} payload
 * @param {{lines?: boolean}} [options] as for encodeCode
 * @returns {Promise<string>}
 */
export async function decodeCode(payload, {lines = true} = {}) {
  if (payload.length === 0 || payload.length > MAX_PAYLOAD || !/^[A-Za-z0-9_-]+$/.test(payload)) throw new Error('the code in it is not valid');
  /** @type {string} */
  let binary;
  try {
    binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    throw new Error('the code in it is not valid');
  }
  /** @type {Uint8Array} */
  let bytes;
  try {
    bytes = await pipe(Uint8Array.from(binary, (c) => c.charCodeAt(0)), new DecompressionStream('deflate-raw'), MAX_CODE);
  } catch (error) {
    throw new Error(error instanceof Error && error.message === TOO_LONG ? error.message : 'the code in it is damaged', {cause: error});
  }
  /** @type {string} */
  let code;
  try {
    code = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    throw new Error('the code in it is not text');
  }
  if (lines) refuseLongLines(code, 'opening');
  return code;
}
