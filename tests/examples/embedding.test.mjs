// Pages may not carry hand-written library code: every TypeScript/JavaScript fence that uses inversify
// must be embedded from a tested file of the workspace matching the page's version.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {allowedWorkspaces, listCodeFences, listContentFiles, loadSample, parseSampleMeta} from '../../src/remark/samples.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript', 'mjs', 'cjs']);
// Names a reader would only write when using the library.
const USES_LIBRARY =
  /inversify|@(?:inject|injectable|multiInject|optional|postConstruct|preDestroy|named|tagged|unmanaged|injectFromBase|injectFromHierarchy)\b|new Container\b|ContainerModule|\.bind\s*[<(]|\.get(?:Async|All|AllAsync)?\s*[<(]/;

const files = listContentFiles(ROOT);
let embedded = 0;
let inlineConfig = 0;

for (const file of files) {
  const fences = listCodeFences(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  if (fences.length === 0) continue;
  test(`${file}: code samples come from tested files of the right version`, () => {
    for (const fence of fences) {
      const ref = parseSampleMeta(fence.meta);
      if (ref !== undefined) {
        embedded++;
        const workspace = path.normalize(ref.file).split(path.sep).slice(0, 2).join('/');
        assert.ok(
          allowedWorkspaces(file).includes(workspace),
          `${file}:${fence.line} embeds ${ref.file}, but this page may only show samples from ${allowedWorkspaces(file).join(' or ')}`,
        );
        assert.doesNotThrow(() => loadSample(ROOT, ref), `${file}:${fence.line}`);
        continue;
      }
      if (CODE_LANGS.has(fence.lang)) {
        assert.doesNotMatch(
          fence.body,
          USES_LIBRARY,
          `${file}:${fence.line} has an inline ${fence.lang} block that uses the library: move it to examples/ and embed it with file=`,
        );
      }
      inlineConfig++;
    }
  });
}

test('summary of embedded and inline blocks', (t) => {
  t.diagnostic(`${embedded} embedded sample blocks, ${inlineConfig} inline blocks (configuration, shell, output)`);
  assert.ok(files.length > 0, 'no content files found');
});
