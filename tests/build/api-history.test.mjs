// The built API pages show the API history (src/siteData/api-history.json) as the data says: under each member
// heading, its "Added in" / "Changed in" note exactly when the data has something to say, and on each version's
// "API changes by release" page a section per release read, with its release notes link.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {
  API_DIR, changesPageUrl, headingsOfSource, lineOf, matchMemberHeadings, memberNote, noteParts, readApiHistory, releaseAnchor,
} from '../../src/remark/apiHistory/data.mjs';
import {LIBRARY_REPOSITORY} from '../../src/siteData/repositories.mjs';
import {DOCS_VERSIONS, versionRoot} from '../../src/siteData/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');
const HISTORY = readApiHistory(ROOT);

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
