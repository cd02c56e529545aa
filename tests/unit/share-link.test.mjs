// The code of a share link (src/samples/page/editor/shareCodec.mjs): what a reader's link holds comes back exactly,
// a link made by any deflate-raw and base64url encoder opens, and a link that is not one fails with the message the
// editor shows (tests/browser/untrusted.spec.ts opens such links in the page).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {MAX_CODE, MAX_LINE, MAX_PAYLOAD, decodeCode, encodeCode} from '../../src/samples/page/editor/shareCodec.mjs';

/** A payload as another encoder (Node's zlib) makes it. @param {Buffer | string} bytes */
const payloadOf = (bytes) => zlib.deflateRawSync(Buffer.from(bytes)).toString('base64url');

/** `length` characters of `char` in lines of 80 (the last line shorter), as code is written. */
const codeOf = (/** @type {number} */ length, char = 'a') => Array.from({length}, (_, i) => (i % 80 === 79 ? '\n' : char)).join('');

/** @param {string} payload @param {string} message */
const rejects = (payload, message) => assert.rejects(decodeCode(payload), (error) => error instanceof Error && error.message === message);

test('the code comes back exactly, in a payload that needs no escaping in a URL fragment', async () => {
  // Characters whose base64 holds + and / (and the padding a length leaves), and text beyond ASCII.
  for (const code of ['', 'x', '>>>???', "container.bind('Katana').to(Katana); // ⚔ 刀 🗡️\n\ttabs\r\n", codeOf(10_000)]) {
    const payload = await encodeCode(code);
    assert.match(payload, /^[A-Za-z0-9_-]*$/, `payload of ${JSON.stringify(code.slice(0, 20))}`);
    assert.equal(zlib.inflateRawSync(Buffer.from(payload, 'base64url')).toString(), code, 'another decoder reads it');
    if (code !== '') assert.equal(await decodeCode(payload), code);
  }
  // A long sample is compressed, not only encoded.
  assert.ok((await encodeCode(codeOf(10_000))).length < 200);
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
  assert.equal(await decodeCode(payloadOf(codeOf(MAX_CODE))), codeOf(MAX_CODE));
  await rejects(payloadOf(codeOf(MAX_CODE + 1)), 'the code is too long');
  await rejects(payloadOf(codeOf(4 * MAX_CODE)), 'the code is too long');
  await rejects(payloadOf(Buffer.from([0x61, 0xff, 0xfe, 0x62])), 'the code in it is not text');
});

test('code a link cannot carry is refused when the link is made, with a message that says it is too long', async () => {
  const tooLong = (/** @type {string} */ code) =>
    assert.rejects(encodeCode(code), (error) => error instanceof Error && error.message.startsWith('the code is too long for a link: '));
  // The longest code a link opens is the longest one made into a link; one byte more is refused, counted in UTF-8.
  const longest = codeOf(MAX_CODE);
  assert.equal(await decodeCode(await encodeCode(longest)), longest);
  await tooLong(codeOf(MAX_CODE + 1));
  // Counted in bytes: code of two-byte characters, one byte over.
  const wide = codeOf(MAX_CODE / 2, 'é');
  const wideOver = `${wide}\n${codeOf(MAX_CODE - Buffer.byteLength(wide))}`;
  assert.equal(Buffer.byteLength(wideOver), MAX_CODE + 1);
  assert.ok(wideOver.length < MAX_CODE);
  await tooLong(wideOver);
  // Code within MAX_CODE that does not compress (random text, in lines) makes a payload longer than a link may carry.
  const random = crypto.randomBytes(MAX_PAYLOAD).toString('base64').replace(/.{76}/g, '$&\n');
  assert.ok(random.length < MAX_CODE);
  assert.ok(zlib.deflateRawSync(Buffer.from(random)).toString('base64url').length > MAX_PAYLOAD, 'the random text does not compress enough');
  await tooLong(random);
});

test('a line longer than a link carries is refused when the link is made and when it is opened, with its length', async () => {
  // The longest line accepted, at the start, in the middle and at the end of the code (with \r\n line ends too).
  const longest = 'a'.repeat(MAX_LINE);
  for (const code of [longest, `x\n${longest}\ny`, `x\r\n${longest}`, `x\n${longest}`]) {
    assert.equal(await decodeCode(await encodeCode(code)), code);
  }
  // One character more, wherever the line is: made, refused with the length; opened (another encoder), refused too.
  const longer = 'a'.repeat(MAX_LINE + 1);
  const said = `it has a line of ${(MAX_LINE + 1).toLocaleString('en-US')} characters, and a link's code keeps its lines to ${MAX_LINE.toLocaleString('en-US')}`;
  for (const code of [longer, `x\n${longer}\ny`, `x\n${longer}`, `${longer}\n`]) {
    await assert.rejects(encodeCode(code), (error) => error instanceof Error && error.message === `the code is too long for a link: ${said}`);
    await rejects(payloadOf(code), `the code in it is too long for the editor: ${said}`);
  }
  // The link: 40,000 type errors on one line, 287 characters of link.
  const oneLine = '0();'.repeat(40_000);
  assert.ok(payloadOf(oneLine).length < 400);
  await assert.rejects(decodeCode(payloadOf(oneLine)), /too long for the editor: it has a line of 160,000 characters/);
  // A text that is not code itself (the playground's JSON of files) is left to its caller.
  assert.equal(await decodeCode(await encodeCode(longer, {lines: false}), {lines: false}), longer);
});
