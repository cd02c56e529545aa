import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, recordRequests} from './fixtures';
import {AXE_SOURCE, useMode, violationsWithin} from './axe';
import {loadSamples} from './siteData';
import {DOCS_BUILD_DIRS, pageWithRunButton} from './runButtons';
import {withRunner} from './runnerApi';
import type {Manifest, RunResult, Version} from '../../src/samples/page/runner';

// The Run buttons of code samples (src/samples/page/SampleRunner, src/samples/page/runner, src/samples/build/sample-runner):
// every runnable sample of every version prints in the browser what its `// prints:` comments say (which
// the sample tests check in Node), the button opens a panel that says so, sample code cannot reach the
// site's data and is stopped when it does not end, nothing leaves localhost, and without JavaScript no
// button is shown.

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
/** The first page of a docs version (not a migration guide) whose HTML has a Run button, and that button's name. */
function firstRunButton(docsDir: string, exclude: RegExp): {route: string; button: string} {
  const found = pageWithRunButton(BUILD, docsDir, exclude);
  if (found === undefined) throw new Error(`No page under ${docsDir} has a Run button`);
  return found;
}

/** Opens a page of `version`'s docs and clicks its first Run button, which runs its sample to the end. */
async function openAndRun(page: Page, version: Version): Promise<{route: string; button: string}> {
  const {docsDir, exclude} = DOCS_BUILD_DIRS.find((v) => v.version === version)!;
  const target = firstRunButton(docsDir, exclude);
  await gotoHydrated(page, target.route);
  await page.getByRole('button', {name: target.button, exact: true}).click();
  await expect(page.locator('[data-sample-panel] [role="status"]').first()).toHaveAttribute('data-outcome', 'finished', {timeout: 15_000});
  return target;
}

/** Opens the home page with the runner's API in it (tests/browser/runnerApi.ts). */
async function openWithRunner(page: Page): Promise<void> {
  await gotoHydrated(page, '/');
  await withRunner(page);
}

