import type {Page} from '@playwright/test';

/**
 * Puts the sample runner's API on `window.inversifySampleRunner` in the page (a page of the built site, for the
 * runner's asset paths): the runner's own code, bundled for the tests (scripts/runner-test-bundle.mjs), since the
 * site ships no hook. Once per document; a navigation needs it again.
 */
export async function withRunner(page: Page): Promise<void> {
  // Dynamic import: Playwright compiles this file to CommonJS, which cannot import an .mjs module statically.
  const {injectRunner} = await import('../../scripts/runner-test-bundle.mjs');
  await injectRunner(page);
}
