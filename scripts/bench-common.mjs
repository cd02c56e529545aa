// Helpers shared by the bench scripts (scripts/bench*.mjs): command-line options, figures' statistics, the
// served-build-and-Chromium harness of the browser benches, and where results are written.
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {CHROME} from './chrome.mjs';
import {chromium} from '@playwright/test';
import {serve} from './static-host.mjs';
import {PLAYGROUND_PATH} from '../src/samples/shared/playgroundAddress.mjs';

/** The repository's root (the bench scripts write their figures under bench/ there). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The command line's arguments (after `node script`). */
export const args = process.argv.slice(2);

/**
 * The value given after `--name` on the command line, or `fallback` when the flag or its value is missing.
 * @template {string | null} F
 * @param {string} name the flag without its leading `--`
 * @param {F} fallback
 * @returns {string | F}
 */
export function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}

/**
 * The first command-line argument that is neither a flag nor a flag's value: the build directory of the browser
 * benches. Exits with status 2 and `usage` when it is missing or has no `required` entry (e.g. sample-runner).
 * @param {string} required a file or directory the build must contain
 * @param {string} usage
 * @returns {string} the build directory, resolved
 */
export function buildDirArgument(required, usage) {
  const buildDir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!buildDir || !fs.existsSync(path.join(buildDir, required))) {
    console.error(usage);
    process.exit(2);
  }
  return path.resolve(buildDir);
}

/**
 * The p-th percentile (nearest rank) of the values, which need not be sorted.
 * @param {number[]} values
 * @param {number} p from 0 to 100
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Rounds to `digits` decimals (one by default, the precision of the figures in milliseconds).
 * @param {number} n
 * @param {number} [digits]
 */
export function round(n, digits = 1) {
  return Math.round(n * 10 ** digits) / 10 ** digits;
}

/**
 * @typedef {{median: number, p95: number, runs: number[]}} Stats
 */

/**
 * The bytes the server sent for a request, as compressed. A worker's own script reports no body size to the page: the
 * server is asked for it as the browser asked (brotli).
 * @param {import('@playwright/test').Request} request
 */
export async function sentSize(request) {
  const sent = (await request.sizes()).responseBodySize;
  if (sent > 0) return sent;
  const response = await fetch(request.url(), {headers: {'accept-encoding': request.headers()['accept-encoding'] ?? 'br'}});
  return Number(response.headers.get('content-length') ?? (await response.arrayBuffer()).byteLength);
}

/**
 * Summary of timed runs as the bench files report it: median, p95 and every run, rounded.
 * @param {number[]} values
 * @returns {Stats}
 */
export function stats(values) {
  return {median: round(percentile(values, 50)), p95: round(percentile(values, 95)), runs: values.map((v) => round(v))};
}

/**
 * A search surface's first results as the benches print them: p50, p95 beside its target, the long tasks' blocking time.
 * @param {{ms: Stats, blockingMs: Stats}} figures
 * @param {number} target p95 at most, ms
 */
export function firstResultsFigures(figures, target) {
  const within = figures.ms.p95 <= target ? 'ok' : 'MISS';
  return `p50 ${figures.ms.median} ms, p95 ${figures.ms.p95} ms (target p95 ≤ ${target} ms: ${within}), blocking ${figures.blockingMs.median} ms`;
}


/**
 * Serves `build` compressed (scripts/static-host.mjs --compress --caching), launches Chromium (CHROME_PATH, by default
 * /usr/bin/chromium) and measures each page in turn with `measure`; closes the browser and the server after.
 * @template P, R
 * @param {string} build the build directory
 * @param {P[]} pages
 * @param {(browser: import('@playwright/test').Browser, url: string, page: P) => Promise<R>} measure
 * @returns {Promise<R[]>} the figures of each page, in the order of `pages`
 */
export async function measureServed(build, pages, measure) {
  const server = await serve(build, {compress: true, caching: true});
  const browser = await chromium.launch({executablePath: CHROME, args: ['--no-sandbox']});
  try {
    const results = [];
    for (const page of pages) results.push(await measure(browser, server.url, page));
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Writes `data` as indented JSON to bench/<name> under the repository's root (creating bench/).
 * @param {string} name
 * @param {unknown} data
 */
export function writeBenchJson(name, data) {
  fs.mkdirSync(path.join(ROOT, 'bench'), {recursive: true});
  fs.writeFileSync(path.join(ROOT, 'bench', name), `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * The playground holding a program, from a share link as any encoder of the format would write it (the benches open
 * their generated programs through it).
 * @param {{label: string, major: string | number} | undefined} line the release line the program is written for
 * @param {string[][]} files [name, text] pairs
 */
export const playgroundShareLink = (line, files) =>
  `${PLAYGROUND_PATH}?version=${encodeURIComponent(line?.label ?? '')}#share=${zlib.deflateRawSync(Buffer.from(JSON.stringify({release: String(line?.major), files}))).toString('base64url')}`;