for (const {version, samplesDir} of DOCS_BUILD_DIRS) {
  test(`every runnable ${version} sample prints its "// prints:" lines in the browser, offline`, async ({page, context}) => {
    test.setTimeout(180_000);
    const requests = recordRequests(context);
    await openAndRun(page, version);
    await withRunner(page);
    const manifest = await page.evaluate((v) => window.inversifySampleRunner!.loadManifest(v), version);
    const runnable = Object.entries(manifest.samples).filter(([, s]) => s.kind === 'run').map(([file]) => file);
    // Every sample file of the workspace is listed: runnable, Node only (with a reason) or compile-fail.
    const onDisk = fs
      .readdirSync(path.join(ROOT, samplesDir), {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .map((f) => `${samplesDir}${f.split(path.sep).join('/')}`)
      .sort();
    expect(Object.keys(manifest.samples).sort()).toEqual(onDisk);
    for (const [file, entry] of Object.entries(manifest.samples)) {
      if (entry.kind === 'fails') expect(file, 'only *.fails.ts samples show compile errors').toMatch(/\.fails\.ts$/);
      if (entry.kind === 'node') test.info().annotations.push({type: 'runs in Node only', description: `${file}: ${entry.reason}`});
    }
    expect(runnable.length).toBeGreaterThan(0);

    // Three runs at a time, as a reader pressing several Run buttons in turn would start them: each in its own
    // worker, none stopping another.
    const results = await page.evaluate(
      async ({v, files, lanes}) => {
        const out: Record<string, RunResult> = {};
        const queue = [...files];
        const lane = async (): Promise<void> => {
          for (let file = queue.shift(); file !== undefined; file = queue.shift()) out[file] = await window.inversifySampleRunner!.runSample(v, file);
        };
        await Promise.all(Array.from({length: lanes}, lane));
        return out;
      },
      {v: version, files: runnable, lanes: 3},
    );
    const {expectedOutput, expectedThrow} = await loadSamples();
    const mismatches = runnable.flatMap((file) => {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const expected = expectedOutput(source);
      // A sample of the error reference ends with the error its `// throws:` comments state, as in Node.
      const throws = expectedThrow(source);
      const {stdout, outcome, events} = results[file];
      const problems = events.filter((e) => e.type !== 'console').map((e) => ('text' in e ? e.text : ''));
      const ended =
        throws === undefined ? outcome === 'finished' : outcome === 'failed' && problems.length === 1 && problems[0].includes(throws);
      return ended && JSON.stringify(stdout.map((l) => l.trimEnd())) === JSON.stringify(expected)
        ? []
        : [{file, outcome, expected, throws, printed: stdout, problems}];
    });
    expect(mismatches, 'samples whose browser run differs from their "// prints:" comments').toEqual([]);
    expect(requests.outside(), 'requests that left localhost').toEqual([]);
    // Only this version's release was fetched.
    const releases = requests.urls.filter((u) => /\/sample-runner\/assets\/v\d+\/release\./.test(u));
    expect(releases.length).toBeGreaterThan(0);
    expect(releases.every((u) => u.includes(`/sample-runner/assets/${version}/`))).toBe(true);
  });
}

for (const {version} of DOCS_BUILD_DIRS) {
  test(`${version} page: Run opens a panel that says the output matches; Clear and Run again work; axe finds nothing, light and dark`, async ({
    page,
    context,
    problems,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(AXE_SOURCE);
    await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
    const requests = recordRequests(context);
    const {docsDir, exclude} = DOCS_BUILD_DIRS.find((v) => v.version === version)!;
    const {route, button} = firstRunButton(docsDir, exclude);
    await gotoHydrated(page, route);
    const run = page.getByRole('button', {name: button, exact: true});
    // The button's row sits right under its code block; opening the panel (below the row) must not move it.
    const top = (): Promise<number> =>
      run.evaluate((el) => el.getBoundingClientRect().top - el.parentElement!.previousElementSibling!.getBoundingClientRect().bottom);
    const before = await top();
    // Nothing of the runner before the click.
    expect(requests.urls.filter((u) => u.includes('/sample-runner/'))).toEqual([]);
    await run.click();
    const panel = page.getByRole('region', {name: `Output of ${button.slice(4)}`});
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished', {timeout: 15_000});
    await expect(panel).toContainText('Output matches the sample');
    expect(await top(), 'the button did not move').toBe(before);

    for (const mode of ['light', 'dark'] as const) {
      await useMode(page, mode);
      expect(await violationsWithin(page, '[data-sample-panel]'), `${mode} mode`).toEqual([]);
    }

    await panel.getByRole('button', {name: 'Run again'}).click();
    await expect(panel.getByRole('status')).toHaveAttribute('data-outcome', 'finished');
    await expect(panel).toContainText('Output matches the sample');
    // From the keyboard: the focus stays on Run again through the whole run, not sent back to the top of the page.
    const runAgain = panel.getByRole('button', {name: 'Run again'});
    const outcomes = await panel.getByRole('status').evaluateHandle((status) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(status.getAttribute('data-outcome') ?? '')).observe(status, {attributeFilter: ['data-outcome']});
      return seen;
    });
    await runAgain.press('Enter');
    await expect.poll(() => outcomes.evaluate((seen) => seen.at(-1))).toBe('finished');
    expect(await outcomes.evaluate((seen) => seen), 'a new run started').toContain('running');
    await expect(runAgain).toBeFocused();
    await panel.getByRole('button', {name: 'Clear'}).click();
    await expect(panel).toHaveCount(0);
    await expect(run).toBeFocused();
    expect(requests.outside()).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
}

test('a *.fails.ts sample shows its compile errors, captured from the compiler at build time', async ({page}) => {
  test.setTimeout(60_000);
  await openWithRunner(page);
  const manifest: Manifest = await page.evaluate(() => window.inversifySampleRunner!.loadManifest('v7'));
  const [file, entry] = Object.entries(manifest.samples).find(([, s]) => s.kind === 'fails')!;
  const codes = [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\/\/ expect-error: (TS\d+)/g)].map((m) => m[1]);
  expect(entry.kind === 'fails' && [...new Set(entry.diagnostics.map((d) => d.code))].sort()).toEqual([...new Set(codes)].sort());
  expect(entry.kind === 'fails' && entry.diagnostics.every((d) => d.message.length > 0)).toBe(true);
});

test.describe('isolation', () => {
  test('sample code cannot read the site\'s storage, cookies or caches, and a run that never ends is stopped while the page stays responsive', async ({
    page,
    context,
  }) => {
    // Generous: at load 16 on 2 cores, building the runner's test bundle on first use and the runs' cold starts (three
    // of them end at the 5 s time limit) took over 60 s; the limit only catches a hang.
    test.setTimeout(240_000);
    const requests = recordRequests(context);
    await openWithRunner(page);
    await page.evaluate(async () => {
      localStorage.setItem('secret-token', 'local-secret');
      document.cookie = 'session=cookie-secret; path=/';
      await (await caches.open('site-cache')).put('/secret', new Response('cache-secret'));
    });
    const snooping = `
      const read = async (what, get) => {
        try { console.log(what, String(await get())); } catch (error) { console.log(what, 'threw', error.name); }
      };
      (async () => {
        await read('localStorage', () => localStorage.getItem('secret-token'));
        await read('cookie', () => document.cookie);
        await read('caches', async () => { const c = await caches.open('site-cache'); const r = await c.match('/secret'); return r && r.text(); });
        await read('parent', () => parent.document.title);
        await read('fetch', async () => (await fetch(${JSON.stringify(new URL(page.url()).origin)} + '/')).status);
      })();`;
    const snooped = await page.evaluate((code) => window.inversifySampleRunner!.run({entry: 'main.js', modules: {'main.js': code}}, 'v7'), snooping);
    expect(snooped.outcome).toBe('finished');
    expect(snooped.stdout.map((l) => l.split(' ')[0])).toEqual(['localStorage', 'cookie', 'caches', 'parent', 'fetch']);
    expect(snooped.stdout.join('\n')).not.toMatch(/local-secret|cookie-secret|cache-secret/);
    expect(snooped.stdout.join('\n')).not.toMatch(/^fetch 200/m);

    // A run that loops forever: stopped after the time limit, and the page answers meanwhile: a timer the page sets
    // once the loop has begun (the sample's first line has arrived) fires while the run is still going. Only the order
    // is asserted, which holds on a machine of any speed or load: the timer fires before the stop, which the same page
    // schedules the time limit after the sample started (a page the loop blocked would run neither).
    const looping = page.evaluate(() =>
      window.inversifySampleRunner!.run({entry: 'main.js', modules: {'main.js': 'console.log("looping"); while (true) {}'}}, 'v7', (event) => {
        if (event.type === 'console') (window as unknown as {loopBegan: number}).loopBegan = performance.now();
      }),
    );
    const answer = await page.evaluate(async () => {
      const w = window as unknown as {loopBegan?: number};
      while (w.loopBegan === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
      const fired = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), 100));
      return {sinceLoopBegan: fired - w.loopBegan, timeLimit: window.inversifySampleRunner!.TIME_LIMIT_MS};
    });
    const stopped = await looping;
    expect(stopped.stdout).toEqual(['looping']);
    expect(answer.sinceLoopBegan, 'the timer fired within the run, before it was stopped').toBeLessThan(answer.timeLimit);
    expect(stopped.outcome).toBe('timeout');
    expect(stopped.events.at(-1)).toMatchObject({type: 'stopped', reason: 'timeout'});

    // Output is capped. Printing more lines than the limit at once is stopped at the limit on any machine.
    // Imported when needed, as the other specs do: a static import has Playwright compile the module as CommonJS in
    // this worker, and a later spec's import() of it in the same worker then fails ("exports is not defined").
    const {LINE_LIMIT: lineLimit} = await import('../../src/samples/shared/limits.mjs');
    const burst = await page.evaluate(
      (lines) => window.inversifySampleRunner!.run({entry: 'main.js', modules: {'main.js': `console.log(Array.from({length: ${lines}}, (_, i) => i).join('\\n')); while (true) {}`}}, 'v7'),
      lineLimit + 1,
    );
    expect(burst.outcome).toBe('output-limit');
    expect(burst.stdout).toEqual([]);
    // Printing without end is stopped by whichever limit it reaches first, which depends on the machine's speed: the
    // line limit with at most that many lines shown, or the time limit before that many lines were printed.
    const chatty = await page.evaluate(() =>
      window.inversifySampleRunner!.run({entry: 'main.js', modules: {'main.js': 'for (let i = 0; ; i++) console.log(i);'}}, 'v7'),
    );
    expect(['output-limit', 'timeout']).toContain(chatty.outcome);
    if (chatty.outcome === 'output-limit') expect(chatty.stdout.length).toBeLessThanOrEqual(lineLimit);
    else expect(chatty.stdout.length).toBeLessThan(lineLimit);

    // The page still works: its data is intact and the next run runs.
    expect(await page.evaluate(() => localStorage.getItem('secret-token'))).toBe('local-secret');
    const next = await page.evaluate(() => window.inversifySampleRunner!.run({entry: 'main.js', modules: {'main.js': 'console.log(1 + 1)'}}, 'v7'));
    expect(next.stdout).toEqual(['2']);
    expect(requests.outside()).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the code stays readable and no Run button is shown', async ({page}) => {
    test.setTimeout(60_000);
    const {docsDir, exclude} = DOCS_BUILD_DIRS[1];
    const {route, button} = firstRunButton(docsDir, exclude);
    await page.goto(route);
    await expect(page.locator('pre code').first()).toBeVisible();
    await expect(page.getByRole('button', {name: button, exact: true})).toHaveCount(0);
    await expect(page.getByRole('button', {name: /^(Run|Show compile errors of) /})).toHaveCount(0);
  });
});
