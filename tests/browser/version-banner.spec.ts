import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {gotoHydrated} from './fixtures';
import {loadVersions} from './siteData';

// The next docs document a published major: their banner names it and the release their samples are tested
// against (read here from the version's examples workspace, as the site reads it), and links to the same page
// in the version at /docs/. Other versions keep Docusaurus' stock banner.

const inversifyOf = (workspace: string): string =>
  JSON.parse(fs.readFileSync(`${workspace}/package.json`, 'utf8')).dependencies.inversify;

test.describe('docs version banner', () => {
  test('a next page names the major it documents, the tested release and the same page at /docs/', async ({page}) => {
    const {DOCS_VERSIONS, LAST_VERSION} = await loadVersions();
    const next = DOCS_VERSIONS.find((version) => version.name === 'current')!;
    const release = inversifyOf(next.workspace);
    const major = `${release.split('.')[0]}.x`;
    await gotoHydrated(page, `/docs/${next.path}/api/container/`);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toHaveCount(1);
    await expect(banner).toContainText(`These pages document inversify ${major}`);
    await expect(banner).toContainText(`compiled and run against inversify ${release}`);
    await expect(banner).toContainText(`document inversify ${inversifyOf(LAST_VERSION.workspace).split('.')[0]}.x`);
    await expect(banner).not.toContainText('unreleased');
    await expect(banner.getByRole('link', {name: `this page in the ${LAST_VERSION.label} docs`})).toHaveAttribute(
      'href',
      '/docs/api/container/',
    );
  });

  test('a next page without a twin at /docs/ links to the main doc there', async ({page}) => {
    const {DOCS_VERSIONS, LAST_VERSION} = await loadVersions();
    const next = DOCS_VERSIONS.find((version) => version.name === 'current')!;
    await gotoHydrated(page, `/docs/${next.path}/guides/migrating-from-v7/`);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText(`compiled and run against inversify ${inversifyOf(next.workspace)}`);
    await expect(banner.getByRole('link', {name: `the ${LAST_VERSION.label} docs`})).toHaveAttribute(
      'href',
      '/docs/introduction/getting-started/',
    );
  });

  test('6.x pages keep the stock banner', async ({page}) => {
    await gotoHydrated(page, '/docs/6.x/api/container/');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('no longer actively maintained');
    await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/docs/api/container/');
    await expect(page.getByTestId('next-version-banner')).toHaveCount(0);
  });
});
