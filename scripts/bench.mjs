#!/usr/bin/env node
// npm run bench [-- options]
//
// Benchmarks the site against two Docusaurus 3.9.2 classic sites built and measured in the same run, so that the
// figures mean something on a noisy machine:
//   - the bare baseline: the template site (bench/baseline/), the reference for bytes;
//   - the same-content baseline: our docs (every version) and posts on a bare classic site, samples inlined as plain
//     fences, no plugins, no swizzles (bench/baseline-content/, generated each run by scripts/bench-same-content.mjs),
//     the reference for build time and main-thread figures.
// For each site:
//   - cold build (caches cleared) and warm build: wall time and peak memory of the build's process tree;
//   - served by a compressing static host (scripts/static-host.mjs --compress: brotli/gzip, trailing-slash indexes,
//     404.html), per page type: JS and CSS fetched before `load` (raw and compressed) and total bytes;
//   - Lighthouse (CLI, Chromium at /usr/bin/chromium), mobile and desktop, median of N runs:
//     performance, accessibility, best practices, SEO, LCP, TBT, CLS;
//   - our search index sizes and latency, from scripts/bench-search.mjs when it exists (bench/search.json): first
//     results per version in the modal and on the search page, p50 and p95 of 10 fresh runs (3 with --quick), target
//     p95 <= 500 ms each;
//   - the code samples' Run button per docs version (scripts/bench-runner.mjs): bytes fetched by the first
//     Run (as sent), click-to-output time of the first Run and of repeat runs (median, p95); the resolution-plan
//     view's bytes (capture on the first Run, tree chunk on first opening, none on a first visit) and the time from
//     Run to the plan tree shown for the version's sample with the largest plan;
//   - the code-sample editor per docs version (scripts/bench-editor.mjs): bytes and time to an editor ready for
//     input after the first Edit, keystroke to updated diagnostics (median, p95), Run of edited code to output;
//   - the playground per release (scripts/bench-playground.mjs): route opened to editor ready and the JS+CSS it sends
//     until then, Run of the starter program to output, a keystroke to diagnostics across files (median, p95);
//   - the playground's upgrade (scripts/bench-upgrade.mjs): a 12-file 6.x program upgraded to the newest major, click
//     to diff (median, p95) and the bytes the feature loads;
//   - the container map (scripts/bench-container-map.mjs): a 300-service 7.x program run in the playground, click on
//     "Container map" to the picture shown (median, p95), the longest task while it opens and on pan and zoom, and the
//     bytes it loads.
// Prints one table (our figures and their ratio to the baseline) and writes bench/results.json.
//
// Options:
//   --help              print this text and exit
//   --quick             1 Lighthouse run per page and form factor, no baselines, 3 runs of search's first results
//   --runs N            Lighthouse runs per page and form factor (default 3; median reported)
//   --no-baseline       skip both baseline sites
//   --site-dir DIR      measure an existing build of ours instead of building (no build figures)
//   --baseline-dir DIR  measure an existing bare baseline build instead of building it
//   --content-dir DIR   measure an existing same-content baseline build instead of building it
//   --fresh-baseline    regenerate and reinstall the bare baseline project (bench/baseline/)
//   --no-lighthouse     skip Lighthouse
// Targets (printed met / MISS) are ratios to the baselines of the same run: TBT (mobile, desktop) and mobile
// performance against the same-content baseline, desktop performance 100, first-visit JS+CSS at most 0.85x the bare
// baseline's on every page type, cold build <= 2x, warm build <= 1.5x and peak memory <= 2x the same-content one's;
// and absolute ones: search's first results, the Run button, the editor, the playground and its upgrade (p95 each), the
// container map's opening (p95) and its longest task.
// Environment:
//   BENCH_BUILD_LOCK=/path/to/lockfile  run each build under `flock` on that file (shared machines)
//   CHROME_PATH (default /usr/bin/chromium)
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {serve} from './static-host.mjs';
import {benchRunner, planViewLines} from './bench-runner.mjs';
import {benchEditor, editorLines} from './bench-editor.mjs';
import {benchPlayground, playgroundChecks, playgroundLines} from './bench-playground.mjs';
import {benchUpgrade, upgradeChecks, upgradeLines} from './bench-upgrade.mjs';
import {benchContainerMap, containerMapChecks, containerMapLines} from './bench-container-map.mjs';
import {ROOT, args as argv, firstResultsFigures, option, round} from './bench-common.mjs';
import {CHROME} from './chrome.mjs';
import {prepareSameContentBaseline} from './bench-same-content.mjs';

const BENCH_DIR = path.join(ROOT, 'bench');
const BASELINE_PROJECT = path.join(BENCH_DIR, 'baseline');
const CONTENT_PROJECT = path.join(BENCH_DIR, 'baseline-content');
const LH_DIR = path.join(BENCH_DIR, 'lighthouse');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--disable-quic',
  '--mute-audio',
];

