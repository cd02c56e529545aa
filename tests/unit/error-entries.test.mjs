// The Run panel's link from a thrown message to its error-reference entry: src/samples/build/errorEntries.mjs reads
// each version's api/errors.mdx, src/samples/shared/errorEntries.ts matches a message against its entries. Every
// message an error-reference sample throws (its `// throws:` lines) maps to the entry that shows that sample, and a
// message a sample's own code throws (`throw new Error('…')`) maps to nothing.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {errorEntriesOf, parseErrorReference, writeErrorEntries, ERRORS_PAGE} from '../../src/samples/build/errorEntries.mjs';
import {expectedThrow, listSampleFiles} from '../../src/samples/build/samples.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';
import {workspaceOfFolder} from '../../src/siteData/releaseLines.mjs';
import {ownerOf} from './errorReference.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The pure matcher, compiled from its TypeScript as the site's bundle would use it (imported from memory: no file). */
async function loadErrorEntryFor() {
  const source = fs.readFileSync(path.join(ROOT, 'src/samples/shared/errorEntries.ts'), 'utf8');
  const {outputText} = ts.transpileModule(source, {compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022}});
  /** @type {{errorEntryFor: (message: string, entries: import('../../src/samples/build/errorEntries.mjs').ErrorEntry[]) => {url: string, title: string} | undefined}} */
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return module.errorEntryFor;
}

const VERSIONS = DOCS_VERSIONS.map((version) => ({...version, name: workspaceOfFolder(version.workspace)}));

for (const version of VERSIONS) {
  test(`${version.name}: every error-reference sample's thrown message links to the entry that shows it`, async () => {
    const errorEntryFor = await loadErrorEntryFor();
    const entries = errorEntriesOf(ROOT, version.name, '/');
    const parsed = parseErrorReference(fs.readFileSync(path.join(ROOT, version.contentDir, ERRORS_PAGE), 'utf8'));
    assert.equal(entries.length, parsed.length);
    let checked = 0;
    const mdx = fs.readFileSync(path.join(ROOT, version.contentDir, ERRORS_PAGE), 'utf8');
    parsed.forEach((entry) => {
      for (const sample of entry.samples) {
        const message = expectedThrow(fs.readFileSync(path.join(ROOT, sample), 'utf8'));
        if (message === undefined) continue;
        checked += 1;
        const owner = ownerOf(entry, parsed, mdx);
        const expected = {url: entries[parsed.indexOf(owner)].url, title: owner.title};
        assert.deepEqual(errorEntryFor(message, entries), expected, `${sample} throws:\n${message}`);
      }
    });
    const throwing = listSampleFiles(path.join(ROOT, version.workspace, 'src/api/errors')).filter((file) =>
      expectedThrow(fs.readFileSync(file, 'utf8')),
    );
    assert.ok(throwing.length > 0);
    assert.equal(checked, throwing.length, 'every throwing sample of the error reference is shown by one of its entries');
  });

  test(`${version.name}: a message the sample's own code throws links to no entry`, async () => {
    const errorEntryFor = await loadErrorEntryFor();
    const entries = errorEntriesOf(ROOT, version.name, '/');
    const own = listSampleFiles(path.join(ROOT, version.workspace, 'src')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/throw new Error\((['"`])([^'"`$]+)\1\)/g)].map((m) => m[2]),
    );
    for (const message of ['x', 'Unexpected error', ...own]) assert.equal(errorEntryFor(message, entries), undefined, message);
  });
}

test('a template matches only when its parts are all in the message, in order and without overlapping', async () => {
  const errorEntryFor = await loadErrorEntryFor();
  /** @param {string} title @param {string[][]} matchers */
  const entry = (title, matchers) => ({url: `/docs/api/errors/#${title}`, title, matchers});
  const ambiguous = entry('ambiguous', [['Ambiguous bindings found for service: "', '"']]);
  const missing = entry('missing', [['No bindings found for service: "', '"']]);
  const entries = [missing, ambiguous];
  assert.equal(errorEntryFor('Ambiguous bindings found for service: "Katana".', entries)?.title, 'ambiguous');
  assert.equal(errorEntryFor('No bindings found for service: "Katana".', entries)?.title, 'missing');
  // The same parts in the other order, or one part standing for two: no match.
  const ordered = entry('ordered', [['Expected ', ' but got ']]);
  assert.equal(errorEntryFor(' but got a Katana. Expected a Weapon', [ordered]), undefined);
  assert.equal(errorEntryFor('Expected  but got ', [ordered])?.title, 'ordered');
  assert.equal(errorEntryFor('Expected but got ', [ordered]), undefined, 'the parts overlap in "Expected but got "');
  const repeated = entry('repeated', [['"', '"']]);
  assert.equal(errorEntryFor('one " only', [repeated]), undefined, 'one quote cannot be both parts');
  // More literal text wins: the entry whose template explains more of the message; the first of equals stays.
  const general = entry('general', [['bindings found']]);
  assert.equal(errorEntryFor('Ambiguous bindings found for service: "Katana".', [general, ambiguous])?.title, 'ambiguous');
  assert.equal(errorEntryFor('Ambiguous bindings found for service: "Katana".', [ambiguous, general])?.title, 'ambiguous');
  assert.equal(errorEntryFor('bindings found', [general, entry('twin', [['bindings found']])])?.title, 'general');
  // An entry with several templates: any of them.
  const either = entry('either', [['never in it'], ['Katana']]);
  assert.deepEqual(errorEntryFor('a Katana', [either]), {url: '/docs/api/errors/#either', title: 'either'});
  assert.equal(errorEntryFor('a Katana', []), undefined);
});

test('entry URLs carry the baseUrl and the version path; the file lands next to the runner manifest', (t) => {
  // versions-once: named on purpose in the next 8 lines, each version's URL checked by hand against its path.
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'error-entries-out-'));
  t.after(() => fs.rmSync(out, {recursive: true, force: true}));
  writeErrorEntries(ROOT, out, 'v6', '/base/');
  const file = JSON.parse(fs.readFileSync(path.join(out, 'sample-runner/v6.errors.json'), 'utf8'));
  assert.equal(file.version, 'v6');
  assert.ok(file.entries.some((/** @type {{url: string}} */ e) => e.url === '/base/docs/6.x/api/errors/#no-bindings-found'));
  assert.ok(errorEntriesOf(ROOT, 'v7', '/').some((e) => e.url === '/docs/api/errors/#no-bindings-found'));
  assert.ok(errorEntriesOf(ROOT, 'v8', '/').some((e) => e.url === '/docs/next/api/errors/#no-bindings-found'));
});
