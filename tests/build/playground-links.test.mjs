// The ways into the playground (src/pages/playground) that the build writes, and what the runner's manifest tells it:
// - every runnable sample block on every built page has one "Open in playground" link, whose address names the
//   block's own release and file as the playground reads it back (src/samples/shared/playgroundAddress.mjs); a
//   Node-only or *.fails.ts block has none;
// - each version's docs sidebar ends with a link to the playground on that version (the versioned sidebars hold it as
//   a literal: this is what keeps it equal to playgroundHref);
// - the home and not-found pages link to it;
// - each version's manifest lists the packages its release file defines and names a starter program that runs, with
//   its editor sources written.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as cheerio from 'cheerio';
import {BUILD, ROOT} from './content-pages.mjs';
import {importsOf} from '../../src/samples/build/classify.mjs';
import {sampleBlockProps} from '../../src/samples/build/sampleBlock.mjs';
import {DEFAULT_PLAYGROUND_VERSION, PLAYGROUND_PATH, playgroundHref, readPlaygroundAddress} from '../../src/samples/shared/playgroundAddress.mjs';
import {manifestAsset, pathInSamples, RUNNER_DIR, sourceAsset, starterFile} from '../../src/samples/shared/protocol.mjs';
import {SAMPLE_VERSIONS, versionOfWorkspace} from '../../src/samples/shared/versions.mjs';
import {DOCS_VERSIONS, MAIN_DOC, versionRoot} from '../../src/siteData/versions.mjs';

const LINK_TEXT = 'Open in playground';

/** Every built HTML page but the runner's own files (its frame document). @param {string} dir @returns {string[]} */
function htmlPages(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(BUILD, RUNNER_DIR.replace(/\/$/, '')) ? [] : htmlPages(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The links of a page that lead to the playground. @param {import('cheerio').CheerioAPI} $ */
const playgroundLinks = ($) => $('a[href]').toArray().filter((a) => new URL($(a).attr('href') ?? '', 'https://site.test/').pathname === PLAYGROUND_PATH);

test('every runnable sample block has one "Open in playground" link to its own release and file; no other block has one', () => {
  /** @type {Record<string, number>} */
  const seen = {run: 0, fails: 0, node: 0, errorReference: 0};
  /** @type {string[]} */
  const problems = [];
  for (const file of htmlPages(BUILD)) {
    const page = path.relative(BUILD, file);
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    for (const marker of $('div[data-sample]').toArray()) {
      const label = $(marker).attr('data-sample') ?? '';
      const [sample, region] = label.split('#');
      const props = sampleBlockProps(ROOT, sample, 'ts', region);
      if (props === undefined) continue;
      seen[props.kind] += 1;
      // The row follows the code block, which follows the marker.
      const row = $(marker).next().next();
      const links = row.find('a').toArray().filter((a) => $(a).text().trim() === LINK_TEXT);
      if (props.kind !== 'run') {
        if (links.length > 0) problems.push(`${page}: the ${props.kind} block of ${label} links to the playground`);
        continue;
      }
      if (links.length !== 1) {
        problems.push(`${page}: the runnable block of ${label} has ${links.length} "${LINK_TEXT}" links`);
        continue;
      }
      const href = new URL($(links[0]).attr('href') ?? '', 'https://site.test/');
      const read = readPlaygroundAddress(href.search);
      if (href.pathname !== PLAYGROUND_PATH || read.version !== props.version || read.sample !== sample || read.problems.length > 0) {
        problems.push(`${page}: the link of ${label} is ${href.pathname}${href.search}, which opens ${read.sample} of ${read.version} ${read.problems.join(' ')}`);
      }
      const name = path.basename(sample);
      if (!($(links[0]).attr('aria-label') ?? '').includes(name)) problems.push(`${page}: the link of ${label} does not name ${name}`);
      if (/\/api\/errors\//.test(page)) seen.errorReference += 1;
    }
  }
  assert.deepEqual(problems, []);
  // Each kind was met, so that the rules above were applied to something, the error reference's samples included.
  for (const [kind, count] of Object.entries(seen)) assert.ok(count > 0, `no ${kind} block found in ${BUILD}`);
});

test("each version's docs sidebar ends with a link to the playground on that version", () => {
  for (const docs of DOCS_VERSIONS) {
    const route = `${versionRoot(docs)}${MAIN_DOC}/`;
    const $ = cheerio.load(fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'));
    const items = $('.theme-doc-sidebar-menu > li').toArray();
    assert.ok(items.length > 1, `${route} has a sidebar`);
    const last = $(items.at(-1));
    assert.equal(last.text().trim(), 'Playground', `${route}: the sidebar's last item`);
    assert.equal(last.find('a').attr('href'), playgroundHref(versionOfWorkspace(docs.workspace)), `${route}: where the sidebar's Playground link leads`);
  }
});

test('the home and not-found pages link to the playground on the release served at /docs/', () => {
  for (const page of ['index.html', '404.html']) {
    const $ = cheerio.load(fs.readFileSync(path.join(BUILD, page), 'utf8'));
    const hrefs = playgroundLinks($).map((a) => $(a).attr('href'));
    assert.ok(hrefs.includes(playgroundHref(DEFAULT_PLAYGROUND_VERSION)), `${page} links to ${playgroundHref(DEFAULT_PLAYGROUND_VERSION)}; its playground links: ${hrefs.join(', ')}`);
  }
});

for (const version of SAMPLE_VERSIONS) {
  test(`the ${version} manifest lists what its release file defines and a starter program that runs, with its sources`, () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, RUNNER_DIR, manifestAsset(version)), 'utf8'));
    // What the release file really defines: run it as the worker does, with `self` as its global.
    const context = /** @type {{self?: object, __sampleRelease?: Record<string, unknown>}} */ ({});
    context.self = context;
    vm.runInNewContext(fs.readFileSync(path.join(BUILD, RUNNER_DIR, manifest.release), 'utf8'), context);
    assert.deepEqual([...manifest.packages].sort(), Object.keys(context.__sampleRelease ?? {}).sort());

    const starter = starterFile(version);
    assert.equal(manifest.starter, starter);
    assert.equal(manifest.samples[starter]?.kind, 'run', `${starter} is a runnable sample of the manifest`);
    const sources = JSON.parse(fs.readFileSync(path.join(BUILD, RUNNER_DIR, sourceAsset(version, starter)), 'utf8'));
    assert.equal(sources.entry, pathInSamples(version, starter));
    // The entry and each file it imports, as their files are today.
    const dir = path.posix.dirname(pathInSamples(version, starter));
    const imported = importsOf(fs.readFileSync(path.join(ROOT, starter), 'utf8'))
      .filter((s) => s.startsWith('.'))
      .map((s) => path.posix.join(dir, s.replace(/\.js$/, '.ts')));
    assert.ok(imported.length > 0, `${starter} imports files of its own`);
    for (const file of [sources.entry, ...imported]) {
      assert.equal(sources.files[file], fs.readFileSync(path.join(ROOT, path.dirname(starter), path.posix.relative(dir, file)), 'utf8'), `the editor's copy of ${file}`);
    }
  });
}