// ---------------------------------------------------------------- options
const flag = (/** @type {string} */ name) => argv.includes(name);
// --help prints the opening comment; an option not listed there stops before anything runs (a mistyped one would
// otherwise start a full bench, cold builds included).
const OPENING = fs.readFileSync(new URL(import.meta.url), 'utf8').split('\n').slice(1).filter((line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('//')));
const KNOWN = new Set(OPENING.flatMap((line) => /^\/\/ {3}(--[a-z-]+)/.exec(line)?.[1] ?? []));
const unknown = argv.filter((a) => a.startsWith('--') && !KNOWN.has(a));
if (flag('--help') || unknown.length > 0) {
  if (unknown.length > 0) console.error(`bench: unknown option ${unknown.join(', ')}`);
  console.log(OPENING.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(unknown.length > 0 ? 2 : 0);
}
const QUICK = flag('--quick');
const RUNS = Number(option('runs', QUICK ? '1' : '3'));
const WITH_BASELINE = !QUICK && !flag('--no-baseline');
const WITH_LIGHTHOUSE = !flag('--no-lighthouse');
const SITE_DIR = option('site-dir', null);
const BASELINE_DIR = option('baseline-dir', null);
const CONTENT_DIR = option('content-dir', null);
const BUILD_LOCK = process.env.BENCH_BUILD_LOCK;

// Pages measured, one per type. The baselines have no search page; the bare one's post is the template's welcome
// post, and the same-content one's home is the template's (our home is made of our own components). Two doc pages:
// the main doc, and our longest API page (18 samples) as the worst case (against the template's one doc page in the
// bare baseline). Each page type has a path per site (null: the site has no such page).
/** @typedef {'ours' | 'baseline' | 'content'} SiteName ours, the bare baseline, the same-content baseline */
/** @type {({type: string} & Record<SiteName, string | null>)[]} */
const PAGES = [
  {type: 'home', ours: '/', baseline: '/', content: '/'},
  {type: 'main doc', ours: '/docs/introduction/getting-started/', baseline: '/docs/intro/', content: '/docs/introduction/getting-started/'},
  {type: 'doc', ours: '/docs/api/container/', baseline: '/docs/intro/', content: '/docs/api/container/'},
  {type: 'post', ours: '/blog/planning-inversify-8-0-0/', baseline: '/blog/welcome/', content: '/blog/planning-inversify-8-0-0/'},
  {type: 'blog list', ours: '/blog/', baseline: '/blog/', content: '/blog/'},
  {type: 'search', ours: '/search/?q=container', baseline: null, content: null},
];

const log = (/** @type {unknown[]} */ ...args) => console.error('[bench]', ...args);

/**
 * @typedef {{seconds: number, peakMB: number}} BuildFigures
 * @typedef {{cold: BuildFigures, warm: BuildFigures}} Builds
 * @typedef {Awaited<ReturnType<typeof pageWeights>>} PageWeight
 * @typedef {Awaited<ReturnType<typeof lighthouseOnce>>} LighthouseFigures
 * @typedef {ReturnType<typeof medianOf>} LighthouseMedians
 * @typedef {{path: string, weight: PageWeight, lighthouse?: Record<string, LighthouseMedians>}} PageFigures by page type
 * @typedef {{dir: string, build?: Builds, pages: Record<string, PageFigures>}} Site a site measured: its build and pages
 * @typedef {{skipped: string}} Skipped a part of the bench that did not run, and why
 * @typedef {import('./bench-search.mjs').SearchReport} SearchReport
 * @typedef {Awaited<ReturnType<typeof benchRunner>>} RunnerResults
 * @typedef {import('./bench-editor.mjs').EditorResults} EditorResults
 * @typedef {import('./bench-playground.mjs').PlaygroundResults} PlaygroundResults
 * @typedef {import('./bench-upgrade.mjs').UpgradeResults} UpgradeResults
 * @typedef {import('./bench-container-map.mjs').ContainerMapResults} ContainerMapResults
 * @typedef {{build: Builds | null, pages: Record<string, PageFigures>}} SiteResults
 * @typedef {{
 *   date: string,
 *   machine: {cpus: number, loadAverage: number[], node: string},
 *   options: {quick: boolean, lighthouseRuns: number, baseline: boolean, siteDir: string | null, baselineDir: string | null, contentDir: string | null},
 *   served: string,
 *   ours: SiteResults,
 *   baseline: SiteResults | null,
 *   baselineContent: SiteResults | null,
 *   search: SearchReport | Skipped,
 *   runner: RunnerResults | Skipped,
 *   editor: EditorResults | Skipped,
 *   playground: PlaygroundResults | Skipped,
 *   upgrade: UpgradeResults | Skipped,
 *   containerMap: ContainerMapResults | Skipped,
 * }} Results what bench/results.json holds, but for the targets
 * @typedef {{name: string, value: number | string | null | undefined, ok: boolean}} Check a target, met or not
 */

// ---------------------------------------------------------------- processes
/**
 * Runs a command, polling /proc for the summed RSS of its process tree.
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv}} [options]
 * @returns {Promise<{seconds: number, peakMB: number, output: string, endedAtMs: number}>}
 */
function runMeasured(command, args, {cwd, env} = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {cwd, env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (/** @type {Buffer} */ d) => (output += d));
    child.stderr.on('data', (/** @type {Buffer} */ d) => (output += d));
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 100);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output.slice(-4000)}`));
      else resolve({seconds, peakMB: Math.round(peak / 1024), output, endedAtMs: Date.now()});
    });
  });
}

/**
 * Summed VmRSS (kB) of pid and its descendants.
 * @param {number | undefined} rootPid undefined when the process did not start (the sum is then 0)
 */
function treeRss(rootPid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb);
      let siblings = children.get(ppid);
      if (!siblings) children.set(ppid, (siblings = []));
      siblings.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  /** @type {number[]} */
  const stack = rootPid === undefined ? [] : [rootPid];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs a command to its end; returns its stdout, or throws with its output if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function runQuiet(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}, maxBuffer: 64 << 20});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${(result.stdout ?? '') + (result.stderr ?? '')}`.slice(-4000));
  return result.stdout;
}

