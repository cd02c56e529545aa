import type {Locator, Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {loadVersions} from './siteData';
import {playgroundLink, type Files} from './playgroundLink';

// Programs written as their authors run them in Node, opened in the playground (src/samples/page/playground) and in a
// sample's editor: a first line `#!/usr/bin/env node` runs in every release, and a Node built-in, imported or
// required, is named as one the browser playground does not provide, at the line that asks for it.

const app = (page: Page): Locator => page.locator('[data-playground]');
const status = (page: Page): Locator => page.getByRole('region', {name: 'Run'}).getByRole('status');
const consoleText = (page: Page): Locator => page.getByRole('region', {name: 'Run'}).getByLabel('Console output');
const checkList = (page: Page): Locator => page.locator('[data-check]');

const SHEBANG = '#!/usr/bin/env node\n';

/** Two files, the entry starting with a shebang line, written so that every release compiles and runs them. */
const withShebang: Files = [
  ['main.ts', `${SHEBANG}import 'reflect-metadata';\nimport {Container} from 'inversify';\nimport {Greeter} from './greeter.js';\n\nconst container = new Container();\ncontainer.bind(Greeter).toSelf();\nconsole.log(container.get(Greeter).greet('shebang'));\n`],
  ['greeter.ts', "import {injectable} from 'inversify';\n\n@injectable()\nexport class Greeter {\n  greet(name: string): string {\n    return `Hello, ${name}`;\n  }\n}\n"],
];

async function openLink(page: Page, release: string, files: Files): Promise<void> {
  await gotoHydrated(page, playgroundLink(release, files));
  await expect(app(page)).toHaveAttribute('data-playground', release, {timeout: 30_000});
  await expect(checkList(page)).toHaveAttribute('data-check', 'done', {timeout: 90_000});
}

test('a program whose first line is a shebang runs in every release', async ({page, problems}) => {
  test.setTimeout(240_000);
  for (const {label} of (await loadVersions()).DOCS_VERSIONS) {
    await openLink(page, label, withShebang);
    await expect(checkList(page), label).toHaveText('No type errors.');
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(status(page), label).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
    await expect(consoleText(page), label).toHaveText('Hello, shebang');
  }
  expect(problems.pageErrors).toEqual([]);
});

test("a sample edited to start with a shebang line runs as the sample does", async ({page}) => {
  test.setTimeout(180_000);
  // The home page's sample (a 7.x CommonJS program), and the lines it says it prints.
  const file = 'examples/v7/src/home/quick-start.ts';
  const name = path.basename(file);
  const printed = [...fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8').matchAll(/\/\/ prints: (.*)/g)].map((m) => m[1]);
  expect(printed.length).toBeGreaterThan(0);
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: `Edit ${name}`, exact: true}).click();
  const editor = page.locator(`[data-sample-editor="${file}"]`);
  await expect(editor.locator('[data-check]')).toHaveAttribute('data-check', 'done', {timeout: 90_000});
  await editor.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.insertText(SHEBANG);
  await expect(editor.locator('.cm-line').first()).toHaveText(SHEBANG.trim());
  await page.getByRole('button', {name: `Run ${name}`, exact: true}).click();
  const panel = page.getByRole('region', {name: `Output of ${name} (edited)`});
  await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
  await expect(panel.getByLabel(`Console output of ${name}`)).toHaveText(`${printed.join('\n')}\n`);
});

