// Each error-reference entry says how the other majors behave in the same situation ("In 6.x: …", "In 7.x and 8.x:
// …"), and what it says agrees with the other versions' pages: a message quoted for another major is one that major's
// page documents, and "the same message" means the entry's own sample message is documented there too.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {literalsOf, parseErrorReference, ERRORS_PAGE} from '../../src/samples/build/errorEntries.mjs';
import {expectedThrow} from '../../src/samples/build/samples.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';
import {sentencesAbout} from './errorReference.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The major each docs version documents, as the "In N.x" lines name it. */
const MAJOR = (/** @type {(typeof DOCS_VERSIONS)[number]} */ v) => `${/v(\d+)$/.exec(v.workspace)?.[1]}.x`;

const pages = DOCS_VERSIONS.map((version) => {
  const mdx = fs.readFileSync(path.join(ROOT, version.contentDir, ERRORS_PAGE), 'utf8');
  return {version, major: MAJOR(version), mdx, entries: parseErrorReference(mdx)};
});

/** Whether every literal part of a template is in the text, in order. */
function fits(/** @type {string} */ text, /** @type {string[]} */ literals) {
  let from = 0;
  return literals.every((literal) => {
    const at = text.indexOf(literal, from);
    from = at + literal.length;
    return at >= 0;
  });
}

for (const page of pages) {
  test(`${page.major}: every entry says how the other majors differ, and agrees with their pages`, () => {
    const others = pages.filter((other) => other !== page);
    const problems = [];
    for (const entry of page.entries) {
      for (const other of others) {
        const about = sentencesAbout(page.mdx, entry.id, other.major);
        if (about.length === 0) {
          problems.push(`#${entry.id}: no line about ${other.major}`);
          continue;
        }
        const text = about.join(' ');
        // A quoted message of the other major is documented on its page.
        for (const span of text.matchAll(/`([^`]+)`/g)) {
          const quoted = span[1];
          if (quoted.length < 20 || quoted.trim().split(/\s+/).length < 3) continue;
          const literals = literalsOf(quoted).map((l) => l.trim()).filter((l) => l.length > 3);
          // Quoted as the page has it, or an instance of one of its templates (a placeholder filled in, first line only).
          const templates = other.entries.flatMap((e) => e.templates.flatMap((t) => [t, t.split('\n')[0], t.split('\n').filter(Boolean).join(' ')]));
          const consistent = fits(other.mdx, literals) || templates.some((t) => fits(quoted, literalsOf(t)));
          if (!consistent) problems.push(`#${entry.id}: "${quoted}" (said of ${other.major}) is not on the ${other.major} page`);
        }
        // "The same message": the entry's own sample message is documented on the other page.
        if (/\bthe same (message|messages|text)\b/.test(text) && !/followed by|more|with `/.test(text)) {
          for (const sample of entry.samples) {
            const message = expectedThrow(fs.readFileSync(path.join(ROOT, sample), 'utf8'));
            if (message === undefined) continue;
            const documented = other.entries.some((e) => e.templates.some((template) => fits(message, literalsOf(template)) && literalsOf(template).join('').length > 0));
            if (!documented) problems.push(`#${entry.id}: ${path.basename(sample)}'s message is said to be the same in ${other.major}, whose page has no such template`);
          }
        }
      }
    }
    assert.deepEqual(problems, []);
  });
}
