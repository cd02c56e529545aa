import type {Locator, Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {loadVersions} from './siteData';
import {playgroundLink, type Files} from './playgroundLink';

// The corpus of readers' programs (tests/corpus/programs/): each is compiled and run in Node with its own settings
// (tests/corpus/programs.mjs), then opened in the playground of the build, in its release, from a share link holding
// its files as a reader pastes them, and run there. A program that type-checks and runs in Node must check as tsc
// checks it, and print what Node printed; one that needs a package the release does not carry, or a Node built-in,
// is refused with each named and nothing runs. The table of both results is kept beside the test's output
// (corpus-table.md), for a reader of the run.

const ROOT = path.resolve(__dirname, '../..');
const PROGRAMS = path.join(ROOT, 'tests/corpus/programs');

/**
 * Each program's id and major, read as Playwright lists the tests (programs.mjs is an ES module, imported in the
 * test); SAMPLES_FILTER=<part of an id> keeps some, as for the corpus's Node test.
 */
const programIds = fs
  .readdirSync(PROGRAMS)
  .filter((id) => fs.existsSync(path.join(PROGRAMS, id, 'corpus.json')) && id.includes(process.env.SAMPLES_FILTER ?? ''))
  .sort()
  .map((id) => ({id, major: (JSON.parse(fs.readFileSync(path.join(PROGRAMS, id, 'corpus.json'), 'utf8')) as {major: string}).major}));
const majors = [...new Set(programIds.map((program) => program.major))];

const app = (page: Page): Locator => page.locator('[data-playground]');
const runRegion = (page: Page): Locator => page.getByRole('region', {name: 'Run'});
const status = (page: Page): Locator => runRegion(page).getByRole('status');
const checkList = (page: Page): Locator => page.locator('[data-check]');

/** The first line of a text, short enough for a table cell. */
const headline = (text: string): string => (text.trim().split('\n')[0] ?? '').slice(0, 140).replace(/\|/g, '\\|');

for (const major of majors) {
  test(`every program of the readers' corpus written for inversify ${major} checks and runs in the playground as in Node, or is refused naming what it needs`, async ({page}) => {
    const ids = programIds.filter((program) => program.major === major).map((program) => program.id);
    // One page for the release, each program opened by pasting its link into the address bar (a fragment change), so
    // that the release's type checker loads once.
    test.setTimeout(120_000 + ids.length * 60_000);
    const {DOCS_VERSIONS} = await loadVersions();
    const {corpusPrograms, playgroundFiles, runInNode} = await import('../corpus/programs.mjs');
    const programs = corpusPrograms().filter((program) => ids.includes(program.id));
    expect(programs.map((program) => program.id)).toEqual(ids);
    const rows: string[] = [];
    let first = true;
    for (const program of programs) {
      const started = Date.now();
      const node = await runInNode(program);
      const inNodeMs = Date.now() - started;
      expect(node.check.code, `${program.id}: tsc with its own tsconfig.json\n${node.check.output}`).toBe(0);
      const files: Files = playgroundFiles(program);
      const label = DOCS_VERSIONS.find((version) => version.workspace === `examples/v${program.major}`)?.label;
      if (label === undefined) throw new Error(`${program.id}: no docs version documents ${program.major}`);
      const link = playgroundLink(label, files, program.major);
      if (first) await gotoHydrated(page, link);
      else await page.evaluate((hash) => (location.hash = hash), new URL(link, 'http://x').hash);
      first = false;
      await expect(app(page), program.id).toHaveAttribute('data-playground', label, {timeout: 30_000});
      // The link's files are the ones open, in its order.
      const tabs = page.locator('[aria-label="Files of the program"] [data-file]');
      await expect.poll(() => tabs.evaluateAll((found) => found.map((tab) => tab.getAttribute('data-file'))), {message: `${program.id}: its files are open`, timeout: 30_000}).toEqual(files.map(([name]) => name));
      // ... and the editor shows the entry's code (two programs may name their files alike).
      const words = (text: string): string => text.replace(/\s+/g, ' ').trim();
      // The editor draws the lines in view: what it shows begins the entry's code.
      const entryWords = words(files[0]![1]);
      await expect
        .poll(
          async () => {
            const shown = words(await page.locator('[data-playground] .cm-content').first().innerText());
            return shown.length >= Math.min(entryWords.length, 200) && entryWords.startsWith(shown);
          },
          {message: `${program.id}: its entry is in the editor`, timeout: 30_000},
        )
        .toBe(true);
      await expect(checkList(page), program.id).toHaveAttribute('data-check', 'done', {timeout: 120_000});
      const check = (await checkList(page).innerText()).trim();
      // A program opened from a link waits for its Run: the status is not the previous program's.
      await expect(status(page), program.id).toHaveAttribute('data-outcome', 'idle');
      await page.getByRole('button', {name: 'Run', exact: true}).click();
      await expect(status(page), program.id).not.toHaveAttribute('data-outcome', /idle|compiling|running|checking|waiting/, {timeout: 90_000});
      const outcome = await status(page).getAttribute('data-outcome');
      // The console's text as the reader sees it, lines ending as Node's do.
      const consoleOutput = runRegion(page).getByLabel('Console output');
      const printed = (await consoleOutput.count()) === 0 ? '' : (await consoleOutput.innerText()).replace(/\n+$/, '');
      const expected = node.run?.stdout.replace(/\n+$/, '');
      const named = [...(program.needs ?? []), ...(program.builtins ?? [])];
      let inPlayground: string;
      if (named.length > 0) {
        // Refused before anything runs, each package or built-in named at the line that asks for it.
        expect.soft(outcome, `${program.id} is not run`).toBe('blocked');
        const refused = await runRegion(page).getByRole('listitem').allTextContents();
        for (const name of named) expect.soft(refused.join('\n'), `${program.id} names ${name}`).toMatch(new RegExp(`'(node:)?${name}'`));
        inPlayground = outcome === 'blocked' ? `refused, naming ${named.join(', ')}` : `${outcome}: ${headline(printed)}`;
      } else {
        // No type error in its code, as tsc with its settings (the tsconfig.json tab may say what it ignores).
        expect.soft(check, `${program.id}: the check agrees with tsc with its own settings`).toMatch(/^No type errors[.;]/);
        expect.soft(check, `${program.id}: every message is on tsconfig.json`).not.toMatch(/\.ts line \d+:/);
        expect.soft(outcome, `${program.id} runs to its end`).toBe('finished');
        expect.soft(printed, `${program.id} prints what Node printed`).toBe(expected);
        const same = outcome === 'finished' && printed === expected;
        inPlayground = same ? 'same output' : `${outcome}: ${headline(/^No type errors[.;]/.test(check) ? await status(page).innerText() : check)}`;
      }
      const inNode = node.run === undefined ? 'tsc fails' : node.run.code === 0 ? 'runs' : `exit ${node.run.code}`;
      rows.push(`| ${program.id} | ${program.shape.replace(/\|/g, '\\|')} | ${label} | ${inNode} | ${inPlayground} | ${(inNodeMs / 1000).toFixed(1)} s, ${((Date.now() - started - inNodeMs) / 1000).toFixed(1)} s |`);
      console.log(rows.at(-1));
      // Written after each program, so that a test that fails or runs out of time still leaves what it found.
      fs.writeFileSync(test.info().outputPath('corpus-table.md'), `${['| program | shape | release | in Node | in the playground | time (Node, playground) |', '|---|---|---|---|---|---|', ...rows].join('\n')}\n`);
    }
  });
}
