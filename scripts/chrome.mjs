// The Chromium the benchmarks and scripts drive: CHROME_PATH, or Debian's, which scripts/install.sh installs
// (playwright.config.ts reads the same variable for the browser tests).
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
