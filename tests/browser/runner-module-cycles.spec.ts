import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {withRunner} from './runnerApi';

// ES modules whose imports form a cycle, run in the browser for `next` (inversify 8, compiled as ES modules) as Node
// runs them: each module evaluated once, live bindings, Node's "Cannot access … before initialization" where a binding
// is read too early. The same files run in Node here (in the v8 workspace, whose inversify they import), and the
// runner must print what Node printed. On the build served with no security headers.

/** Two modules importing each other, one of them importing inversify too. */
const TWO_FILES: Record<string, string> = {
  'cycle/a.js': `import {b, useA, counter, bump} from './b.js';
console.log('a starts, b =', b);
export const a = 'value of a';
export function hoisted() {
  return 'hoisted in a';
}
console.log(useA());
bump();
bump();
console.log('counter after two bumps:', counter);
`,
  'cycle/b.js': `import {Container} from 'inversify';
import {a, hoisted} from './a.js';
console.log('b starts; a function declaration of a can be called:', hoisted());
try {
  console.log(a);
} catch (error) {
  console.log(\`\${error.name}: \${error.message}\`);
}
export const b = 'value of b';
export let counter = 0;
export function bump() {
  counter += 1;
}
export const useA = () => \`b sees \${a}, and a container has get: \${typeof new Container().get}\`;
`,
};

/** A module importing itself, by namespace and by name. */
const SELF_IMPORT: Record<string, string> = {
  'self.js': `import * as self from './self.js';
import {later as early} from './self.js';
for (const read of [() => Object.keys(self).join(','), () => early, () => self.later]) {
  try {
    console.log(read());
  } catch (error) {
    console.log(\`\${error.name}: \${error.message}\`);
  }
}
export function named() {}
export const later = 'set';
console.log('now:', later, early, self.later, typeof self.named);
export default 'the default';
console.log(Object.keys(self).join(','), self.default);
`,
};

/** What Node prints running `entry` of `files`, written in the v8 workspace (whose node_modules has inversify 8). */
async function nodeOutput(files: Record<string, string>, entry: string): Promise<string[]> {
  // Imported when needed, as an ES module: a static import has Playwright compile it and tests/processes.mjs to
  // CommonJS in the worker, and the other specs' import() of tests/processes.mjs then finds no named exports.
  const {runModulesInNode} = await import('../nodeModules.mjs');
  const node = await runModulesInNode(files, entry, path.join('examples', 'v8', '.out'));
  if (node.code !== 0) throw new Error(`node ${entry} ended with ${node.code}:\n${node.stderr}`);
  return node.stdout.replace(/\n$/, '').split('\n');
}

test.beforeAll(() => fs.mkdirSync(path.join('examples', 'v8', '.out'), {recursive: true}));

for (const [what, files, entry] of [
  ['a cycle between two files', TWO_FILES, 'cycle/a.js'],
  ['a file importing itself', SELF_IMPORT, 'self.js'],
] as const) {
  test(`next: ${what} runs as in Node`, async ({page}) => {
    test.setTimeout(90_000);
    const expected = await nodeOutput(files, entry);
    // Node printed something for each step (a cycle it could not run would have thrown above).
    expect(expected.length).toBeGreaterThan(3);
    await gotoHydrated(page, '/');
    await withRunner(page);
    const result = await page.evaluate(({modules, entry}) => window.inversifySampleRunner!.run({entry, modules}, 'v8'), {modules: files, entry});
    expect(result.events.filter((event) => event.type === 'error')).toEqual([]);
    expect(result.outcome).toBe('finished');
    expect(result.stdout).toEqual(expected);
  });
}
