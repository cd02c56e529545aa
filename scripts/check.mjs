// npm run check -- <file>…: every check that concerns one doc page (.mdx of any version), blog post or sample
// (examples/vN/src/…), and nothing else, in seconds: the samples compile, print and throw what they say; each sample
// is embedded on a page; links and anchors from and to the page; its Markdown twin; its embedded blocks; the rules
// for its fences and front matter; the resolution-plan facts of its samples and, for the error reference, its tests.
// The checks are those of the test suite (tests/examples/*.mjs, tests/build/*.mjs), run on the one file. The ones that read the built site (build/, or SITE_BUILD_DIR) say when the build is missing or older than
// the file, and name the command that brings it up to date. Exit code 1 when a check fails.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import yaml from 'js-yaml';
import {API_DIR, lineOf, readApiHistory, unknownMemberHeadings} from '../src/remark/apiHistory/data.mjs';
import {ERRORS_PAGE} from '../src/samples/build/errorEntries.mjs';
import {sampleRefsIn, workspaceOf} from '../src/samples/build/samples.mjs';
import {DOCS_VERSIONS} from '../src/siteData/versions.mjs';
import {versionOfWorkspace} from '../src/samples/shared/versions.mjs';
import {planSamples} from '../tests/examples/planSamples.mjs';
import {fenceProblems} from '../tests/examples/embeddingRules.mjs';
import {appDirsOf, compileWorkspace, expectErrorProblems, needsPage, notEmbeddedMessage, pagesBySample, runAppTests, sampleProblems, workspaceSamples} from '../tests/examples/sampleChecks.mjs';
import {BUILD, ROOT, builtHtml} from '../tests/build/content-pages.mjs';
import {embeddedSamples, expectedText} from '../tests/build/embeddedBlocks.mjs';
import {builtIds, builtLinkProblems, contentIndex, describeBuiltProblem, fileFor, htmlFiles, linkProblem, sourceIds, sourceLinks} from '../tests/build/links.mjs';
import {checkListedInLlms, checkTwinLinks, checkTwinReadable, checkTwinSamples, checkTwinText} from '../tests/build/twins.mjs';

// The build folder as the writer names it: relative to the checkout when inside it.
const BUILD_NAME = BUILD.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, BUILD) : BUILD;
const BUILD_COMMAND = `npm run build -- --out-dir ${BUILD_NAME}`;
const started = performance.now();
const RUN_ID = `check-${process.pid}`;
const execFileAsync = promisify(execFile);

/** @typedef {ReturnType<typeof contentIndex>['pages'][number]} ContentPage */
/** @typedef {{name: string, problems: string[], skipped?: string, needsBuild?: boolean}} Result */

/** @type {(() => void)[]} */
const cleanups = [];
process.on('exit', () => cleanups.forEach((cleanup) => cleanup()));

const mtime = (/** @type {string} */ file) => fs.statSync(file).mtimeMs;
const hasBuild = fs.existsSync(path.join(BUILD, 'index.html'));
/**
 * Why the build cannot answer for `sources` shown on `route`: missing, or older than one of them; undefined when fresh.
 * @param {string | undefined} route
 * @param {string[]} sources relative to ROOT
 */
function staleness(route, sources) {
  if (!hasBuild) return `no build in ${BUILD_NAME}/`;
  const built = route === undefined ? undefined : fileFor(route);
  if (built === undefined) return `${route} is not in the build (a new page)`;
  const newer = sources.filter((source) => fs.existsSync(path.join(ROOT, source)) && mtime(path.join(ROOT, source)) > mtime(built));
  return newer.length === 0 ? undefined : `the build of ${route} is older than ${newer.join(', ')}`;
}

/**
 * Compiles and runs samples of one workspace: each compiles and does what its comments say, an app's tests pass.
 * @param {string[]} files sample paths relative to ROOT, all of one workspace
 * @returns {Promise<Result>}
 */