test('a Node built-in, required or imported, is named as one the browser playground does not provide, at its line; nothing runs', async ({page}) => {
  test.setTimeout(180_000);
  const {DOCS_VERSIONS} = await loadVersions();
  const notProvided = "a built-in module of Node, which the browser playground does not provide";
  // CommonJS programs (6.x and 7.x) require; every release may import with the node: prefix.
  const programs: {release: string; files: Files; lines: string[]}[] = [
    {
      release: '7.x',
      files: [['main.ts', "import 'reflect-metadata';\nimport {Container} from 'inversify';\n\nconst assert = require('assert');\nconst {EventEmitter} = require('events');\nassert.ok(new Container());\nconsole.log(typeof EventEmitter);\n"]],
      lines: [`main.ts line 4: require 'assert' is required here, but it is ${notProvided}`, `main.ts line 5: require 'events' is required here, but it is ${notProvided}`],
    },
    {
      release: DOCS_VERSIONS[0]!.label,
      files: [['main.ts', "import 'reflect-metadata';\nimport assert from 'node:assert';\nimport {format} from 'util';\n\nassert.ok(format('%s', 'x'));\n"]],
      lines: [`main.ts line 2: import 'node:assert' is 'assert', ${notProvided}`, `main.ts line 3: import 'util' is ${notProvided}`],
    },
  ];
  for (const {release, files, lines} of programs) {
    await openLink(page, release, files);
    const listed = checkList(page).getByRole('listitem');
    await expect(listed, release).toHaveText(lines.map((line) => new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
    // Neither a package to install nor, for a require, an import.
    await expect(checkList(page)).not.toContainText('install');
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(status(page), release).toHaveAttribute('data-outcome', 'blocked', {timeout: 60_000});
    // The list under Run names each file and line with the message alone.
    const blocked = page.getByRole('region', {name: 'Run'}).getByRole('listitem');
    await expect(blocked).toHaveText(lines.map((line) => new RegExp(`^${line.replace(/: (require|import) /, ': ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
    if (release === '7.x') expect(await page.getByRole('region', {name: 'Run'}).textContent()).not.toMatch(/\bimport/);
  }
});

/** Tabs imported in the three forms readers write: no extension, `.js`, and a folder's index.ts by the folder. */
const relativeForms: Files = [
  ['main.ts', "import 'reflect-metadata';\nimport {Container} from 'inversify';\nimport {Cart} from './cart';\nimport {Prices} from './prices.js';\nimport {Accounts} from './accounts';\n\nconst container = new Container();\ncontainer.bind(Prices).toSelf();\ncontainer.bind(Accounts).toSelf();\ncontainer.bind(Cart).toSelf();\nconsole.log(container.get(Cart).describe());\n"],
  ['cart.ts', "import {inject, injectable} from 'inversify';\nimport {Prices} from './prices';\nimport {Accounts} from './accounts/index.js';\n\n@injectable()\nexport class Cart {\n  constructor(@inject(Prices) private readonly prices: Prices, @inject(Accounts) private readonly accounts: Accounts) {}\n  describe(): string {\n    return `${this.accounts.owner()} pays ${this.prices.of('tea')}`;\n  }\n}\n"],
  ['prices.ts', "import {injectable} from 'inversify';\n\n@injectable()\nexport class Prices {\n  of(item: string): number {\n    return item.length;\n  }\n}\n"],
  ['accounts/index.ts', "import {injectable} from 'inversify';\n\n@injectable()\nexport class Accounts {\n  owner(): string {\n    return 'Ada';\n  }\n}\n"],
];

const runRegion = (page: Page): Locator => page.getByRole('region', {name: 'Run'});

test("a tab imported without an extension, with .js or as its folder is neither flagged nor fails, in every release; an import of no tab is flagged and fails naming it as written", async ({page, problems}) => {
  test.setTimeout(300_000);
  for (const {label} of (await loadVersions()).DOCS_VERSIONS) {
    await openLink(page, label, relativeForms);
    await expect(checkList(page), label).toHaveText('No type errors.');
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(status(page), label).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
    await expect(consoleText(page), label).toHaveText('Ada pays 3');
    // The same program with an import of a file no tab holds: the check finds it missing, and so does the run.
    const [main, ...rest] = relativeForms;
    await openLink(page, label, [[main![0], main![1].replace("'./prices.js'", "'./price.js'")], ...rest]);
    await expect(checkList(page), label).toContainText("main.ts line 4: TS2307 Cannot find module './price.js'");
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(status(page), label).toHaveAttribute('data-outcome', 'failed', {timeout: 60_000});
    await expect(runRegion(page), label).toContainText("Cannot find module './price.js'");
  }
  expect(problems.pageErrors).toEqual([]);
});

test("imports written with .ts run in every release; the check says what to write for tsc, and the run names no file the code does not", async ({page, problems}) => {
  test.setTimeout(240_000);
  const files: Files = relativeForms.map(([name, code]) => [name, code.replace(/'\.\/(cart|prices)(\.js)?'/g, "'./$1.ts'").replace("'./accounts'", "'./accounts/index.ts'")]);
  expect(files[0]![1]).toContain("'./cart.ts'");
  for (const {label} of (await loadVersions()).DOCS_VERSIONS) {
    await openLink(page, label, files);
    const flagged = checkList(page).getByRole('listitem').filter({hasText: 'TS5097'});
    await expect(flagged.first(), label).toContainText("main.ts line 3: TS5097");
    await expect(flagged.first(), label).toContainText("write './cart' or './cart.js' instead");
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(status(page), label).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
    await expect(consoleText(page), label).toHaveText('Ada pays 3');
    // Missing, an import written with .ts is named as written (never with the compiled name's .js added to it).
    await openLink(page, label, files.filter(([name]) => name !== 'cart.ts'));
    await page.getByRole('button', {name: 'Run', exact: true}).click();
    await expect(status(page), label).toHaveAttribute('data-outcome', 'failed', {timeout: 60_000});
    await expect(runRegion(page), label).toContainText("Cannot find module './cart.ts'");
    await expect(runRegion(page), label).not.toContainText('.ts.js');
  }
  expect(problems.pageErrors).toEqual([]);
});
