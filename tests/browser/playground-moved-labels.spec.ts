import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {loadReleaseLines, loadVersions} from './siteData';
import {playgroundLink, recordedRelease, type Files} from './playgroundLink';
import {serveBuild} from './staticHost';

// Share links outlive a version cut. A link made today for the docs labelled `next` opens, in a build whose labels
// moved as the cut will move them (MOVED_LABELS_BUILD_DIR: built with SITE_TEST_MOVED_LABELS=1,
// tests/fixtures/moved-labels/, scripts/test-all.sh), on the same release line, now labelled by its major, and runs
// on its tested release; so does a link of the older kind, which recorded the label.

const ROOT = path.resolve(__dirname, '../..');
const MOVED_BUILD_DIR = process.env.MOVED_LABELS_BUILD_DIR ? path.resolve(ROOT, process.env.MOVED_LABELS_BUILD_DIR) : '';
const MOVED_PORT = Number(process.env.TEST_PORT ?? 3210) + 40;
const MOVED_ORIGIN = `http://127.0.0.1:${MOVED_PORT}`;

/** A program that greets `name`: each link's own output shows that its code, and not code kept before, runs. */
const greeter = (name: string): Files => [
  ['main.ts', `import 'reflect-metadata';\nimport {Container} from 'inversify';\nimport {Greeter} from './greeter.js';\n\nconst container = new Container();\ncontainer.bind(Greeter).toSelf();\nconsole.log(container.get(Greeter).greet('${name}'));\n`],
  ['greeter.ts', "import {injectable} from 'inversify';\n\n@injectable()\nexport class Greeter {\n  greet(name: string): string {\n    return `Hello, ${name}`;\n  }\n}\n"],
];

const app = (page: Page): Locator => page.locator('[data-playground]');
const runRegion = (page: Page): Locator => page.getByRole('region', {name: 'Run'});

async function openAndRun(page: Page, url: string, label: string, name: string): Promise<void> {
  await gotoHydrated(page, url);
  await expect(app(page), url).toHaveAttribute('data-playground', label, {timeout: 30_000});
  // The link's code opens, with the notice that it came from a link and no other (none about the label in its address).
  expect(await page.locator('[data-playground]').getByRole('alert').allTextContents(), url).toEqual([expect.stringMatching(/^This playground holds code from a link/)]);
  await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 90_000});
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(runRegion(page).getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 60_000});
  await expect(runRegion(page).getByLabel('Console output')).toHaveText(`Hello, ${name}`);
}

test.describe('links made before the docs labels move (MOVED_LABELS_BUILD_DIR)', () => {
  test.skip(!MOVED_BUILD_DIR || !fs.existsSync(path.join(MOVED_BUILD_DIR, 'playground/index.html')), 'needs MOVED_LABELS_BUILD_DIR: a build made with SITE_TEST_MOVED_LABELS=1 (scripts/test-all.sh)');
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    server = await serveBuild(MOVED_BUILD_DIR, MOVED_PORT);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test("a link made for next opens on the same major and its tested release after next is labelled by its major", async ({page, context}) => {
    test.setTimeout(240_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const {RELEASE_LINES} = await loadReleaseLines();
    const {DOCS_VERSIONS} = await loadVersions();
    const line = RELEASE_LINES.find((l) => l.label === 'next');
    if (line === undefined) throw new Error('no release line is labelled next');
    const {relabel} = await import('../fixtures/moved-labels/relabel.mjs');
    const moved = relabel(DOCS_VERSIONS).find((docs) => docs.workspace.endsWith(`/${line.workspace}`))?.label;
    expect(moved, 'the test build labels the line by its major').toBe(`${line.major}.x`);
    // The release the line's samples are tested against, as its workspace names it.
    const workspace = DOCS_VERSIONS.find((docs) => docs.label === line.label)!.workspace;
    const tested = JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')).dependencies.inversify as string;

    // Today's build: the playground of next, its link copied as a reader copies it.
    await gotoHydrated(page, playgroundLink(line.label, greeter('a link made today'), line.major));
    await expect(app(page)).toHaveAttribute('data-playground', line.label, {timeout: 30_000});
    await expect(page.locator('[data-check="done"]')).toBeVisible({timeout: 90_000});
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const made = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(made.searchParams.get('version'), 'the link names today\'s label in its address').toBe(line.label);
    expect(recordedRelease(made.href), 'and records the major').toBe(line.major);

    // The build whose labels moved: the same link, on its host; and a link that recorded the label, as links did
    // before they recorded the major.
    const older = new URL(playgroundLink(line.label, greeter('a link that recorded next'), line.label), 'http://x');
    for (const [link, name] of [
      [made, 'a link made today'],
      [older, 'a link that recorded next'],
    ] as const) {
      await openAndRun(page, `${MOVED_ORIGIN}${link.pathname}${link.search}${link.hash}`, moved!, name);
      await expect(page.getByLabel('Release', {exact: true}).locator('option:checked')).toHaveText(`${moved} (inversify ${tested})`);
      await expect(page).toHaveURL(new RegExp(`[?&]version=${moved!.replace(/\./g, '\\.')}(&|$)`));
    }
  });
});