async function checkSamples(files) {
  const v = versionOfWorkspace(workspaceOf(files[0]));
  // An app's files are compiled and tested together.
  const all = workspaceSamples(v);
  const appDirs = appDirsOf(all).filter((dir) => files.some((f) => path.dirname(f) === dir));
  const selected = new Set([...files, ...all.filter((f) => appDirs.includes(path.dirname(f)))]);
  const w = await compileWorkspace(v, {runId: RUN_ID, only: (f) => selected.has(f)});
  cleanups.push(w.remove);
  const problems = [...(w.diagnostics.get('(tsc)') ?? []).map((d) => d.text)];
  // Four samples at a time, as the sample tests run them: each is a Node process.
  const queue = [...files];
  /** @type {Map<string, string[]>} */
  const found = new Map();
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (file.endsWith('.fails.ts')) found.set(file, expectErrorProblems(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), w.failDiagnostics.get(file) ?? []));
      else found.set(file, await sampleProblems(w, file));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  problems.push(...files.flatMap((file) => found.get(file) ?? []));
  for (const dir of appDirs) {
    const result = await runAppTests(w, dir);
    if (!result.ok || !(result.count > 0)) problems.push(`${dir}: the app's tests failed:\n${result.output}`);
  }
  const failing = files.filter((f) => f.endsWith('.fails.ts')).length;
  const running = files.length - failing;
  const parts = [
    running === 1 ? '1 sample compiles, prints and throws what it says' : running > 1 ? `${running} samples compile, print and throw what they say` : '',
    failing === 1 ? '1 sample fails to compile as it states' : failing > 1 ? `${failing} samples fail to compile as they state` : '',
    appDirs.length > 0 ? `the tests of ${appDirs.join(', ')} pass` : '',
  ];
  return {name: `${v}: ${parts.filter(Boolean).join('; ')}`, problems};
}

/** @param {string[]} samples every sample concerned, of any workspace @returns {Promise<Result[]>} */
async function checkAllSamples(samples) {
  /** @type {Map<string, string[]>} */
  const byWorkspace = new Map();
  for (const file of samples.filter((f) => f.includes('/src/'))) byWorkspace.set(workspaceOf(file), [...(byWorkspace.get(workspaceOf(file)) ?? []), file]);
  // One workspace after the other: each tsc takes a core.
  const results = [];
  for (const files of byWorkspace.values()) results.push(await checkSamples(files));
  return results;
}

/**
 * Samples beside the given ones (same folders) that no page embeds: a sample written and not embedded yet.
 * @param {string[]} samples
 * @param {ReturnType<typeof pagesBySample>} pages
 * @returns {Result}
 */
