// Helpers shared by the tests of the error reference (error-entries, error-search).
import assert from 'node:assert/strict';

/**
 * The entry that documents the message of `entry`'s samples: the entry itself, or, for an entry that states no message
 * of its own (no `text` fence: the same error as another entry's, e.g. 6.x rebind of an unbound identifier), the one
 * entry it links to.
 * @param {ReturnType<typeof import('../../src/samples/build/errorEntries.mjs').parseErrorReference>[number]} entry
 * @param {ReturnType<typeof import('../../src/samples/build/errorEntries.mjs').parseErrorReference>} all
 * @param {string} mdx the page
 */
export function ownerOf(entry, all, mdx) {
  if (entry.templates.length > 0) return entry;
  const section = mdx.slice(mdx.indexOf(`{#${entry.id}}`)).split(/\n##/)[0];
  const linked = all.filter((other) => other !== entry && other.templates.length > 0 && section.includes(`](#${other.id})`));
  assert.equal(linked.length, 1, `${entry.id} states no message of its own: it must link to the one entry that does`);
  return linked[0];
}

/**
 * The sentences of an entry's section about another major: each starts with "In 6.x" or "in 7.x and 8.x" and names
 * the majors it is about ("In 8.x: the same message as in 7.x." is about 8.x, and its tail about 7.x).
 * @param {string} mdx the page
 * @param {string} id the entry's anchor
 * @param {string} major e.g. '6.x'
 * @returns {string[]}
 */
export function sentencesAbout(mdx, id, major) {
  const section = mdx.slice(mdx.indexOf(`{#${id}}`)).split(/\n##/)[0];
  return section
    .split('\n')
    .filter((line) => /^In \d+\.x/.test(line))
    .flatMap((line) => line.split(/(?=\b[Ii]n \d+\.x)/))
    .filter((sentence) => (/^[Ii]n ([\d.x, and]+)/.exec(sentence)?.[1] ?? '').split(/, | and /).includes(major));
}