// ---------------------------------------------------------------- builds
/**
 * Cold build (caches cleared) then warm build of a Docusaurus project into outDir.
 * @param {string} projectDir
 * @param {string} outDir
 * @param {string} label
 * @returns {Promise<Builds>}
 */
async function buildTwice(projectDir, outDir, label) {
  const cli = path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const build = async (/** @type {boolean} */ cold) => {
    const clear = cold ? `rm -rf node_modules/.cache .docusaurus && ` : '';
    // The marker line times the build from when the lock (if any) is held, not from when it was asked for.
    const script = `echo "BENCH_START $(date +%s%N)"; ${clear}exec node ${JSON.stringify(cli)} build --out-dir ${JSON.stringify(outDir)}`;
    /** @type {[string, string[]]} */
    const [command, args] = BUILD_LOCK ? ['flock', [BUILD_LOCK, 'bash', '-c', script]] : ['bash', ['-c', script]];
    log(`${label}: ${cold ? 'cold' : 'warm'} build…`);
    const run = await runMeasured(command, args, {cwd: projectDir});
    const {peakMB} = run;
    const startNs = /BENCH_START (\d+)/.exec(run.output)?.[1];
    const seconds = startNs ? (run.endedAtMs - Number(BigInt(startNs) / 1000000n)) / 1000 : run.seconds;
    log(`${label}: ${cold ? 'cold' : 'warm'} build ${seconds.toFixed(1)} s, peak ${peakMB} MB`);
    return {seconds: round(seconds, 1), peakMB};
  };
  const cold = await build(true);
  const warm = await build(false);
  return {cold, warm};
}

