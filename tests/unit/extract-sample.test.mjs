// Unit tests of how a page's sample text is cut out of its file (src/samples/build/samples.mjs extractSample).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractSample} from '../../src/samples/build/samples.mjs';

const FILE = [
  "import {Container} from 'inversify';",
  '',
  '// #region setup',
  'const container = new Container();',
  '// #endregion setup',
  '',
  'function main(): void {',
  '  // #region body',
  '  container.bind(A).toSelf();',
  '',
  '  // #region get',
  '  const a = container.get(A);',
  '  // #endregion get',
  '    console.log(a); // prints: A {}',
  '  // #endregion body',
  '}',
  '',
].join('\n');

test('without a region: the whole file, without trailing blank lines', () => {
  assert.equal(extractSample("const a = 1;\n\n", undefined, 'x.ts'), 'const a = 1;');
});

test('without a region: region marker lines are left out, the code between them kept', () => {
  const whole = extractSample(FILE, undefined, 'x.ts');
  assert.doesNotMatch(whole, /#region|#endregion/);
  assert.match(whole, /^import \{Container\}/);
  assert.match(whole, /const container = new Container\(\);\n\nfunction main/);
});

test('a region: only its lines', () => {
  assert.equal(extractSample(FILE, 'setup', 'x.ts'), 'const container = new Container();');
});

test('a region inside another: the inner one alone, or the outer one without the inner markers, dedented by its least indented line', () => {
  assert.equal(extractSample(FILE, 'get', 'x.ts'), 'const a = container.get(A);');
  assert.equal(
    extractSample(FILE, 'body', 'x.ts'),
    ['container.bind(A).toSelf();', '', 'const a = container.get(A);', '  console.log(a); // prints: A {}'].join('\n'),
  );
});

test('CRLF line endings give the same text as LF', () => {
  const crlf = FILE.replace(/\n/g, '\r\n');
  for (const region of [undefined, 'setup', 'body', 'get']) {
    assert.equal(extractSample(crlf, region, 'x.ts'), extractSample(FILE, region, 'x.ts'), `region ${region}`);
  }
  assert.doesNotMatch(extractSample(crlf, undefined, 'x.ts'), /\r/);
});

test('a missing region fails with the file and region named', () => {
  assert.throws(() => extractSample(FILE, 'nope', 'examples/v7/src/x.ts'), /examples\/v7\/src\/x\.ts has no "\/\/ #region nope"/);
});

test('a region that is never closed fails', () => {
  assert.throws(() => extractSample('// #region open\nconst a = 1;\n', 'open', 'x.ts'), /no "\/\/ #endregion" for region open/);
});

test('an unnamed #endregion closes the region it follows', () => {
  assert.equal(extractSample('// #region r\nconst a = 1;\n// #endregion\nconst b = 2;', 'r', 'x.ts'), 'const a = 1;');
});
