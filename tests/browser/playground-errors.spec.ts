import type {Locator, Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {test, expect, gotoHydrated} from './fixtures';
import {loadVersions} from './siteData';
import {playgroundLink, type Files} from './playgroundLink';

// A failed playground run explained at the reader's file:line:column (src/samples/page/playground/failurePlace.mjs,
// shown by App/Output.tsx): in each release, each kind of failure its module format can meet names the reader's file,
// line and column, shows no blob: URL and no sandbox name (sample:///), lists the sandbox's frames only once expanded,
// and links a known trap to the page that explains it.

const region = (page: Page): Locator => page.getByRole('region', {name: 'Run'});
const status = (page: Page): Locator => region(page).getByRole('status');
const consoleText = (page: Page): Locator => region(page).getByLabel('Console output');
const explanation = (page: Page): Locator => page.locator('[data-failure="code"]');

/** How the release's workspace compiles its modules, from its tsconfig (as the build decides it). */
function formatOf(workspace: string): 'cjs' | 'esm' {
  const file = path.resolve(__dirname, '../..', workspace, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(file, {}, {...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {}});
  return parsed?.options.module === ts.ModuleKind.CommonJS ? 'cjs' : 'esm';
}

/** 1-based line of the first line of `code` that contains `needle`. */
const lineOf = (code: string, needle: string): number => {
  const index = code.split('\n').findIndex((line) => line.includes(needle));
  expect(index, needle).toBeGreaterThanOrEqual(0);
  return index + 1;
};

interface Case {
  name: string;
  files: Files;
  /** Where the reader must be sent: the file and the text on the line that failed. */
  at: [file: string, text: string];
  /** The calls in the reader's files, innermost first, each as its file and the text on its line. */
  calls?: [file: string, text: string][];
  formats: ('cjs' | 'esm')[];
  /** The trap's page, below the base URL, and the id on it. */
  trap?: string;
}

const shop = "function charge(card: {number: string} | null): string {\n  return card!.number;\n}\n\nexport function order(n: number): string {\n  return charge(null) + n;\n}\n";

const cases: Case[] = [
  {
    name: 'a TypeError in a nested function called from another file',
    files: [['main.ts', "import {order} from './shop';\n\nconsole.log('ordering');\norder(2);\n"], ['shop.ts', shop]],
    at: ['shop.ts', 'return card!.number'],
    calls: [['shop.ts', 'return card!.number'], ['shop.ts', 'return charge(null)'], ['main.ts', 'order(2)']],
    formats: ['cjs', 'esm'],
  },
  {
    name: 'a TypeError in a program whose modules import each other',
    files: [
      ['main.ts', "import {order} from './shop';\n\norder(2);\n"],
      ['shop.ts', "import {price} from './prices';\n\nexport function order(n: number): number {\n  return price(null) * n;\n}\n"],
      ['prices.ts', "import {order} from './shop';\n\nexport function price(item: {cost: number} | null): number {\n  return item!.cost;\n}\n\nexport const again = (): number => order(1);\n"],
    ],
    at: ['prices.ts', 'return item!.cost'],
    calls: [['prices.ts', 'return item!.cost'], ['shop.ts', 'return price(null)'], ['main.ts', 'order(2)']],
    formats: ['cjs', 'esm'],
  },
  {
    name: 'a thrown Error',
    files: [['main.ts', "import {check} from './check';\n\ncheck(-1);\n"], ['check.ts', "export function check(n: number): void {\n  if (n < 0) {\n    throw new Error(`negative: ${n}`);\n  }\n}\n"]],
    at: ['check.ts', 'throw new Error'],
    calls: [['check.ts', 'throw new Error'], ['main.ts', 'check(-1)']],
    formats: ['cjs', 'esm'],
  },
  {
    name: 'a module that cannot be found',
    files: [['main.ts', "import {total} from './servce';\n\nconsole.log(total);\n"], ['service.ts', 'export const total = 3;\n']],
    at: ['main.ts', "from './servce'"],
    formats: ['cjs', 'esm'],
    trap: 'playground/#module-names',
  },
  {
    // With verbatimModuleSyntax, as many ES-module projects set it: the import stays in the JavaScript as written.
    name: 'a missing export (an interface imported as a value)',
    files: [
      ['main.ts', "import {Greeter} from './greeter';\n\nconst greeter: Greeter = {greet: () => 'hi'};\nconsole.log(greeter.greet());\n"],
      ['greeter.ts', 'export interface Greeter {\n  greet(): string;\n}\n'],
      ['tsconfig.json', JSON.stringify({compilerOptions: {target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, verbatimModuleSyntax: true}}, null, 2)],
    ],
    at: ['main.ts', 'import {Greeter}'],
    // The program's settings choose the format it runs as: ES modules in every release.
    formats: ['cjs', 'esm'],
    trap: 'playground/#missing-export',
  },
  {
    name: 'an EvalError (what a code-generation ban throws)',
    files: [['main.ts', "console.log('resolving');\nthrow new EvalError('Code generation from strings disallowed for this context');\n"]],
    at: ['main.ts', 'throw new EvalError'],
    formats: ['esm'],
    trap: 'docs/next/api/container#jitless',
  },
  {
    name: 'a syntax error met at run time',
    files: [['main.ts', "console.log('before');\nconst broken = ;\nconsole.log(broken);\n"]],
    at: ['main.ts', 'const broken'],
    formats: ['cjs', 'esm'],
  },
];

test('each kind of failure names the reader\'s file:line:column, with no blob: URL and the sandbox\'s frames only when expanded', async ({page}) => {
  test.setTimeout(600_000);
  const {DOCS_VERSIONS} = await loadVersions();
  for (const docs of DOCS_VERSIONS) {
    const format = formatOf(docs.workspace);
    for (const c of cases.filter((k) => k.formats.includes(format))) {
      const label = `${docs.label}: ${c.name}`;
      await gotoHydrated(page, playgroundLink(docs.label, c.files));
      await expect(page.locator('[data-check="done"]'), label).toBeVisible({timeout: 90_000});
      await page.getByRole('button', {name: 'Run', exact: true}).click();
      await expect(status(page), label).toHaveAttribute('data-outcome', 'failed', {timeout: 60_000});
      const code = (name: string): string => c.files.find(([n]) => n === name)?.[1] ?? '';
      const [file, text] = c.at;
      const place = explanation(page).locator('[data-failure-place]');
      await expect(place, label).toHaveText(new RegExp(`^At ${file.replace('.', '\\.')}:${lineOf(code(file), text)}:\\d+$`));
      if (c.calls !== undefined) {
        const stack = explanation(page).getByLabel('Stack in your files');
        const frames = ((await stack.textContent()) ?? '').split('\n');
        // A frame outside the reader's files stays as it is, so that it shows in the difference.
        expect(frames.map((f) => /\(?([\w./]+\.ts):(\d+):\d+\)?$/.exec(f)?.slice(1, 3).join(':') ?? f), label).toStrictEqual(c.calls.map(([f, t]) => `${f}:${lineOf(code(f), t)}`));
      }
      // What the reader sees (the console and the explanation, with the frames list closed) names no sandbox module.
      // Every frame it lists is in one of the reader's files.
      for (const shown of [await consoleText(page).innerText(), await explanation(page).innerText()]) {
        expect(shown, label).not.toMatch(/blob:|sample:\/\/\//);
        const frameLines = shown.split('\n').filter((line) => /^\s*at /.test(line));
        expect(frameLines.filter((line) => !/[\w./]+\.ts:\d+:\d+\)?$/.test(line)), label).toStrictEqual([]);
      }
      const all = explanation(page).locator('[data-all-frames]');
      if ((await all.count()) > 0) {
        await expect(all, label).toBeHidden();
        await explanation(page).locator('summary').click();
        await expect(all, label).toBeVisible();
        expect(await all.innerText(), label).not.toMatch(/blob:|sample:\/\/\//);
      }
      const trap = explanation(page).locator('[data-trap] a');
      if (c.trap === undefined) await expect(trap, label).toHaveCount(0);
      else {
        const href = (await trap.getAttribute('href')) ?? '';
        expect(href, label).toBe(`/${c.trap}`);
        if (c.trap.endsWith('#module-names')) await expect(explanation(page).locator('[data-trap]'), label).toContainText(c.files.map(([n]) => n).join(', '));
      }
    }
  }
});

test('an interface imported as a value runs in every release without verbatimModuleSyntax, as the page that explains the trap says', async ({page}) => {
  test.setTimeout(180_000);
  const {DOCS_VERSIONS} = await loadVersions();
  const missingExport = cases.find((c) => c.trap === 'playground/#missing-export') as Case;
  // The same files under the playground's own settings: the compiler leaves out an import used only as a type.
  const files = missingExport.files.filter(([name]) => name !== 'tsconfig.json');
  for (const docs of DOCS_VERSIONS) {
    await gotoHydrated(page, playgroundLink(docs.label, files));
    await expect(page.locator('[data-check="done"]'), docs.label).toBeVisible({timeout: 90_000});
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(status(page), docs.label).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
    await expect(consoleText(page), docs.label).toHaveText('hi');
  }
});

test('every trap link leads to a section that explains it', async ({page}) => {
  const {TRAP_PAGES} = await import('../../src/samples/page/playground/failurePlace.mjs');
  const {DOCS_VERSIONS, versionRoot} = await loadVersions();
  // The jitless option, for an EvalError, is in the docs of the ES-module release, the one that has it.
  const esm = DOCS_VERSIONS.find((d) => formatOf(d.workspace) === 'esm');
  expect(TRAP_PAGES.jitless.startsWith(`${versionRoot(esm!).replace(/^\//, '')}api/container#`)).toBe(true);
  for (const target of Object.values(TRAP_PAGES)) {
    await gotoHydrated(page, `/${target}`);
    const heading = page.locator(`[id="${target.split('#')[1]}"]`);
    await expect(heading, target).toBeVisible();
    expect(await heading.evaluate((h) => h.tagName), target).toMatch(/^H[1-6]$/);
  }
});

test('the source-map code arrives with the first failed run, not with the playground', async ({page}) => {
  test.setTimeout(180_000);
  // A message of @jridgewell/trace-mapping's own, which its bundled code keeps as it is.
  const library = fs.readFileSync(path.resolve(__dirname, '../../node_modules/@jridgewell/trace-mapping/dist/trace-mapping.mjs'), 'utf8');
  const marker = /LINE_GTR_ZERO = "([^"]+)"/.exec(library)?.[1] ?? '';
  expect(marker).not.toBe('');
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\.js(\?|$)/.test(response.url())) scripts.push(response.text().catch(() => ''));
  });
  const bringsIt = async (): Promise<boolean> => (await Promise.all(scripts)).some((text) => text.includes(marker));
  const {files} = cases.find((c) => c.name === 'a thrown Error') as Case;
  const {DOCS_VERSIONS} = await loadVersions();
  await gotoHydrated(page, playgroundLink(DOCS_VERSIONS[0]!.label, files));
  await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 90_000});
  expect(await bringsIt(), 'before any run').toBe(false);
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).toHaveAttribute('data-outcome', 'failed', {timeout: 60_000});
  await expect(explanation(page).locator('[data-failure-place]')).toBeVisible();
  expect(await bringsIt(), 'after the failed run').toBe(true);
});

