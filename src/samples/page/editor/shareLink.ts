// Share links of edited samples: `#edit-<sample id>=<code>`, the code deflate-raw-compressed (CompressionStream)
// and base64url-encoded, in the URL fragment so that it never reaches a server. Links come from anyone: every
// step checks its input and fails with a message a reader can act on.
import {SHARE_PREFIX} from '../SampleRunner/sampleId';

/** Longest payload and longest decompressed code accepted (a sample is a few KB). */
const MAX_PAYLOAD = 64 * 1024;
const MAX_CODE = 256 * 1024;

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array> {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error('the code is too long');
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

const toBase64Url = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export async function encodeCode(code: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(code), new CompressionStream('deflate-raw'), Infinity));
}

export async function decodeCode(payload: string): Promise<string> {
  if (payload.length === 0 || payload.length > MAX_PAYLOAD || !/^[A-Za-z0-9_-]+$/.test(payload)) throw new Error('the code in it is not valid');
  let binary: string;
  try {
    binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    throw new Error('the code in it is not valid');
  }
  let bytes: Uint8Array;
  try {
    bytes = await pipe(Uint8Array.from(binary, (c) => c.charCodeAt(0)), new DecompressionStream('deflate-raw'), MAX_CODE);
  } catch (error) {
    throw new Error(error instanceof Error && error.message === 'the code is too long' ? error.message : 'the code in it is damaged', {cause: error});
  }
  try {
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    throw new Error('the code in it is not text');
  }
}

/** The page's URL with the edited code of one sample in its fragment. */
export async function shareUrl(id: string, code: string): Promise<string> {
  const url = new URL(location.href);
  url.hash = `${SHARE_PREFIX.slice(1)}${id}=${await encodeCode(code)}`;
  return url.href;
}
