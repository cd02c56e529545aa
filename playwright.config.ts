import {defineConfig} from '@playwright/test';

// Browser tests drive Debian's Chromium (or the browser at CHROME_PATH) against the production build served on localhost.
// SITE_BUILD_DIR and TEST_PORT let several builds be tested side by side.
const PORT = Number(process.env.TEST_PORT ?? 3210);
const BUILD_DIR = process.env.SITE_BUILD_DIR ?? 'build';
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests/browser',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: on a loaded 2-core machine a page with many samples takes over 30 s to load, hydrate and check; speed
  // targets live in `npm run bench`, not in test timeouts.
  timeout: 60_000,
  expect: {timeout: 10_000},
  // The screenshot baselines (tests/browser/screenshots.spec.ts), one file per shot: the machine kind and browser are
  // the project's one (Debian's Chromium), so no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    // No trace by default: recording one for every test (DOM snapshots at each step, on pages of thousands of code
    // tokens) took about a quarter of the browser tests' time, to keep the few of a failing test. A failure still
    // leaves its screenshot and error context in test-results/; for a trace, run with --trace retain-on-failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // serve-handler as `docusaurus serve` configures it, sending no headers like the deploy host; run by node
    // directly (not npx) so that stopping the server stops one process.
    command: `node scripts/static-host.mjs ${BUILD_DIR} --port ${PORT}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