test("a container's error keeps its explanation and is placed at the reader's call of the container", async ({page}) => {
  test.setTimeout(300_000);
  const main = "import 'reflect-metadata';\nimport {Container, inject, injectable} from 'inversify';\n\nconst PAYMENTS = Symbol.for('Payments');\n\n@injectable()\nclass Checkout {\n  constructor(@inject(PAYMENTS) readonly payments: unknown) {}\n}\n\n@injectable()\nclass Shop {\n  constructor(@inject(Checkout) readonly checkout: Checkout) {}\n}\n\nconst container = new Container();\ncontainer.bind(Shop).toSelf();\ncontainer.bind(Checkout).toSelf();\ncontainer.get(Shop);\n";
  const {DOCS_VERSIONS} = await loadVersions();
  for (const docs of DOCS_VERSIONS) {
    await gotoHydrated(page, playgroundLink(docs.label, [['main.ts', main]]));
    await expect(page.locator('[data-check="done"]'), docs.label).toBeVisible({timeout: 90_000});
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(status(page), docs.label).toHaveAttribute('data-outcome', 'failed', {timeout: 60_000});
    const container = page.locator('[data-failure="container"]');
    await expect(container.getByRole('list', {name: 'Failing path'}), docs.label).toBeVisible();
    await expect(container.locator('[data-failure-place]'), docs.label).toHaveText(new RegExp(`^At main\\.ts:${lineOf(main, 'container.get(Shop)')}:\\d+$`));
    expect(await consoleText(page).innerText(), docs.label).not.toMatch(/blob:|sample:\/\/\//);
  }
});
