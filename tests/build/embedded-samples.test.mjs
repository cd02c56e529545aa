// Every sample a built page shows is what extractSample cuts from its file today: a page built from an
// older version of a sample (a stale cache, a missed dependency) fails here. How a block is found: ./embeddedBlocks.mjs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {listContentFiles, sampleLabel, sampleRefsIn} from '../../src/samples/build/samples.mjs';
import {BUILD, ROOT} from './content-pages.mjs';
import {embeddedSamples, expectedText} from './embeddedBlocks.mjs';
import {htmlFiles} from './links.mjs';

/** [page, label, rendered text] for every marked sample of the build (pages without a marker are not parsed). */
const rendered = htmlFiles(BUILD).flatMap((file) => {
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes('data-sample=')) return [];
  return embeddedSamples(html).map(([label, text]) => [path.relative(BUILD, file), label, text]);
});
const shown = new Set(rendered.map(([, label]) => label));

test('every embedded sample on every built page equals its file today', () => {
  assert.ok(rendered.length > 0, 'no embedded sample found in the build: is the build complete?');
  const stale = rendered.filter(([, label, text]) => text !== expectedText(label)).map(([page, label]) => `${page}: ${label}`);
  assert.deepEqual(stale, [], 'pages showing a sample that differs from its file (rebuild without the cache to compare)');
});

test('every sample a content file embeds is shown, marked, on some built page', () => {
  const referenced = listContentFiles(ROOT).flatMap((file) =>
    sampleRefsIn(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((ref) => `${file}: ${sampleLabel(ref)}`),
  );
  assert.deepEqual(referenced.filter((entry) => !shown.has(entry.split(': ')[1])), []);
});
