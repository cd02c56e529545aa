import {test as base, expect, type Page} from '@playwright/test';

/** Navigates and waits until React has hydrated the server-rendered page. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Lets the renders that follow hydration (the browser context flipping to true) run, and the frame that paints them. */
export async function afterHydrationRenders(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Console errors and uncaught page errors seen during a test, for assertions. */
export interface PageProblems {
  consoleErrors: string[];
  consoleWarnings: string[];
  pageErrors: string[];
}

export const test = base.extend<{problems: PageProblems}>({
  problems: async ({page}, use) => {
    const problems: PageProblems = {consoleErrors: [], consoleWarnings: [], pageErrors: []};
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
      if (message.type() === 'warning') problems.consoleWarnings.push(message.text());
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    await use(problems);
  },
});

export {expect};
