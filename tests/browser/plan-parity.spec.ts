import {test, expect, gotoHydrated} from './fixtures';
import {DOCS_BUILD_DIRS} from './runButtons';
import {withRunner} from './runnerApi';
import type {CompiledSample, RunResult} from '../../src/samples/page/runner';

// Plan parity: for the samples whose plans the Node test checks (tests/examples/planSamples.mjs), the resolution
// plans a run in the browser reports (RunResult.plans, from the sandbox's capture) equal those the same release
// reports in Node for the same compiled code (tests/examples/plans.mjs runs it with the same capture), and a failing
// sample's report leads down to the service its message names (tests/examples/planSamples.mjs lists, per version, a
// service missing two injections below the one asked for).

// Dynamic imports: Playwright compiles this file to CommonJS, which cannot import an .mjs module statically.
const loadPlans = () => import('../examples/plans.mjs');
const loadPlanSamples = () => import('../examples/planSamples.mjs');

for (const {version} of DOCS_BUILD_DIRS) {
  test(`the resolution plans of ${version} samples in the browser equal those in Node`, async ({page}) => {
    test.setTimeout(180_000);
    await gotoHydrated(page, '/');
    await withRunner(page);
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
      // A failed planning shows its path in the browser: the failed nodes lead down to a service the message names.
      for (const report of result.plans!.reports.filter((r) => r.error !== undefined)) {
        let end = report.root;
        for (;;) {
          const next = end.bindings.flatMap((b) => b.dependencies).find((d) => d.failed === true);
          if (next === undefined) break;
          end = next;
        }
        expect(report.error, `${file}: the failed path ends at a service the message names`).toContain(end.serviceIdentifier);
      }
    }
  });
}
