// The Run panel's link from a thrown message to its error-reference entry: src/samples/build/errorEntries.mjs reads
// each version's api/errors.mdx, src/samples/shared/errorEntries.ts matches a message against its entries. Every
// message an error-reference sample throws (its `// throws:` lines) maps to the entry that shows that sample, and a
// message a sample's own code throws (`throw new Error('…')`) maps to nothing.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {errorEntriesOf, parseErrorReference, writeErrorEntries, ERRORS_PAGE} from '../../src/samples/build/errorEntries.mjs';
import {expectedThrow, listSampleFiles} from '../../src/remark/samples.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';
import {ownerOf} from './errorReference.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The pure matcher, compiled from its TypeScript as the site's bundle would use it. */
async function loadErrorEntryFor() {
  const source = fs.readFileSync(path.join(ROOT, 'src/samples/shared/errorEntries.ts'), 'utf8');
  const {outputText} = ts.transpileModule(source, {compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022}});
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'error-entries-')), 'errorEntries.mjs');
  fs.writeFileSync(file, outputText);
  /** @type {{errorEntryFor: (message: string, entries: import('../../src/samples/build/errorEntries.mjs').ErrorEntry[]) => {url: string, title: string} | undefined}} */
  const module = await import(pathToFileURL(file).href);
  return module.errorEntryFor;
}

const VERSIONS = DOCS_VERSIONS.map((version) => ({...version, name: path.basename(version.workspace)}));

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

test('entry URLs carry the baseUrl and the version path; the file lands next to the runner manifest', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'error-entries-out-'));
  writeErrorEntries(ROOT, out, 'v6', '/base/');
  const file = JSON.parse(fs.readFileSync(path.join(out, 'sample-runner/v6.errors.json'), 'utf8'));
  assert.equal(file.version, 'v6');
  assert.ok(file.entries.some((/** @type {{url: string}} */ e) => e.url === '/base/docs/6.x/api/errors/#no-bindings-found'));
  assert.ok(errorEntriesOf(ROOT, 'v7', '/').some((e) => e.url === '/docs/api/errors/#no-bindings-found'));
  assert.ok(errorEntriesOf(ROOT, 'v8', '/').some((e) => e.url === '/docs/next/api/errors/#no-bindings-found'));
});