function checkEmbedded(samples, pages) {
  const dirs = [...new Set(samples.map((f) => path.dirname(f)))];
  const neighbours = dirs.flatMap((dir) =>
    fs.existsSync(path.join(ROOT, dir))
      ? fs.readdirSync(path.join(ROOT, dir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts')).map((name) => path.join(dir, name))
      : [],
  );
  const concerned = [...new Set([...samples, ...neighbours])];
  const orphans = concerned.filter((f) => needsPage(f) && !pages.has(f));
  return {name: `${concerned.length} sample${concerned.length === 1 ? '' : 's'} in ${dirs.join(', ')} embedded on a page`, problems: orphans.map(notEmbeddedMessage)};
}

/** Whether a URL leads to a route (trailing slash aside: the build adds it). @param {URL} url @param {string} route */
const samePage = (url, route) => url.pathname.replace(/\/$/, '') === route.replace(/\/$/, '');

/**
 * The anchors a page will have: from its source when the build is older than it (headings may have changed), from
 * the build otherwise.
 * @param {string} target built file
 * @param {Map<string, ContentPage>} byBuilt content pages by built file
 */
function idsOf(target, byBuilt) {
  const page = byBuilt.get(target);
  const ids = builtIds(target);
  if (page === undefined || mtime(path.join(ROOT, page.source)) <= mtime(target)) return ids.all;
  // Ids the theme or components give (not headings) stay; the headings' come from the source.
  return new Set([...[...ids.all].filter((id) => !ids.headings.has(id)), ...sourceIds(page.text)]);
}

/**
 * Links and anchors from the page (its source, against the build; and the built page when it is up to date) and to it
 * (every other page's source, and the built pages).
 * @param {ContentPage} page
 * @param {ReturnType<typeof contentIndex>} index
 * @returns {Result[]}
 */
function checkLinks(page, index) {
  if (!hasBuild) return [{name: 'links and anchors', problems: [], skipped: `no build in ${BUILD_NAME}/`, needsBuild: true}];
  const byBuilt = new Map(index.pages.flatMap((p) => {
    const built = fileFor(p.route);
    return built === undefined ? [] : [[built, p]];
  }));
  const ids = (/** @type {string} */ target) => idsOf(target, byBuilt);
  const from = sourceLinks(page, index.bySource);
  const fromProblems = from.flatMap((link) => {
    if (link.url === undefined) return [`${link.source}:${link.line}: ${link.note}`];
    const problem = linkProblem(link.url, ids);
    return problem === undefined ? [] : [`${link.source}:${link.line}: link to ${problem} ${link.target}`];
  });
  const own = fileFor(page.route);
  const fresh = staleness(page.route, [page.source]) === undefined;
  // The built page also has the links components and the theme make; when it is older than its source, its links are
  // the old ones.
  if (fresh && own !== undefined) {
    for (const problem of builtLinkProblems([own]).problems) fromProblems.push(...describeBuiltProblem(problem, index).split('\n'));
  }
  const to = index.pages.filter((p) => p !== page).flatMap((p) => sourceLinks(p, index.bySource)).filter((link) => link.url !== undefined && samePage(link.url, page.route));
  const toProblems = to.flatMap((link) => {
    const problem = /** @type {URL} */ (link.url).hash === '' ? undefined : linkProblem(/** @type {URL} */ (link.url), ids);
    return problem === undefined ? [] : [`${link.source}:${link.line}: link to ${problem} ${link.target} (an anchor of ${page.source})`];
  });
  if (fresh) {
    const linksHere = builtLinkProblems(htmlFiles(BUILD)).problems.filter((p) => p.page !== page.route && p.url !== undefined && samePage(p.url, page.route));
    for (const problem of linksHere) toProblems.push(...describeBuiltProblem(problem, index).split('\n'));
  }
  const unique = (/** @type {string[]} */ list) => [...new Set(list)];
  return [
    {name: `${from.length} links and anchors from the page`, problems: unique(fromProblems)},
    {name: `${to.length} links to the page from other pages`, problems: unique(toProblems)},
  ];
}

/**
 * What the build can say about a page: nothing when it is missing, lacks the page or is older than its source, or
 * shows a sample that changed since (`skip` says which); otherwise the samples it shows other than their files are
 * today although it is newer than them (a stale cache or a missed dependency).
 * @param {ContentPage} page
 * @returns {{skip: string} | {skip?: undefined, differing: string[]}}
 */
function buildState(page) {
  const stale = staleness(page.route, [page.source]);
  if (stale !== undefined) return {skip: stale};
  const built = /** @type {string} */ (fileFor(page.route));
  const differing = embeddedSamples(builtHtml(page.route)).map(([label]) => label).filter((label) => loadOrUndefined(label) !== embeddedText(page, label));
  const edited = differing.filter((label) => mtime(path.join(ROOT, label.split('#')[0])) > mtime(built));
  if (edited.length > 0) return {skip: `the build of ${page.route} shows an older ${edited.join(', ')}`};
  return {differing};
}

/** The text the built page shows for a sample label. @param {ContentPage} page @param {string} label */
function embeddedText(page, label) {
  return embeddedSamples(builtHtml(page.route)).find(([shown]) => shown === label)?.[1];
}

/** A sample's text today, or undefined when its file or region is gone. @param {string} label */
function loadOrUndefined(label) {
  try {
    return expectedText(label);
  } catch {
    return undefined;
  }
}

/** The built page shows each embedded sample as its file is today. @param {ContentPage} page @returns {Result} */
function checkBlocks(page) {
  const name = 'the built page shows its samples as their files are today';
  const state = buildState(page);
  if (state.skip !== undefined) return {name, problems: [], skipped: state.skip, needsBuild: true};
  return {name, problems: state.differing.map((label) => `${page.source}: the built page shows ${label} other than its file (rebuild without the cache: npm run clear, then ${BUILD_COMMAND})`)};
}

/** @param {ContentPage} page @returns {Result} */
function checkTwin(page) {
  const name = 'its Markdown twin and its line in llms.txt';
  const state = buildState(page);
  if (state.skip !== undefined) return {name, problems: [], skipped: state.skip, needsBuild: true};
  const problems = [checkTwinText, checkTwinSamples, checkTwinReadable, checkTwinLinks, checkListedInLlms].flatMap((check) => {
    try {
      check(page);
      return [];
    } catch (error) {
      return [/** @type {Error} */ (error).message];
    }
  });
  return {name, problems};
}

/** @param {ContentPage} page @returns {Result} */
function checkFences(page) {
  return {name: 'its code fences: embedded from tested files of its version, no inline library code', problems: fenceProblems(page.source).map((p) => p.message)};
}

/**
 * The front matter the build and the twins need: a description on every page (link previews, llms.txt); on a post,
 * authors and tags of blog/authors.yml and blog/tags.yml and a `<!-- truncate -->` marker (the build fails without).
 * @param {ContentPage} page
 * @returns {Result}
 */
function checkFrontMatter(page) {
  const lines = page.text.split('\n');
  const end = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const matter = /** @type {Record<string, unknown>} */ (end === -1 ? {} : yaml.load(lines.slice(1, end).join('\n')) ?? {});
  const lineOf = (/** @type {string} */ key) => lines.findIndex((line, i) => i < end && line.startsWith(`${key}:`)) + 1 || 1;
  /** @type {string[]} */
  const problems = [];
  if (typeof matter.description !== 'string' || matter.description.trim() === '') problems.push(`${page.source}:1: no "description:" in the front matter (the summary in link previews and llms.txt)`);
  if (page.kind === 'post') {
    for (const [key, file] of [['authors', 'blog/authors.yml'], ['tags', 'blog/tags.yml']]) {
      const known = Object.keys(/** @type {object} */ (yaml.load(fs.readFileSync(path.join(ROOT, file), 'utf8')) ?? {}));
      const named = [matter[key] ?? []].flat().map(String);
      for (const name of named.filter((n) => !known.includes(n))) problems.push(`${page.source}:${lineOf(key)}: ${key} names "${name}", which ${file} does not define`);
    }
    if (!page.text.includes('<!-- truncate -->')) problems.push(`${page.source}: no "<!-- truncate -->" after the excerpt (the build fails without it)`);
  }
  return {name: page.kind === 'post' ? 'its front matter: description, known authors and tags; the truncate marker' : 'its front matter: a description', problems};
}

/**
 * On an API page, the member headings with no entry in the API history: they would get no "Added in" note (the same
 * check as tests/unit/api-history.test.mjs). Not an API page: no result.
 * @param {ContentPage} page
 * @returns {Result[]}
 */
function checkApiHeadings(page) {
  const version = DOCS_VERSIONS.find((v) => v.label === page.version);
  if (version === undefined || !page.source.startsWith(`${version.contentDir}/${API_DIR}/`)) return [];
  const lineName = lineOf(version, ROOT);
  const entries = readApiHistory(ROOT).lines[lineName]?.entries ?? {};
  const problems = unknownMemberHeadings(page.text, entries).map(
    ({name, line}) => `${page.source}:${line}: the heading "${name}" names nothing in the ${lineName} API history (src/siteData/api-history.json): a typo, or a name inversify does not export; after bumping the tested release, npm run api-history`,
  );
  return [{name: `its member headings: each has ${lineName} API history (its "Added in" note)`, problems}];
}

/**
 * The test files whose checks concern some samples or pages as a whole, run on them with the suite's filters: the
 * resolution-plan facts of the samples chosen for them (tests/examples/planSamples.mjs), and, for the error reference
 * (a version's api/errors.mdx or its samples), the census, the panel's links to its entries, what each entry says of
 * the other majors and, with an up-to-date build, the search for a pasted message.
 * @param {string[]} samples
 * @param {ContentPage | undefined} errorsPage the error-reference page concerned, if any
 * @param {Result[]} sampleResults the samples' own checks: the plans of samples that fail them are not looked at
 * @returns {Promise<Result[]>}
 */
async function checkRelatedTests(samples, errorsPage, sampleResults) {
  const failing = sampleResults.some((r) => r.problems.length > 0) ? 'the samples above fail their own checks first' : undefined;
  /** @type {{name: string, file: string, env?: Record<string, string>, skip?: string}[]} */
  const runs = [];
  for (const v of [...new Set(samples.map((f) => path.basename(workspaceOf(f))))]) {
    const chosen = planSamples(/** @type {import('../src/samples/shared/versions.mjs').Version} */ (v)).filter((f) => samples.includes(f));
    if (chosen.length === 0) continue;
    // The longest path all chosen samples start with: SAMPLES_FILTER is one part of a path.
    let common = chosen[0];
    for (const file of chosen) while (!file.startsWith(common)) common = common.slice(0, -1);
    runs.push({name: `${v}: the resolution plans of ${chosen.length === 1 ? chosen[0] : `${chosen.length} samples`}`, file: 'tests/examples/plans.test.mjs', env: {SAMPLES: v, SAMPLES_FILTER: common}, skip: failing});
  }
  const errorVersions = [...new Set(samples.filter((f) => f.includes('/src/api/errors/')).map((f) => path.basename(workspaceOf(f))))];
  if (errorsPage !== undefined) errorVersions.push(...DOCS_VERSIONS.filter((v) => v.label === errorsPage.version).map((v) => path.basename(v.workspace)));
  if (errorVersions.length > 0) {
    const v = [...new Set(errorVersions)].join(',');
    runs.push(
      {name: `the error census of ${v}`, file: 'tests/examples/error-census.test.mjs', env: {SAMPLES: v, SAMPLES_FILTER: 'api/errors'}},
      {name: 'the Run panel links each thrown message to its entry', file: 'tests/unit/error-entries.test.mjs'},
      {name: 'each entry agrees with the other versions', file: 'tests/unit/error-versions.test.mjs'},
      {name: 'a pasted message finds its entry first', file: 'tests/build/error-search.test.mjs', skip: hasBuild ? undefined : `no build in ${BUILD_NAME}/`},
    );
  }
  return Promise.all(
    runs.map(async (r) => {
      const name = `${r.name} (${r.file})`;
      if (r.skip !== undefined) return {name, problems: [], skipped: r.skip, needsBuild: r.file.startsWith('tests/build/')};
      const result = await execFileAsync(process.execPath, ['--test', '--test-reporter=spec', r.file], {cwd: ROOT, env: {...process.env, ...r.env}, maxBuffer: 16 << 20}).catch((e) => e);
      return {name, problems: (result.code ?? 0) === 0 ? [] : [`${result.stdout}${result.stderr}`.trim()]};
    }),
  );
}

/** @param {ContentPage} page @param {ReturnType<typeof contentIndex>} index @param {ReturnType<typeof pagesBySample>} pages */
async function checkPage(page, index, pages) {
  const samples = [...new Set(sampleRefsIn(page.text).map((ref) => path.normalize(ref.file)))];
  const sampleResults = await checkAllSamples(samples.filter((f) => f.endsWith('.ts')));
  return [
    checkFrontMatter(page),
    checkFences(page),
    ...checkApiHeadings(page),
    ...sampleResults,
    checkEmbedded(samples.filter((f) => f.endsWith('.ts')), pages),
    ...checkLinks(page, index),
    checkBlocks(page),
    checkTwin(page),
    ...(await checkRelatedTests(samples, page.source.endsWith(ERRORS_PAGE) ? page : undefined, sampleResults)),
  ];
}

/** @param {string} sample @param {ReturnType<typeof contentIndex>} index @param {ReturnType<typeof pagesBySample>} pages */
async function checkSample(sample, index, pages) {
  const shownOn = [...new Set((pages.get(sample) ?? []).map((fence) => fence.page))].flatMap((source) => index.bySource.get(source) ?? []);
  /** @type {Result[]} */
  const sampleResults = sample.endsWith('.ts') ? await checkAllSamples([sample]) : [];
  const results = [...sampleResults, checkEmbedded([sample], pages)];
  for (const page of shownOn) {
    const fences = new Set((pages.get(sample) ?? []).filter((fence) => fence.page === page.source).map((fence) => fence.line));
    results.push({name: `${page.source}: the fences that embed it`, problems: fenceProblems(page.source).filter((p) => fences.has(p.line)).map((p) => p.message)});
    results.push({...checkBlocks(page), name: `${page.source}: the built page shows its samples as their files are today`});
    results.push({...checkTwin(page), name: `${page.source}: its Markdown twin and its line in llms.txt`});
  }
  results.push(...(await checkRelatedTests([sample], undefined, sampleResults)));
  return results;
}

/** @param {Result[]} results */
function report(results) {
  let failed = 0;
  /** @type {Set<string>} */
  const skips = new Set();
  for (const result of results) {
    if (result.skipped !== undefined) {
      console.log(`  - ${result.name}: not checked, ${result.skipped}`);
      if (result.needsBuild === true) skips.add(result.skipped);
    } else if (result.problems.length === 0) {
      console.log(`  ✔ ${result.name}`);
    } else {
      failed++;
      console.log(`  ✖ ${result.name}`);
      for (const problem of result.problems) console.log(problem.replace(/^/gm, '    '));
    }
  }
  return {failed, skips};
}

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) {
  console.log('Usage: npm run check -- <file>…   a docs page or blog post (.md/.mdx) or a sample (examples/vN/src/…)');
  process.exit(args.length === 0 ? 2 : 0);
}
const index = contentIndex();
const pages = pagesBySample();
let failures = 0;
/** @type {Set<string>} */
const needsBuild = new Set();
for (const arg of args) {
  const file = path.relative(ROOT, path.resolve(arg));
  const page = index.bySource.get(file.split(path.sep).join('/'));
  /** @type {Result[]} */
  let results;
  if (page !== undefined) {
    console.log(`${file} (${page.kind === 'post' ? 'blog post' : `docs ${page.version} page`} ${page.route})`);
    results = await checkPage(page, index, pages);
  } else if (/^examples\/v\d+\/src\//.test(file) && fs.existsSync(path.join(ROOT, file))) {
    console.log(`${file} (sample)`);
    results = await checkSample(file, index, pages);
  } else {
    console.log(`${file}: not a docs page, blog post or sample (docs/, versioned_docs/, blog/…/index.mdx, examples/vN/src/)`);
    failures++;
    continue;
  }
  const {failed, skips} = report(results);
  failures += failed;
  skips.forEach((skip) => needsBuild.add(skip));
}
if (needsBuild.size > 0) {
  console.log(`\nNot checked until the site is built again (${[...needsBuild].join('; ')}): run ${BUILD_COMMAND}, then this command.`);
}
console.log(`\n${failures === 0 ? 'passed' : `${failures} check${failures === 1 ? '' : 's'} failed`} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = failures === 0 ? 0 : 1;