/** Generates the bare classic site (once; --fresh-baseline regenerates) with our @swc overrides and Rspack. */
function prepareBaseline() {
  if (flag('--fresh-baseline')) fs.rmSync(BASELINE_PROJECT, {recursive: true, force: true});
  if (fs.existsSync(path.join(BASELINE_PROJECT, 'node_modules/@docusaurus/faster'))) return;
  fs.rmSync(BASELINE_PROJECT, {recursive: true, force: true});
  fs.mkdirSync(BENCH_DIR, {recursive: true});
  log('baseline: npx create-docusaurus@3.9.2 baseline classic --typescript --skip-install');
  runQuiet('npx', ['--yes', 'create-docusaurus@3.9.2', 'baseline', 'classic', '--typescript', '--skip-install'], BENCH_DIR);

  /** @typedef {{dependencies: Record<string, string>, overrides?: Record<string, string>}} PackageJson the fields used here */
  const ours = /** @type {PackageJson & {overrides: Record<string, string>}} */ (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')));
  const pkgFile = path.join(BASELINE_PROJECT, 'package.json');
  const pkg = /** @type {PackageJson} */ (JSON.parse(fs.readFileSync(pkgFile, 'utf8')));
  pkg.dependencies['@docusaurus/faster'] = '3.9.2';
  // The same pins as ours where this machine's registry needs them (@swc platform packages; DocSearch
  // versions newer than ours need packages the registry may lack).
  pkg.overrides = {
    '@swc/core': ours.overrides['@swc/core'],
    '@swc/html': ours.overrides['@swc/html'],
    '@docsearch/react': ours.dependencies['@docsearch/react'],
  };
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);

  const configFile = path.join(BASELINE_PROJECT, 'docusaurus.config.ts');
  let config = fs.readFileSync(configFile, 'utf8');
  const withFaster = config.replace(/future:\s*\{/, 'future: {\n    experimental_faster: true,');
  if (withFaster === config) throw new Error('baseline: no `future` block found in docusaurus.config.ts');
  fs.writeFileSync(configFile, withFaster);

  log('baseline: npm install (same @swc and @docsearch pins as ours, @docusaurus/faster)…');
  runQuiet('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], BASELINE_PROJECT);
}

// ---------------------------------------------------------------- page weight
/**
 * JS and CSS requested before `load` (raw and as sent) and all bytes until the network is idle.
 * @param {string} baseUrl
 * @param {string} pathname
 */
async function pageWeights(baseUrl, pathname) {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({executablePath: CHROME, args: CHROME_FLAGS.filter((f) => f !== '--headless=new')});
  try {
    const context = await browser.newContext({viewport: {width: 1350, height: 940}});
    const page = await context.newPage();
    /** @type {Promise<{url: string, type: string, raw: number, sent: number, beforeLoad: boolean} | null>[]} */
    const records = [];
    let loaded = false;
    page.on('requestfinished', (request) => {
      const beforeLoad = !loaded;
      records.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          let raw = sizes.responseBodySize;
          try {
            raw = (await response?.body())?.length ?? raw;
          } catch {
            // bodies of redirects and some cached responses are unavailable
          }
          return {url: request.url(), type: request.resourceType(), raw, sent: sizes.responseBodySize, beforeLoad};
        })().catch(() => null), // a request that ends while the browser closes (after network idle) is not counted
      );
    });
    page.on('load', () => {
      loaded = true;
    });
    await page.goto(baseUrl + pathname, {waitUntil: 'load'});
    await page.waitForLoadState('networkidle');
    const all = (await Promise.all(records)).filter((r) => r !== null);
    /** @type {(list: {raw: number, sent: number}[], key: 'raw' | 'sent') => number} */
    const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
    const before = all.filter((r) => r.beforeLoad);
    const js = before.filter((r) => r.type === 'script' || /\.m?js(\?|$)/.test(r.url));
    const css = before.filter((r) => r.type === 'stylesheet' || /\.css(\?|$)/.test(r.url));
    return {
      requestsBeforeLoad: before.length,
      jsRaw: sum(js, 'raw'),
      jsSent: sum(js, 'sent'),
      cssRaw: sum(css, 'raw'),
      cssSent: sum(css, 'sent'),
      jsCssSent: sum(js, 'sent') + sum(css, 'sent'),
      totalSent: sum(all, 'sent'),
      totalRaw: sum(all, 'raw'),
      requests: all.length,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- lighthouse
const LH_CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');

/**
 * @typedef {{id: string, score: number | null, scoreDisplayMode: string, numericValue?: number}} LighthouseAudit
 * @typedef {{id: string, score: number | null, auditRefs: {id: string, weight: number}[]}} LighthouseCategory
 * @typedef {{
 *   runtimeError?: {code: string, message: string},
 *   categories: Record<string, LighthouseCategory>,
 *   audits: Record<string, LighthouseAudit>,
 * }} LighthouseReport the parts of Lighthouse's JSON report (--output=json) read here
 */

/**
 * One Lighthouse run in a child process (asynchronously: the static server lives in this process).
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor
 * @param {string} outFile
 */
async function lighthouseOnce(url, formFactor, outFile) {
  const args = [
    LH_CLI,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    '--max-wait-for-load=60000',
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  /** @type {{code: number | null, stderr: string}} */
  const {code, stderr} = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {env: {...process.env, CHROME_PATH: CHROME}, stdio: ['ignore', 'ignore', 'pipe']});
    let err = '';
    child.stderr.on('data', (/** @type {Buffer} */ d) => (err += d));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({code: exitCode, stderr: err}));
  });
  if (code !== 0) throw new Error(`lighthouse ${url} (${formFactor}) failed:\n${stderr.slice(-3000)}`);
  const lhr = /** @type {LighthouseReport} */ (JSON.parse(fs.readFileSync(outFile, 'utf8')));
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (/** @type {string} */ id) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
  const cls = numeric('cumulative-layout-shift');
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => ({category: c.id, audit: lhr.audits[r.id]})))
    .filter(({audit}) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .filter(({category}) => category !== 'performance')
    .map(({category, audit}) => `${category}:${audit.id}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    // A metric missing from the report counts as 0 (Math.round of null), the CLS as null.
    lcpMs: Math.round(numeric('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(numeric('total-blocking-time') ?? 0),
    cls: cls === null ? null : round(cls, 3),
    fcpMs: Math.round(numeric('first-contentful-paint') ?? 0),
    totalBytes: Math.round(numeric('total-byte-weight') ?? 0),
    failing,
  };
}

/** @param {(number | null)[]} values */
const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The median of each figure over the runs, the performance score of each run and every audit failed in any.
 * @param {LighthouseFigures[]} runs
 */
function medianOf(runs) {
  const of = (/** @type {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs' | 'totalBytes'} */ key) =>
    median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    totalBytes: of('totalBytes'),
    runs: runs.map((r) => r.performance),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

// ---------------------------------------------------------------- helpers
const kb = (/** @type {number | null | undefined} */ bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)}`);
/** @type {(a: number | null | undefined, b: number | null | undefined) => number | null} */
const ratio = (a, b) => (a == null || b == null || b === 0 ? null : round(a / b, 2));
/** The first 500 characters of an error's message, for a part of the bench that failed. */
const message = (/** @type {unknown} */ error) => String(error instanceof Error ? error.message : error).slice(0, 500);

/**
 * @param {string} buildDir
 * @returns {SearchReport | Skipped}
 */
function searchBench(buildDir) {
  const script = path.join(ROOT, 'scripts/bench-search.mjs');
  if (!fs.existsSync(script)) return {skipped: 'scripts/bench-search.mjs does not exist'};
  log('search: node scripts/bench-search.mjs', buildDir);
  try {
    // First results: 10 fresh runs per version and surface for a p95, 3 in quick mode.
    runQuiet(process.execPath, [script, buildDir, '--fresh-runs', QUICK ? '3' : '10'], ROOT);
    return /** @type {SearchReport} */ (JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'search.json'), 'utf8')));
  } catch (error) {
    return {skipped: `bench-search failed: ${message(error)}`};
  }
}

