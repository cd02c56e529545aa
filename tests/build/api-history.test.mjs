// The built API pages show the API history (src/siteData/api-history.json) as the data says: under each member
// heading, its "Added in" / "Changed in" note exactly when the data has something to say, and on each version's
// "API changes by release" page a section per release read, with its release notes link. From the behaviour data
// (src/siteData/api-behaviour.json): under each sample block that works as shown only from some release on, the note
// that says so, and on the changes page the sample listed under "Behaviour changes" of that release.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {
  API_DIR, changesPageUrl, headingsOfSource, lineOf, matchMemberHeadings, memberNote, noteParts, readApiHistory, releaseAnchor,
} from '../../src/remark/apiHistory/data.mjs';
import {asShownFrom, behaviourChanges, readBehaviour} from '../../src/remark/apiHistory/behaviourData.mjs';
import {listCodeFences, parseSampleMeta} from '../../src/samples/build/samples.mjs';
import {LIBRARY_REPOSITORY} from '../../src/siteData/repositories.mjs';
import {DOCS_VERSIONS, versionRoot} from '../../src/siteData/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const HISTORY = readApiHistory(ROOT);
const BEHAVIOUR = readBehaviour(ROOT);

/** @param {string} route e.g. /docs/api/container/ */
const load = (route) => cheerio.load(fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'));
/** @param {string} text */
const clean = (text) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

for (const version of DOCS_VERSIONS) {
  const line = HISTORY.lines[lineOf(version, ROOT)];
  const first = line.releases[0].version;

  test(`${version.label}: each member heading of the API pages carries the note its history calls for`, () => {
    const dir = path.join(ROOT, version.contentDir, API_DIR);
    let notes = 0;
    for (const file of fs.readdirSync(dir).filter((f) => /\.mdx?$/.test(f))) {
      const headings = headingsOfSource(fs.readFileSync(path.join(dir, file), 'utf8'));
      const expected = matchMemberHeadings(headings, line.entries).flatMap(({name, key}) => {
        const parts = key === undefined ? [] : noteParts(memberNote(line.entries[key], first));
        return parts.length === 0 ? [] : [[name, parts.map((p) => `${p.label} ${p.releases.join(', ')}`).join(' · ')]];
      });
      const $ = load(`${versionRoot(version)}${API_DIR}/${file.replace(/\.mdx?$/, '')}/`);
      const shown = $('article h1, article h2, article h3')
        .toArray()
        .flatMap((heading) => {
          // The theme wraps the page title in a <header>.
          const block = $(heading).parent().is('header') ? $(heading).parent() : $(heading);
          const note = block.next('p').children('small');
          return note.length === 1 ? [[clean($(heading).text()), clean(note.text())]] : [];
        });
      assert.deepEqual(shown, expected, `${file}: headings with their notes`);
      notes += shown.length;
    }
    assert.ok(notes > 0, 'some headings carry a note');
  });

  test(`${version.label}: the API changes page has a section per release, with its release notes`, () => {
    const $ = load(changesPageUrl(version));
    for (const {version: release} of line.releases) {
      const heading = $(`h2#${releaseAnchor(release)}`);
      assert.equal(clean(heading.text()), release, `a section for ${release}`);
      const notes = heading.nextUntil('h2').find(`a[href="${LIBRARY_REPOSITORY}/releases/tag/v${release}"]`);
      assert.equal(notes.length, 1, `${release}: a link to its release notes`);
    }
    assert.equal($('article h2').length, line.releases.length, 'no other sections');
  });
}

/**
 * The "Works as shown from …" note of a sample block: a <div> after it (and its row of buttons, or its "Runs in
 * Node only" line), before the next block or heading.
 * @param {cheerio.CheerioAPI} $
 * @param {import('domhandler').Element} block the block's `div[data-sample]` marker
 */
function behaviourNoteOf($, block) {
  const following = $(block).nextUntil('div[data-sample], h1, h2, h3, h4, h5, h6');
  return following.filter('div').children('small').filter((_, small) => clean($(small).text()).startsWith('Works as shown from'));
}

for (const version of DOCS_VERSIONS) {
  const behaviour = BEHAVIOUR.lines[lineOf(version, ROOT)];

  test(`${version.label}: each sample block that works as shown only from some release on says so, with what it did before`, () => {
    const dir = path.join(ROOT, version.contentDir, API_DIR);
    let notes = 0;
    for (const file of fs.readdirSync(dir).filter((f) => /\.mdx?$/.test(f))) {
      const $ = load(`${versionRoot(version)}${API_DIR}/${file.replace(/\.mdx?$/, '')}/`);
      const samples = [...new Set(listCodeFences(fs.readFileSync(path.join(dir, file), 'utf8')).map((f) => parseSampleMeta(f.meta)?.file))];
      for (const sample of samples) {
        if (sample === undefined || behaviour.samples[sample] === undefined) continue;
        const change = asShownFrom(behaviour.samples[sample]);
        // A block of one region of the file is marked `<file>#<region>`.
        const blocks = $(`div[data-sample="${sample}"], div[data-sample^="${sample}#"]`).toArray();
        assert.ok(blocks.length > 0, `${file}: the block of ${sample}`);
        for (const block of blocks) {
          const next = behaviourNoteOf($, block);
          const note = next.length === 1 ? clean(next.text()) : undefined;
          if (change === undefined) {
            assert.equal(note, undefined, `${file}: ${sample} works as shown in every release, and has no note`);
            continue;
          }
          assert.ok(note?.startsWith(`Works as shown from ${change.from}; on ${change.before} `), `${file}: ${sample} says it works as shown from ${change.from} (found: ${note})`);
          assert.equal(next.find(`a[href="${changesPageUrl(version)}#${releaseAnchor(change.from)}"]`).length, 1, `${file}: ${sample}'s note links ${change.from} on the changes page`);
          notes += 1;
        }
      }
    }
    if (version.label === '7.x') assert.ok(notes >= 2, `${notes} notes: at least getAll's chained sample and the non-singleton onDeactivation sample`);
  });

  test(`${version.label}: the API changes page lists each behaviour change under its release`, () => {
    const $ = load(changesPageUrl(version));
    const changes = behaviourChanges(behaviour);
    for (const {version: release} of HISTORY.lines[lineOf(version, ROOT)].releases) {
      const heading = $(`h3#${releaseAnchor(release)}-behaviour`);
      const expected = (changes.get(release) ?? []).map((c) => path.basename(c.file)).sort();
      if (expected.length === 0) {
        assert.equal(heading.length, 0, `${release}: no "Behaviour changes"`);
        continue;
      }
      assert.equal(clean(heading.text()), 'Behaviour changes', `${release}: a "Behaviour changes" part`);
      assert.equal(heading.prevAll('h2').first().attr('id'), releaseAnchor(release), `${release}: the part is in its release's section`);
      const items = heading.next('ul').children('li').toArray().map((li) => clean($(li).text()));
      assert.deepEqual(items.map((item) => item.split(' ')[0]).sort(), expected, `${release}: the samples whose behaviour changed`);
      for (const item of items) assert.ok(item.includes(`works as shown from ${release}; on `), item);
    }
  });
}

test('7.x: getAll with chained: true and onDeactivation on a non-singleton binding say they work as shown from 7.7.0, and the changes page lists both there', () => {
  const version = DOCS_VERSIONS.find((v) => v.label === '7.x');
  assert.ok(version);
  for (const [page, sample] of [['container', 'examples/v7/src/api/container/get-all.ts'], ['errors', 'examples/v7/src/api/errors/deactivation-not-singleton.ts']]) {
    const $ = load(`${versionRoot(version)}${API_DIR}/${page}/`);
    const block = $(`div[data-sample="${sample}"]`).get(0);
    assert.ok(block, `${page}: the block of ${sample}`);
    const note = behaviourNoteOf($, block);
    assert.match(clean(note.text()), /^Works as shown from 7\.7\.0; on 7\.6\.1 /, `${page}: ${sample}`);
  }
  const $ = load(changesPageUrl(version));
  const listed = clean($(`h3#${releaseAnchor('7.7.0')}-behaviour`).next('ul').text());
  assert.ok(listed.includes('get-all.ts works as shown from 7.7.0') && listed.includes('deactivation-not-singleton.ts works as shown from 7.7.0'), listed);
});
