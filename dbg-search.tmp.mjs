import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const page = await browser.newPage();
page.on('request', (r) => { if (r.url().includes('search-index') || r.resourceType()==='document') console.log('req', r.url(), r.resourceType()); });
await page.goto('http://127.0.0.1:3302/docs/');
await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
await page.locator('.DocSearch-Button').click();
for (const q of ['cont', 'container', 'container get', 'binding']) { await page.locator('.DocSearch-Input').fill(q); await page.locator('.DocSearch-Hit a').first().waitFor(); console.log('typed', q); }
await page.locator('.DocSearch-HitsFooter a').click();
await page.waitForTimeout(1500);
console.log(page.url(), await page.locator('article').count());
await browser.close();
