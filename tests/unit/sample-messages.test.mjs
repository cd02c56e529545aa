// A sample that does not do what its comments say is reported at the comment to correct, with the expected and the
// actual value one above the other (tests/examples/sampleChecks.mjs: the sample tests and `npm run check` print
// these messages).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {endProblems, expectErrorProblems, notEmbeddedMessage, printProblems} from '../examples/sampleChecks.mjs';

const FILE = 'examples/v7/src/a/b.ts';

test('a wrong "// prints:" line is reported at its line, expected above printed', () => {
  const source = "console.log('one');\n// prints: one\nconsole.log('two');\n// prints: 2\n";
  assert.deepEqual(printProblems(FILE, source, ['one', 'two']), [`${FILE}:4: "// prints:" line 2 differs from the output\n    expected: 2\n    printed:  two`]);
  assert.deepEqual(printProblems(FILE, source, ['one', '2']), []);
});

test('output beyond the comments, and comments beyond the output, are reported at the last and the missing comment', () => {
  const source = "// prints: one\n// prints: two\n";
  assert.match(printProblems(FILE, source, ['one', 'two', 'three'])[0], new RegExp(`^${FILE}:2: printed line 3, which no "// prints:" comment states.*\\n    expected: \\(no more output\\)\\n    printed:  three$`));
  assert.match(printProblems(FILE, source, ['one'])[0], new RegExp(`^${FILE}:2: .*\\n    expected: two\\n    printed:  \\(nothing: the output ended\\)$`));
});

test('a wrong "// throws:" line is reported at its line; an error that was not thrown at the first one', () => {
  const source = '// throws: No bindings.\n// throws:\n// throws: Trying to resolve "A".\n';
  const [wrong] = endProblems(FILE, source, {code: 1, stderr: '', thrown: 'No bindings.\n\nTrying to resolve "B".'});
  assert.match(wrong, new RegExp(`^${FILE}:3: "// throws:" line 3 differs .*\\n    expected: Trying to resolve "A"\\.\\n    thrown:   Trying to resolve "B"\\.\\n`));
  const [none] = endProblems(FILE, source, {code: 0, stderr: '', thrown: undefined});
  assert.match(none, new RegExp(`^${FILE}:1: .*threw nothing`));
  assert.deepEqual(endProblems(FILE, source, {code: 1, stderr: '', thrown: 'No bindings.\n\nTrying to resolve "A".'}), []);
});

test('"// expect-error:" comments are reported at the comment when tsc disagrees, and an unexpected error at its line', () => {
  const source = '// expect-error: TS2345\nbad(1);\nworse();\n';
  const problems = expectErrorProblems(FILE, source, [
    {line: 2, code: 'TS2322', text: `${FILE}:2: TS2322: wrong type`},
    {line: 3, code: 'TS2554', text: `${FILE}:3: TS2554: wrong count`},
  ]);
  assert.equal(problems.length, 3);
  assert.match(problems[0], new RegExp(`^${FILE}:1: "// expect-error: TS2345" names an error on line 2\\n    expected: TS2345 at line 2\\n    reported: TS2322 at line 2$`));
  assert.match(problems[1], new RegExp(`^${FILE}:2: TS2322`));
  assert.match(problems[2], new RegExp(`^${FILE}:3: TS2554`));
  const left = expectErrorProblems(FILE, source, [{line: 2, code: 'TS2345', text: ''}, {line: 3, code: 'TS2554', text: `${FILE}:3: TS2554: wrong count`}]);
  assert.equal(left.length, 1, 'only the unexpected TS2554 is left once the TS2345 matches');
  assert.deepEqual(expectErrorProblems(FILE, source, [{line: 2, code: 'TS2345', text: ''}]), []);
});

test('a sample no page embeds is named with the fence that embeds it', () => {
  const message = notEmbeddedMessage(FILE);
  assert.match(message, new RegExp(`^${FILE}:1: no page embeds this sample`));
  assert.ok(message.includes(`\`\`\`ts file=${FILE} title="b.ts"`));
});
