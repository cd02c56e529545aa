// The corpus of readers' programs (tests/corpus/programs/) is what its authors would run: each program type-checks
// with its own tsconfig.json against its release and, run in Node as its settings say, ends with exit code 0 and
// prints something. What a program says it uses (Node built-ins, packages the playground does not carry) is in its
// code. The playground is held to these programs' Node output by the browser tests.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {corpusPrograms, runInNode} from '../corpus/programs.mjs';
import {regardless, workspaceSelected, pathSelected} from './filters.mjs';

const programs = corpusPrograms();

test(regardless('the corpus has at least 30 programs, for every documented major'), () => {
  assert.ok(programs.length >= 30, `${programs.length} programs`);
  for (const major of ['6', '7', '8']) assert.ok(programs.some((program) => program.major === major), `a program for ${major}`);
  for (const program of programs) {
    assert.ok(program.files['tsconfig.json'] !== undefined, `${program.id} has its own tsconfig.json`);
    assert.ok(program.files[program.entry] !== undefined, `${program.id}: its entry ${program.entry} is one of its files`);
  }
});

test(regardless('what a program says it uses is in its code'), () => {
  for (const program of programs) {
    const code = Object.entries(program.files).filter(([file]) => file.endsWith('.ts')).map(([, text]) => text).join('\n');
    for (const name of [...(program.builtins ?? []), ...(program.needs ?? [])]) {
      assert.match(code, new RegExp(`(?:from |require\\()'(?:node:)?${name}'`), `${program.id} imports or requires ${name}`);
    }
  }
});

// SAMPLES=v7 keeps the programs written for 7; SAMPLES_FILTER, those whose id holds it.
for (const program of programs) {
  const skip = !workspaceSelected(`v${program.major}`) || !pathSelected(program.id);
  test(`${program.id} (inversify ${program.major}): checks clean and runs in Node with its own settings`, {skip}, async () => {
    const result = await runInNode(program);
    assert.equal(result.check.code, 0, `tsc with ${program.id}'s tsconfig.json:\n${result.check.output}`);
    assert.ok(result.run, 'it ran');
    assert.equal(result.run.code, 0, `node ${program.entry}:\n${result.run.stdout}${result.run.stderr}`);
    assert.notEqual(result.run.stdout.trim(), '', 'it prints');
    assert.equal(result.run.stderr, '', 'it prints no error');
  });
}