// ---------------------------------------------------------------- main
async function main() {
  fs.mkdirSync(LH_DIR, {recursive: true});
  const startedAt = new Date();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inversify-bench-'));

  // Builds (ours, then the baseline), each cold then warm.
  /** @type {Site} */
  const ours = {dir: SITE_DIR ? path.resolve(SITE_DIR) : path.join(tmp, 'site'), pages: {}};
  if (!SITE_DIR) ours.build = await buildTwice(ROOT, ours.dir, 'ours');
  /** @type {Site | null} */
  let baseline = null;
  /** @type {Site | null} */
  let content = null;
  if (WITH_BASELINE) {
    if (!BASELINE_DIR || !CONTENT_DIR) prepareBaseline();
    if (BASELINE_DIR) {
      baseline = {dir: path.resolve(BASELINE_DIR), pages: {}};
    } else {
      baseline = {dir: path.join(tmp, 'baseline'), pages: {}};
      baseline.build = await buildTwice(BASELINE_PROJECT, baseline.dir, 'bare baseline');
    }
    if (CONTENT_DIR) {
      content = {dir: path.resolve(CONTENT_DIR), pages: {}};
    } else {
      prepareSameContentBaseline({rootDir: ROOT, bareProject: BASELINE_PROJECT, outProject: CONTENT_PROJECT, log});
      content = {dir: path.join(tmp, 'content'), pages: {}};
      content.build = await buildTwice(CONTENT_PROJECT, content.dir, 'same-content baseline');
    }
  }
  /** @type {Partial<Record<SiteName, Site>>} */
  const sites = baseline && content ? {ours, baseline, content} : {ours};

  const siteNames = /** @type {SiteName[]} */ (Object.keys(sites));
  /** @type {Partial<Record<SiteName, {url: string, close: () => Promise<void>}>>} */
  const servers = {};
  for (const name of siteNames) servers[name] = await serve(/** @type {Site} */ (sites[name]).dir, {compress: true, caching: true});
  const siteOf = (/** @type {SiteName} */ name) => /** @type {Site} */ (sites[name]);
  const urlOf = (/** @type {SiteName} */ name) => /** @type {{url: string}} */ (servers[name]).url;
  try {
    // Page weight (deterministic: one load each).
    for (const {type, ...paths} of PAGES) {
      for (const name of siteNames) {
        const pagePath = paths[name];
        if (!pagePath) continue;
        siteOf(name).pages[type] = {path: pagePath, weight: await pageWeights(urlOf(name), pagePath)};
      }
    }
    // Lighthouse: runs interleaved across sites and pages so that machine noise hits both alike.
    if (WITH_LIGHTHOUSE) {
      /** @type {Record<string, LighthouseFigures[]>} */
      const raw = {};
      for (let run = 0; run < RUNS; run++) {
        for (const formFactor of /** @type {const} */ (['mobile', 'desktop'])) {
          for (const {type, ...paths} of PAGES) {
            for (const name of siteNames) {
              const pagePath = paths[name];
              if (!pagePath) continue;
              const key = `${name}|${type}|${formFactor}`;
              const outFile = path.join(LH_DIR, `${name}-${type.replace(/\W+/g, '-')}-${formFactor}-${run + 1}.json`);
              log(`lighthouse ${run + 1}/${RUNS} ${formFactor} ${name} ${pagePath}`);
              (raw[key] ??= []).push(await lighthouseOnce(urlOf(name) + pagePath, formFactor, outFile));
            }
          }
        }
      }
      for (const [key, runs] of Object.entries(raw)) {
        const [name, type, formFactor] = key.split('|');
        const page = siteOf(/** @type {SiteName} */ (name)).pages[type];
        page.lighthouse ??= {};
        page.lighthouse[formFactor] = medianOf(runs);
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server?.close();
  }

  const search = searchBench(ours.dir);
  log('sample runner: first Run and repeat runs per docs version');
  const runner = await benchRunner(ours.dir).catch((/** @type {unknown} */ error) => ({skipped: message(error)}));
  log('sample editor: first Edit, keystroke to diagnostics, edited Run per docs version');
  const editor = await benchEditor(ours.dir).catch((/** @type {unknown} */ error) => ({skipped: message(error)}));
  log('playground: route to editor ready, Run of the starter, keystroke to diagnostics across files per release');
  const playground = await benchPlayground(ours.dir).catch((/** @type {unknown} */ error) => ({skipped: message(error)}));
  log('playground upgrade: a 12-file 6.x program upgraded to the newest major, click to diff');
  const upgrade = await benchUpgrade(ours.dir).catch((/** @type {unknown} */ error) => ({skipped: message(error)}));
  log('container map: a 300-service 7.x program run in the playground, click to map shown, longest tasks on open, pan and zoom');
  const containerMap = await benchContainerMap(ours.dir).catch((/** @type {unknown} */ error) => ({skipped: message(error)}));
  /** @type {Results} */
  const measured = {
    date: startedAt.toISOString(),
    machine: {cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => round(n, 2)), node: process.version},
    options: {quick: QUICK, lighthouseRuns: RUNS, baseline: WITH_BASELINE, siteDir: SITE_DIR, baselineDir: BASELINE_DIR, contentDir: CONTENT_DIR},
    served: 'scripts/static-host.mjs --compress --caching: brotli (q11) or gzip (l9) by Accept-Encoding',
    ours: {build: ours.build ?? null, pages: ours.pages},
    baseline: baseline ? {build: baseline.build ?? null, pages: baseline.pages} : null,
    baselineContent: content ? {build: content.build ?? null, pages: content.pages} : null,
    search,
    runner,
    editor,
    playground,
    upgrade,
    containerMap,
  };
  const results = {...measured, targets: checkTargets(measured)};
  fs.writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(table(results));
  fs.rmSync(tmp, {recursive: true, force: true});
}

/**
 * @param {Results} results
 * @returns {Check[]}
 */
function checkTargets(results) {
  /** @type {Check[]} */
  const checks = [];
  /** @type {(name: string, value: Check['value'], ok: boolean) => void} */
  const add = (name, value, ok) => {
    checks.push({name, value, ok});
  };
  const content = results.baselineContent;
  const bare = results.baseline;
  // Build: against the same-content baseline, cold and warm, time and peak memory.
  const ob = results.ours.build;
  const cb = content?.build;
  if (ob && cb) {
    for (const [kind, max] of /** @type {const} */ ([['cold', 2], ['warm', 1.5]])) {
      const r = ratio(ob[kind].seconds, cb[kind].seconds);
      add(`build ${kind}: time ≤ ${max}× same-content`, r, r !== null && r <= max);
      const m = ratio(ob[kind].peakMB, cb[kind].peakMB);
      add(`build ${kind}: peak memory ≤ 2× same-content`, m, m !== null && m <= 2);
    }
  }
  for (const {type} of PAGES) {
    const page = results.ours.pages[type];
    if (!page) continue;
    const lh = page.lighthouse;
    const clh = content?.pages[type]?.lighthouse;
    if (lh) {
      add(`${type}: desktop performance = 100`, lh.desktop.performance, lh.desktop.performance === 100);
      if (clh) {
        // A missing score or TBT compares as 0 (null in a comparison does).
        const mobile = `${lh.mobile.performance} vs ${clh.mobile.performance}`;
        add(`${type}: mobile performance ≥ same-content`, mobile, (lh.mobile.performance ?? 0) >= (clh.mobile.performance ?? 0));
        for (const formFactor of /** @type {const} */ (['mobile', 'desktop'])) {
          const tbt = `${lh[formFactor].tbtMs} vs ${clh[formFactor].tbtMs} ms`;
          add(`${type}: ${formFactor} TBT ≤ same-content`, tbt, (lh[formFactor].tbtMs ?? 0) <= (clh[formFactor].tbtMs ?? 0));
        }
      }
    }
    // Bytes: against the bare baseline (the search page against the bare doc page: both are a docs-layout first visit).
    const barePage = bare?.pages[type] ?? (type === 'search' ? bare?.pages['main doc'] : undefined);
    if (barePage) {
      const r = ratio(page.weight.jsCssSent, barePage.weight.jsCssSent);
      add(`${type}: first-visit JS+CSS ≤ 0.85× bare`, r, r !== null && r <= 0.85);
    }
  }
  for (const [type, page] of Object.entries(results.ours.pages)) {
    for (const [formFactor, lh] of Object.entries(page.lighthouse ?? {})) {
      for (const category of /** @type {const} */ (['accessibility', 'bestPractices', 'seo'])) {
        if (lh[category] !== 100) add(`${type} ${formFactor}: ${category} = 100`, lh[category], false);
      }
    }
  }
  if (results.ours.pages.home) add('home: total ≤ 350 KB (as sent)', kb(results.ours.pages.home.weight.totalSent), results.ours.pages.home.weight.totalSent <= 350 * 1024);
  if (!('skipped' in results.search)) {
    const target = results.search.targets.firstResultsP95MsMax;
    for (const v of results.search.firstResults?.versions ?? []) {
      add(`${v.label}: search modal first results ≤ ${target} ms (p95)`, v.modal.ms.p95, v.modal.ms.p95 <= target);
      add(`${v.label}: search page first results ≤ ${target} ms (p95)`, v.searchPage.ms.p95, v.searchPage.ms.p95 <= target);
    }
  }
  if (!('skipped' in results.runner)) {
    const t = results.runner.targets;
    for (const v of results.runner.versions) {
      add(`${v.label}: first Run output ≤ ${t.firstRunMs} ms (p95)`, v.firstRunMs.p95, v.firstRunMs.p95 <= t.firstRunMs);
      add(`${v.label}: repeat Run output ≤ ${t.repeatRunMs} ms (p95)`, v.repeatRunMs.p95, v.repeatRunMs.p95 <= t.repeatRunMs);
    }
  }
  if (!('skipped' in results.editor)) {
    const t = results.editor.targets;
    for (const v of results.editor.versions) {
      add(`${v.label}: editor ready after the first Edit ≤ ${t.editorReadyMs} ms (p95)`, v.editorReadyMs.p95, v.editorReadyMs.p95 <= t.editorReadyMs);
      add(`${v.label}: keystroke to diagnostics ≤ ${t.diagnosticsP95Ms} ms (p95)`, v.keystrokeToDiagnosticsMs.p95, v.keystrokeToDiagnosticsMs.p95 <= t.diagnosticsP95Ms);
    }
  }
  if (!('skipped' in results.playground)) checks.push(...playgroundChecks(results.playground));
  if (!('skipped' in results.upgrade)) checks.push(...upgradeChecks(results.upgrade));
  if (!('skipped' in results.containerMap)) checks.push(...containerMapChecks(results.containerMap));
  return checks;
}

/** @param {Results & {targets: Check[]}} results */
function table(results) {
  /** @type {string[]} */
  const lines = [];
  const base = results.baseline;
  const content = results.baselineContent;
  const push = (/** @type {(string | number | null | undefined)[]} */ cells) =>
    lines.push(cells.map((c, i) => String(c ?? '–').padEnd(i === 0 ? 34 : 10)).join(' ').trimEnd());
  push(['figure', 'ours', 'bare', 'same-cont.', '÷ bare', '÷ same-c.']);
  lines.push('-'.repeat(90));
  /**
   * @param {string} label
   * @param {number | null | undefined} ours
   * @param {number | null | undefined} bare
   * @param {number | null | undefined} same
   * @param {(value: number) => string | number} [fmt]
   */
  const row = (label, ours, bare, same, fmt = (v) => v) => {
    const f = (/** @type {number | null | undefined} */ v) => (v == null ? '–' : fmt(v));
    push([label, f(ours), f(bare), f(same), ratio(ours, bare) ?? '–', ratio(ours, same) ?? '–']);
  };
  for (const kind of /** @type {const} */ (['cold', 'warm'])) {
    row(`build ${kind} (s)`, results.ours.build?.[kind].seconds, base?.build?.[kind].seconds, content?.build?.[kind].seconds);
    row(`build ${kind} peak memory (MB)`, results.ours.build?.[kind].peakMB, base?.build?.[kind].peakMB, content?.build?.[kind].peakMB);
  }
  for (const {type} of PAGES) {
    const o = results.ours.pages[type];
    const b = base?.pages[type];
    const c = content?.pages[type];
    if (!o) continue;
    lines.push(`-- ${type}: ours ${o.path}${b ? `, bare ${b.path}` : ''}${c ? `, same-content ${c.path}` : ''}`);
    row('  JS before load, raw (KB)', o.weight.jsRaw, b?.weight.jsRaw, c?.weight.jsRaw, kb);
    row('  JS before load, sent (KB)', o.weight.jsSent, b?.weight.jsSent, c?.weight.jsSent, kb);
    row('  CSS before load, raw (KB)', o.weight.cssRaw, b?.weight.cssRaw, c?.weight.cssRaw, kb);
    row('  CSS before load, sent (KB)', o.weight.cssSent, b?.weight.cssSent, c?.weight.cssSent, kb);
    row('  JS+CSS before load, sent (KB)', o.weight.jsCssSent, b?.weight.jsCssSent, c?.weight.jsCssSent, kb);
    row('  total until idle, sent (KB)', o.weight.totalSent, b?.weight.totalSent, c?.weight.totalSent, kb);
    for (const formFactor of ['mobile', 'desktop']) {
      const ol = o.lighthouse?.[formFactor];
      const bl = b?.lighthouse?.[formFactor];
      const cl = c?.lighthouse?.[formFactor];
      if (!ol) continue;
      row(`  ${formFactor} performance`, ol.performance, bl?.performance, cl?.performance);
      row(`  ${formFactor} accessibility`, ol.accessibility, bl?.accessibility, cl?.accessibility);
      row(`  ${formFactor} best practices`, ol.bestPractices, bl?.bestPractices, cl?.bestPractices);
      row(`  ${formFactor} SEO`, ol.seo, bl?.seo, cl?.seo);
      row(`  ${formFactor} LCP (ms)`, ol.lcpMs, bl?.lcpMs, cl?.lcpMs);
      row(`  ${formFactor} TBT (ms)`, ol.tbtMs, bl?.tbtMs, cl?.tbtMs);
      row(`  ${formFactor} CLS`, ol.cls, bl?.cls, cl?.cls);
      row(`  ${formFactor} LH total bytes (KB)`, ol.totalBytes, bl?.totalBytes, cl?.totalBytes, kb);
      if (ol.failing.length) lines.push(`    failing audits (ours): ${ol.failing.join(', ')}`);
    }
  }
  lines.push('-- search');
  if ('skipped' in results.search) {
    if (results.search.skipped) lines.push(`  skipped: ${results.search.skipped}`);
  } else {
    for (const index of results.search.index ?? []) {
      lines.push(`  index ${index.tag}: ${index.records} records, ${kb(index.bytes)} KB raw, ${kb(index.gzipBytes)} KB gzip, ${kb(index.brotliBytes)} KB brotli; then texts ${kb(index.textsGzipBytes ?? 0)} KB gzip`);
    }
    for (const v of results.search.firstResults?.versions ?? []) {
      const target = results.search.targets.firstResultsP95MsMax;
      lines.push(`  ${v.label} first results, modal (click to results): ${firstResultsFigures(v.modal, target)}`);
      lines.push(`  ${v.label} first results, /search/?q= (${v.searchPage.how}): ${firstResultsFigures(v.searchPage, target)}`);
    }
    const k = results.search.keystrokeToResults;
    if (k) lines.push(`  keystroke to results: first ${k.firstSearchMs} ms, p50 ${k.p50Ms} ms, p95 ${k.p95Ms} ms, max ${k.maxMs} ms (${k.samples} samples)`);
  }
  lines.push('-- code-sample Run button (served compressed)');
  if ('skipped' in results.runner) {
    if (results.runner.skipped) lines.push(`  skipped: ${results.runner.skipped}`);
  } else {
    for (const v of results.runner.versions) {
      lines.push(
        `  ${v.label} ${v.sample}: first Run ${kb(v.firstRunBytesSent)} KB sent; click to output: first ${v.firstRunMs.median} ms median, ` +
          `${v.firstRunMs.p95} ms p95; repeat ${v.repeatRunMs.median} ms median, ${v.repeatRunMs.p95} ms p95`,
      );
      for (const line of planViewLines(results.runner.planCaptureBytes, v)) lines.push(`    ${line}`);
    }
  }
  lines.push('-- code-sample editor (served compressed)');
  if ('skipped' in results.editor) {
    if (results.editor.skipped) lines.push(`  skipped: ${results.editor.skipped}`);
  } else {
    lines.push(...editorLines(results.editor));
  }
  lines.push('-- playground (served compressed)');
  if ('skipped' in results.playground) {
    if (results.playground.skipped) lines.push(`  skipped: ${results.playground.skipped}`);
  } else {
    lines.push(...playgroundLines(results.playground));
  }
  lines.push('-- playground upgrade (served compressed)');
  if ('skipped' in results.upgrade) {
    if (results.upgrade.skipped) lines.push(`  skipped: ${results.upgrade.skipped}`);
  } else {
    lines.push(...upgradeLines(results.upgrade));
  }
  lines.push('-- container map (served compressed)');
  if ('skipped' in results.containerMap) {
    if (results.containerMap.skipped) lines.push(`  skipped: ${results.containerMap.skipped}`);
  } else {
    lines.push(...containerMapLines(results.containerMap));
  }
  lines.push('-- targets');
  for (const check of results.targets) lines.push(`  ${check.ok ? 'ok  ' : 'MISS'} ${check.name}: ${check.value}`);
  const baselines = results.baseline ? 'baselines measured in this run' : 'no baselines (targets against them not checked)';
  lines.push(`(Lighthouse: median of ${results.options.lighthouseRuns} run(s); ${baselines}; load average ${results.machine.loadAverage.join(' ')})`);
  return lines.join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
