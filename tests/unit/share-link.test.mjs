// The code of a share link (src/samples/page/editor/shareCodec.mjs): what a reader's link holds comes back exactly,
// a link made by any deflate-raw and base64url encoder opens, and a link that is not one fails with the message the
// editor shows (tests/browser/untrusted.spec.ts opens such links in the page).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {MAX_CODE, MAX_PAYLOAD, decodeCode, encodeCode} from '../../src/samples/page/editor/shareCodec.mjs';

/** A payload as another encoder (Node's zlib) makes it. @param {Buffer | string} bytes */
const payloadOf = (bytes) => zlib.deflateRawSync(Buffer.from(bytes)).toString('base64url');

/** @param {string} payload @param {string} message */
const rejects = (payload, message) => assert.rejects(decodeCode(payload), (error) => error instanceof Error && error.message === message);

test('the code comes back exactly, in a payload that needs no escaping in a URL fragment', async () => {
  // Characters whose base64 holds + and / (and the padding a length leaves), and text beyond ASCII.
  for (const code of ['', 'x', '>>>???', "container.bind('Katana').to(Katana); // ⚔ 刀 🗡️\n\ttabs\r\n", 'a'.repeat(10_000)]) {
    const payload = await encodeCode(code);
    assert.match(payload, /^[A-Za-z0-9_-]*$/, `payload of ${JSON.stringify(code.slice(0, 20))}`);
    assert.equal(zlib.inflateRawSync(Buffer.from(payload, 'base64url')).toString(), code, 'another decoder reads it');
    if (code !== '') assert.equal(await decodeCode(payload), code);
  }
  // A long sample is compressed, not only encoded.
  assert.ok((await encodeCode('a'.repeat(10_000))).length < 100);
  // The base64 of this code's bytes is "O7wy+/DKRAA=": the link carries - and _ instead of + and /, and no padding.
  assert.equal(await encodeCode('ékéa'), 'O7wy-_DKRAA');
  assert.equal(await decodeCode('O7wy-_DKRAA'), 'ékéa');
});

test('a link made by another encoder opens, with or without characters base64 would escape', async () => {
  const code = "import {Container} from 'inversify';\nconsole.log(new Container());\n";
  assert.equal(await decodeCode(payloadOf(code)), code);
  const symbols = '?'.repeat(3) + '>'.repeat(3) + '\u00ff'.repeat(5);
  const payload = payloadOf(symbols);
  assert.equal(await decodeCode(payload), symbols);
});

test('a payload that is not base64url, empty or too long is refused before it is decoded', async () => {
  await rejects('', 'the code in it is not valid');
  for (const bad of ['ab+c', 'ab/c', 'abc=', 'a b', 'é']) await rejects(bad, 'the code in it is not valid');
  // base64 with one character left over is no bytes at all.
  await rejects('A', 'the code in it is not valid');
  await rejects('AAAAA', 'the code in it is not valid');
  await rejects('A'.repeat(MAX_PAYLOAD + 4), 'the code in it is not valid');
  // The longest payload accepted is decoded (these bytes are no deflate stream: damaged, not refused).
  await rejects('A'.repeat(MAX_PAYLOAD), 'the code in it is damaged');
});

test('a payload that is no deflate stream is damaged; code too long or not UTF-8 says so', async () => {
  const damaged = await decodeCode('AAAA').catch((error) => error);
  assert.equal(damaged.message, 'the code in it is damaged');
  assert.ok(damaged.cause instanceof Error, 'the decompressor\'s error is kept as the cause');
  await rejects(payloadOf('code').slice(0, -2), 'the code in it is damaged');
  assert.equal(await decodeCode(payloadOf('a'.repeat(MAX_CODE))), 'a'.repeat(MAX_CODE));
  await rejects(payloadOf('a'.repeat(MAX_CODE + 1)), 'the code is too long');
  await rejects(payloadOf('a'.repeat(4 * MAX_CODE)), 'the code is too long');
  await rejects(payloadOf(Buffer.from([0x61, 0xff, 0xfe, 0x62])), 'the code in it is not text');
});

test('code a link cannot carry is refused when the link is made, with a message that says it is too long', async () => {
  const tooLong = (/** @type {string} */ code) =>
    assert.rejects(encodeCode(code), (error) => error instanceof Error && error.message.startsWith('the code is too long for a link: '));
  // The longest code a link opens is the longest one made into a link; one byte more is refused, counted in UTF-8.
  const longest = 'a'.repeat(MAX_CODE);
  assert.equal(await decodeCode(await encodeCode(longest)), longest);
  await tooLong('a'.repeat(MAX_CODE + 1));
  await tooLong('é'.repeat(MAX_CODE / 2 + 1));
  // Code within MAX_CODE that does not compress (random text) makes a payload longer than a link may carry.
  const random = crypto.randomBytes(MAX_PAYLOAD).toString('base64');
  assert.ok(random.length < MAX_CODE);
  assert.ok(zlib.deflateRawSync(Buffer.from(random)).toString('base64url').length > MAX_PAYLOAD, 'the random text does not compress enough');
  await tooLong(random);
});
