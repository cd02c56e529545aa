// Cuts a text that came out of sample code (a console line, an error and its stack) to at most LINE_BYTES UTF-8
// bytes, and says where and how much. The worker cuts before it posts (src/samples/sandbox/worker.mjs) and the page
// cuts again what it receives (src/samples/shared/runnerMessages.mjs): sample code runs in the worker and may have
// replaced any built-in there by the time a text is cut, so the functions used here are taken when this module loads,
// before any sample code runs, and numbers are printed without Number.prototype methods.
import {LINE_BYTES} from './limits.mjs';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = TextEncoder.prototype.encode.bind(encoder);
const decode = TextDecoder.prototype.decode.bind(decoder);
const call = Function.prototype.call;
const sliceString = call.bind(String.prototype.slice);
const charCodeAt = call.bind(String.prototype.charCodeAt);
const subarray = call.bind(Object.getPrototypeOf(Uint8Array.prototype).subarray);

// Room for the note that says where a text was cut.
const NOTE_BYTES = 100;

/**
 * A count with thousands separators ("20,971,766"), built from primitives only.
 * @param {number} n a non-negative integer
 */
export function groupDigits(n) {
  const digits = `${n}`;
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/**
 * `text` if it holds at most LINE_BYTES UTF-8 bytes; otherwise its head and a note that it was cut.
 * @param {string} text
 * @param {'line' | 'error'} what how the note names the text
 */
export function cutText(text, what) {
  // A UTF-16 unit is 1 to 3 UTF-8 bytes: a short text passes unmeasured, and a long one is measured by its head only.
  if (text.length * 3 <= LINE_BYTES) return text;
  const head = encode(text.length > LINE_BYTES ? sliceString(text, 0, LINE_BYTES) : text);
  if (text.length <= LINE_BYTES && head.length <= LINE_BYTES) return text;
  let kept = decode(subarray(head, 0, LINE_BYTES - NOTE_BYTES));
  // A character split at the cut decodes as U+FFFD: drop it.
  if (kept.length > 0 && charCodeAt(kept, kept.length - 1) === 0xfffd) kept = sliceString(kept, 0, kept.length - 1);
  return `${kept}… [${what} cut at ${LINE_BYTES / 1024} KB; it had ${groupDigits(text.length)} characters]`;
}
