import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect, gotoHydrated} from './fixtures';
import {DOCS_BUILD_DIRS} from './runButtons';
import {sampleId} from '../../src/samples/page/SampleRunner/sampleId';

// The browser runner runs an ES-module sample (8.x) from blob: URLs, so it rewrites the specifier of each import to the
// URL of the module or package (src/samples/sandbox/worker.mjs). Only real imports: text that reads like one, in a
// string, a template, a comment or a regular expression, is the sample's and prints as Node prints it.

const ROOT = path.resolve(__dirname, '../..');

/** Valid JavaScript and TypeScript alike, so that Node runs it as written. */
const PROGRAM = `import { Container } from 'inversify';
// import { Container } from 'inversify';
/* export * from "inversify"; import('inversify'); */
const container = new Container();
container.bind('origin').toConstantValue("bound from 'inversify'");
console.log(container.get('origin'));
console.log('import { Container } from "inversify"');
console.log(\`export * from 'inversify' and import('inversify')\`);
const name = 'inversify';
console.log(\`from '\${name}'\`, "import 'inversify'");
console.log(/from 'inversify'/.source);
const loaded = await import('inversify');
console.log(typeof loaded.Container);
`;

test('an 8.x program with import-like strings, comments, templates and regular expressions prints in the browser what it prints in Node', async ({page}) => {
  test.setTimeout(120_000);
  const {docsDir} = DOCS_BUILD_DIRS.find((row) => row.version === 'v8')!;
  // The 8.x page of the container's API, and its first sample: the block a share link opens with this program.
  const mdx = fs.readFileSync(path.join(ROOT, 'docs/api/container.mdx'), 'utf8');
  const fence = /```ts file=(examples\/v8\/\S+)(?:[^\n]*?\bregion=(\S+))?/.exec(mdx);
  expect(fence).not.toBeNull();
  const [, file, region] = fence!;
  const node = execFileSync(process.execPath, ['--input-type=module', '-e', PROGRAM], {cwd: path.join(ROOT, 'examples/v8'), encoding: 'utf8'});
  expect(node).toContain("bound from 'inversify'");

  const code = zlib.deflateRawSync(Buffer.from(PROGRAM)).toString('base64url');
  await gotoHydrated(page, `/${docsDir}/api/container/#edit-${sampleId({file: file!, region})}=${code}`);
  const name = file!.split('/').pop()!;
  await expect(page.locator('[data-sample-editor]')).toBeVisible({timeout: 60_000});
  await page.getByRole('button', {name: `Run ${name}`, exact: true}).click();
  const panel = page.locator('[data-sample-panel]');
  await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
  expect((await panel.locator('pre').first().textContent())?.trim()).toBe(node.trim());
});
