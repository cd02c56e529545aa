import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {DOCS_BUILD_DIRS, pageWithRunButton} from './runButtons';
import type {CompiledSample, RunResult} from '../../src/runner';

// Plan parity: for the samples whose plans the Node test checks (tests/examples/planSamples.mjs), the resolution
// plans a run in the browser reports (RunResult.plans, from the sandbox's capture) equal those the same release
// reports in Node for the same compiled code (tests/examples/plans.mjs runs it with the same capture).

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
// Dynamic imports: Playwright compiles this file to CommonJS, which cannot import an .mjs module statically.
const loadPlans = () => import('../examples/plans.mjs');
const loadPlanSamples = () => import('../examples/planSamples.mjs');

for (const {version, docsDir, exclude} of DOCS_BUILD_DIRS) {
  test(`the resolution plans of ${version} samples in the browser equal those in Node`, async ({page}) => {
    test.setTimeout(180_000);
    const target = pageWithRunButton(BUILD, docsDir, exclude);
    if (target === undefined) throw new Error(`No page under ${docsDir} has a Run button`);
    await gotoHydrated(page, target.route);
    // The first Run loads the runner and its API.
    await page.getByRole('button', {name: target.button, exact: true}).click();
    await expect(page.locator('[data-sample-panel] [role="status"]').first()).toHaveAttribute('data-outcome', /finished|failed/, {timeout: 30_000});
    const files = (await loadPlanSamples()).planSamples(version);
    expect(files.length).toBeGreaterThan(0);
    const browser = await page.evaluate(
      async ({v, list}) => {
        const out: Record<string, {result: RunResult; sample: CompiledSample}> = {};
        for (const file of list) {
          out[file] = {result: await window.inversifySampleRunner!.runSample(v, file), sample: await window.inversifySampleRunner!.loadSample(v, file)};
        }
        return out;
      },
      {v: version, list: files},
    );
    const {planProgram} = await loadPlans();
    for (const file of files) {
      const {result, sample} = browser[file];
      expect(result.plans, `${file}: the browser run reported plans`).toBeDefined();
      expect(result.plans!.reports.length, `${file}: the browser run reported a resolution`).toBeGreaterThan(0);
      // The very code the browser ran, run in Node with the same capture.
      const node = await planProgram(version, {entry: sample.entry, modules: sample.modules});
      expect(result.plans, `${file}: browser and Node plans differ`).toEqual(node.summary);
    }
  });
}
