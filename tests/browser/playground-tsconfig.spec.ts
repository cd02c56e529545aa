import type {Locator, Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {loadVersions} from './siteData';
import {playgroundLink, type Files} from './playgroundLink';

// The playground's settings (src/samples/page/playground/tsconfig.mjs): each release starts from the settings its docs
// tell readers to use, named in one line with a button that adds them as a tsconfig.json tab, and a tsconfig.json tab
// changes what the check reports and what the run prints. What a tab sets that the playground does not honour is named.

const app = (page: Page): Locator => page.locator('[data-playground]');
const status = (page: Page): Locator => page.getByRole('region', {name: 'Run'}).getByRole('status');
const consoleText = (page: Page): Locator => page.getByRole('region', {name: 'Run'}).getByLabel('Console output');
const checkList = (page: Page): Locator => page.locator('[data-check]');
const settingsLine = (page: Page): Locator => page.locator('[data-settings]');

/** The compiler options of the tsconfig.json a release's getting-started page shows its readers. */
const gettingStarted = (workspace: string): Record<string, unknown> =>
  (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../..', workspace, 'tsconfig.getting-started.json'), 'utf8')) as {compilerOptions: Record<string, unknown>}).compilerOptions;

async function openLink(page: Page, release: string, files: Files): Promise<void> {
  await gotoHydrated(page, playgroundLink(release, files));
  await expect(app(page)).toHaveAttribute('data-playground', release, {timeout: 30_000});
  await expect(checkList(page)).toHaveAttribute('data-check', 'done', {timeout: 90_000});
}

/** The code the editor holds for the file `name` (in view). */
const codeOf = async (page: Page, name: string): Promise<string> => (await page.locator(`[data-playground-editor="${name}"] .cm-line`).allTextContents()).join('\n');

/** Replaces the settings of the tsconfig.json tab (selected first) with `value`, written as JSON. */
async function replaceSettings(page: Page, value: unknown): Promise<void> {
  await page.locator('[aria-label="Files of the program"] [data-file="tsconfig.json"]').click();
  await page.locator('[data-playground-editor="tsconfig.json"] .cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(JSON.stringify(value, null, 2));
  // The editor may indent lines its own way: what it holds reads as the same JSON.
  await expect.poll(async () => JSON.parse(await codeOf(page, 'tsconfig.json')) as unknown, {timeout: 10_000}).toEqual(value);
}

async function run(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(status(page)).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
}

/**
 * A program that tells its settings apart: an implicit any (an error under `strict`), an interface imported without
 * `import type` (TS1484 under `verbatimModuleSyntax`), and the constructor metadata it prints (none without
 * `emitDecoratorMetadata`).
 */
const telling: Files = [
  [
    'main.ts',
    [
      "import 'reflect-metadata';",
      "import {injectable} from 'inversify';",
      "import {Named} from './named';",
      '',
      '@injectable()',
      'class Clock {}',
      '',
      '@injectable()',
      'class Service {',
      '  constructor(readonly clock: Clock) {}',
      '}',
      '',
      'function twice(x) {',
      '  return x * 2;',
      '}',
      '',
      "const named: Named = {name: 'settings'};",
      "const types = Reflect.getMetadata('design:paramtypes', Service) as unknown[] | undefined;",
      "console.log(`metadata: ${types === undefined ? 'none' : types.length}`);",
      'console.log(named.name, twice(2));',
      '',
    ].join('\n'),
  ],
  ['named.ts', 'export interface Named {\n  name: string;\n}\n'],
];

test('a tsconfig.json tab changes the check and the run; Add tsconfig.json writes the settings in force', async ({page, problems}) => {
  test.setTimeout(300_000);
  const release = (await loadVersions()).DOCS_VERSIONS[0]!.label;
  await openLink(page, release, telling);
  // The release's defaults: strict, no verbatimModuleSyntax, decorator metadata.
  await expect(checkList(page)).toContainText('TS7006');
  await expect(checkList(page)).not.toContainText('TS1484');
  await run(page);
  await expect(consoleText(page)).toHaveText('metadata: 1\nsettings 4');

  // The button writes the settings the line names, as a tsconfig.json tab; nothing changes until it is edited.
  const named = (await settingsLine(page).innerText()).trim();
  await settingsLine(page).getByRole('button', {name: 'Add tsconfig.json'}).click();
  const tab = page.locator('[aria-label="Files of the program"] [data-file="tsconfig.json"]');
  await expect(tab).toHaveAttribute('aria-current', 'true');
  await expect(settingsLine(page)).toHaveAttribute('data-settings', 'tsconfig.json');
  const written = await codeOf(page, 'tsconfig.json');
  const {compilerOptions} = JSON.parse(written) as {compilerOptions: Record<string, unknown>};
  expect(Object.keys(compilerOptions).length).toBeGreaterThan(0);
  for (const [key, value] of Object.entries(compilerOptions)) expect(named, key).toContain(value === true ? key : `${key} ${String(value)}`);
  await expect(checkList(page)).toContainText('TS7006');

  // Loose and verbatim: the implicit any goes, the type imported as a value is TS1484.
  await replaceSettings(page, {compilerOptions: {...compilerOptions, strict: false, verbatimModuleSyntax: true}});
  await expect(checkList(page)).toContainText('TS1484', {timeout: 60_000});
  await expect(checkList(page)).not.toContainText('TS7006');
  await expect(page.locator('[aria-label="Files of the program"] [data-file="main.ts"]')).toHaveAttribute('aria-label', /, 1 type error$/);

  // Without decorator metadata, the run prints none.
  await replaceSettings(page, {compilerOptions: {...compilerOptions, strict: false, emitDecoratorMetadata: false}});
  await expect(checkList(page)).toHaveText('No type errors.', {timeout: 60_000});
  await run(page);
  await expect(consoleText(page)).toHaveText('metadata: none\nsettings 4');
  expect(problems.pageErrors).toEqual([]);
});

test('a pasted tsconfig.json: what it sets that is not honoured is named at its line; its module is run as written where the release can, else said', async ({page}) => {
  test.setTimeout(240_000);
  const {DOCS_VERSIONS} = await loadVersions();
  // A CommonJS release, and a tsconfig.json written for a bundler.
  const cjs = DOCS_VERSIONS.find((v) => v.workspace === 'examples/v7')!;
  const tsconfig = JSON.stringify({compilerOptions: {...gettingStarted(cjs.workspace), module: 'ESNext', moduleResolution: 'bundler', paths: {'@/*': ['./*']}, stirct: true}, include: ['src']}, null, 2);
  const lineOf = (text: string, key: string): number => text.split('\n').findIndex((line) => line.includes(`"${key}"`)) + 1;
  await openLink(page, cjs.label, [...telling, ['tsconfig.json', tsconfig]]);
  await expect(settingsLine(page)).toHaveAttribute('data-settings', 'tsconfig.json');
  const list = checkList(page);
  await expect(list).toContainText(`tsconfig.json line ${lineOf(tsconfig, 'paths')}: tsconfig "paths" is not honoured here`);
  await expect(list).toContainText(`tsconfig.json line ${lineOf(tsconfig, 'stirct')}: tsconfig Unknown compiler option 'stirct'. Did you mean 'strict'?`);
  await expect(list).toContainText(`tsconfig.json line ${lineOf(tsconfig, 'include')}: tsconfig "include" is ignored`);
  // ES modules in a CommonJS release: run as ES modules, as written, with nothing to say of `module`.
  await expect(list).not.toContainText('module: ESNext');
  await run(page);
  await expect(consoleText(page)).toHaveText('metadata: 1\nsettings 4');
  // next runs ES modules only: a CommonJS setting is checked as written, and the tab says the run is ES modules.
  const esm = DOCS_VERSIONS.find((v) => v.workspace === 'examples/v8')!;
  const commonJs = JSON.stringify({compilerOptions: {...gettingStarted(esm.workspace), module: 'CommonJS', moduleResolution: 'node10'}}, null, 2);
  await openLink(page, esm.label, [...telling, ['tsconfig.json', commonJs]]);
  await expect(checkList(page)).toContainText(
    new RegExp(`tsconfig.json line ${lineOf(commonJs, 'module')}: tsconfig module: CommonJS — checked as written; run as ES modules, the format inversify [0-9.]+ \\(${esm.label.replace('.', '\\.')}\\)'s bundle is run in here`),
  );
});

test("the settings line names each release's defaults: the decorator options and target its getting-started page shows", async ({page}) => {
  test.setTimeout(180_000);
  for (const {label, workspace} of (await loadVersions()).DOCS_VERSIONS) {
    await openLink(page, label, [['main.ts', "console.log('hi');\n"]]);
    const line = settingsLine(page);
    await expect(line).toHaveAttribute('data-settings', 'defaults');
    const shown = gettingStarted(workspace);
    for (const key of ['experimentalDecorators', 'emitDecoratorMetadata', 'strict']) if (shown[key] === true) await expect(line, `${label}: ${key}`).toContainText(key);
    await expect(line, label).toContainText(`target ${String(shown.target)}`);
    await expect(line, label).not.toContainText('verbatimModuleSyntax');
    await expect(line.getByRole('button', {name: 'Add tsconfig.json'})).toBeVisible();
  }
});
