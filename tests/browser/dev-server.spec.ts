import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {DOCS_BUILD_DIRS, pageWithRunButton} from './runButtons';
import {playgroundLink} from './playgroundLink';

// Writers preview pages with `npm start` (CONTRIBUTING): under the dev server too, Run runs a sample of each docs
// version and Edit edits it (src/samples/build/sample-runner serves the runner's files there from a folder of its own).

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const PORT = Number(process.env.TEST_PORT ?? 3210) + 50;
const ORIGIN = `http://127.0.0.1:${PORT}`;

test.describe.configure({mode: 'serial'});

let server: ChildProcess | undefined;
let output = '';
test.beforeAll(async () => {
  test.setTimeout(300_000);
  // `npm start` itself (its script execs the server, so the signal below reaches it), with no browser opened and no
  // NO_UPDATE_NOTIFIER from the caller's environment: the script's own settings must keep its output clean.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NO_UPDATE_NOTIFIER'));
  server = spawn('npm', ['start', '--', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...env, BROWSER: 'none'},
  });
  server.stdout!.on('data', (chunk) => (output += String(chunk)));
  server.stderr!.on('data', (chunk) => (output += String(chunk)));
  // The first compile of the whole site in development mode: a minute or more on a loaded 2-core machine.
  await expect
    .poll(
      async () => {
        if (server!.exitCode !== null) throw new Error(`docusaurus start exited with ${server!.exitCode}:\n${output}`);
        // The dev middleware answers once the first compile is done.
        return fetch(`${ORIGIN}/`).then((r) => r.ok, () => false);
      },
      {timeout: 280_000, intervals: [2000]},
    )
    .toBe(true);
});
test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('npm start prints no warning, error, deprecation or update banner while it compiles the site', async () => {
  // A dynamic import: Playwright compiles a static one to a require() of an ES module (tests/browser/siteData.ts).
  const {problemLines} = await import('../build/buildOutput.mjs');
  expect(output).toContain('Docusaurus website is running at');
  expect(problemLines(output)).toEqual([]);
});

for (const {label, docsDir, exclude} of DOCS_BUILD_DIRS) {
  test(`npm start: a ${label} sample runs, and runs again edited; nothing is logged as a warning or an error`, async ({page, problems}) => {
    test.setTimeout(240_000);
    const found = pageWithRunButton(BUILD, docsDir, exclude);
    if (found === undefined) throw new Error(`No page under ${docsDir} has a Run button`);
    const {route} = found;
    const name = found.button.slice('Run '.length);
    await gotoHydrated(page, `${ORIGIN}${route}`);
    await page.getByRole('button', {name: `Run ${name}`, exact: true}).click();
    const panel = page.getByRole('region', {name: `Output of ${name}`, exact: true});
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
    await expect(panel).toContainText('Output matches the sample');

    await page.getByRole('button', {name: `Edit ${name}`, exact: true}).click();
    const editor = page.locator('[data-sample-editor]').first();
    await expect(editor.locator('[data-check]')).toHaveAttribute('data-check', /done|failed/, {timeout: 120_000});
    await editor.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\nconsole.log("edited under npm start");\n');
    await page.getByRole('button', {name: `Run ${name}`, exact: true}).click();
    const edited = page.getByRole('region', {name: `Output of ${name} (edited)`});
    await expect(edited.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
    await expect(edited.getByLabel(`Console output of ${name}`)).toContainText('edited under npm start');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.consoleWarnings).toEqual([]);
  });
}

test('npm start: the playground opens on its starter program, checks it and runs it', async ({page, problems}) => {
  test.setTimeout(240_000);
  await gotoHydrated(page, `${ORIGIN}/playground/`);
  await expect(page.locator('[data-check="done"]')).toHaveText('No type errors.', {timeout: 120_000});
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  const run = page.getByRole('region', {name: 'Run'});
  await expect(run.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
  await expect(run.getByLabel('Console output')).not.toBeEmpty();
  await expect(run.getByRole('tree')).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.consoleWarnings).toEqual([]);
});

test("npm start: the playground's link to the error reference lands on its entry, in the window below the navbar", async ({page}) => {
  test.setTimeout(240_000);
  // The dev server's pages hold no content in their HTML (the client draws them), so the browser has no target to
  // scroll to when the page loads: src/routing/hashTargetBelowNavbar.ts does it once the page is drawn.
  const program = "import 'reflect-metadata';\nimport {Container, inject, injectable} from 'inversify';\n\n@injectable()\nclass Checkout {\n  constructor(@inject(Symbol.for('Payments')) readonly payments: unknown) {}\n}\n\nconst container = new Container();\ncontainer.bind(Checkout).toSelf();\ncontainer.get(Checkout);\n";
  await gotoHydrated(page, `${ORIGIN}${playgroundLink('7.x', [['main.ts', program]])}`);
  await expect(page.getByRole('textbox', {name: 'Code of main.ts (editable)'})).toBeVisible({timeout: 120_000});
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  const run = page.getByRole('region', {name: 'Run'});
  await expect(run.getByRole('status')).toHaveAttribute('data-outcome', 'failed', {timeout: 120_000});
  const link = page.locator('[data-failure="container"]').getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/#[\w-]+$/);
  await link.click();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 120_000});
  const heading = page.locator(`[id="${href.split('#')[1]}"]`);
  await expect(heading).toBeInViewport({timeout: 30_000});
  const navbarBottom = await page.locator('.navbar').evaluate((e) => e.getBoundingClientRect().bottom);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom);
});
