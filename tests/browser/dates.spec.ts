import {test, expect, gotoHydrated, afterHydrationRenders} from './fixtures';

// Dates are formatted without Intl in the browser (src/dates/dateTimeFormat.ts) and with Intl on the server: the
// page hydrates without a mismatch and shows the server's text, the "Last updated" date of a docs page and the date
// of each post in the blog list alike.

for (const path of ['/docs/api/container/', '/blog/']) {
  test(`${path}: the dates read as the server wrote them, after hydration`, async ({page, problems}) => {
    const html = await (await page.request.get(path)).text();
    const served = [...html.matchAll(/<time\b[^>]*>([^<]*)<\/time>/g)].map((m) => m[1]);
    expect(served.length, 'dates on the page').toBeGreaterThan(0);
    await gotoHydrated(page, path);
    await afterHydrationRenders(page);
    await expect(page.locator('time')).toHaveText(served);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
}
