// Pages may not carry hand-written library code: every TypeScript/JavaScript fence that uses inversify
// must be embedded from a tested file of the workspace matching the page's version (./embeddingRules.mjs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import embedSamples from '../../src/samples/build/embedSamples.mjs';
import sampleDependencyLoader from '../../src/samples/build/sampleDependencyLoader.mjs';
import {pathSelected, regardless, workspaceSelected} from './filters.mjs';
import {allowedWorkspaces, listCodeFences, listContentFiles, loadSample, parseSampleMeta} from '../../src/samples/build/samples.mjs';
import {fenceProblems} from './embeddingRules.mjs';
import {playgroundHref} from '../../src/samples/shared/playgroundAddress.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

// Filtered (./filters.mjs), the pages that may show a selected workspace's samples and whose path or samples match.
const files = listContentFiles(ROOT).filter((file) => allowedWorkspaces(file).some((w) => workspaceSelected(path.basename(w))));

for (const file of files) {
  const fences = listCodeFences(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  if (fences.length === 0) continue;
  if (!pathSelected(file) && !fences.some((fence) => pathSelected(parseSampleMeta(fence.meta)?.file ?? '\0'))) continue;
  test(`${file}: code samples come from tested files of the right version`, () => {
    const problems = fenceProblems(file);
    if (problems.length > 0) assert.fail(problems.map((p) => p.message).join('\n'));
  });
}

// What the build does with a page (src/samples/build/embedSamples.mjs and src/samples/build/sampleDependencyLoader.mjs).
const SAMPLE = 'examples/v7/src/home/quick-start.ts';
const FENCE = `\`\`\`ts file=${SAMPLE} title="order-service.ts"\n\`\`\`\n`;

/**
 * @typedef {{type: string, name?: string, attributes?: {name: string, value: unknown}[], lang?: string, value?: string, meta?: string | null, data?: {hProperties?: unknown}, children?: MdNode[]}} MdNode
 */
/** Runs the remark plugin on a page at `page` holding FENCE; returns the tree's children. */
/** @param {string} page */
function embedOn(page) {
  /** @type {{type: string, children: MdNode[]}} */
  const tree = {type: 'root', children: [{type: 'code', lang: 'ts', meta: `file=${SAMPLE} title="order-service.ts"`, value: ''}]};
  embedSamples({rootDir: ROOT})(tree, {path: path.join(ROOT, page), value: FENCE});
  return tree.children;
}

test(regardless('the build fills an empty fence with the sample, keeps the title, and marks the block with its file'), () => {
  const [marker, block] = embedOn('versioned_docs/version-7.x/x.mdx');
  const code = block.children?.[0];
  assert.equal(code?.value, loadSample(ROOT, {file: SAMPLE, region: undefined}));
  // The title stays; the Run button's data is the typed props of the block around the code
  // (src/samples/build/sampleBlock.mjs), which Run runs: the whole file; a runnable block also opens in the playground.
  assert.equal(code?.meta, 'title="order-service.ts"');
  assert.equal(block.type, 'mdxJsxFlowElement');
  assert.deepEqual(Object.fromEntries((block.attributes ?? []).map((a) => [a.name, a.value])), {file: SAMPLE, version: 'v7', kind: 'run', playground: playgroundHref('v7', SAMPLE)});
  assert.deepEqual(marker.data?.hProperties, {hidden: true, dataSample: SAMPLE});
});

test(regardless('the build fails, naming the page and the file, when a page embeds from another version\'s workspace'), () => {
  assert.throws(() => embedOn('versioned_docs/version-6.x/x.mdx'), /versioned_docs\/version-6\.x\/x\.mdx embeds examples\/v7\/src\/home\/quick-start\.ts, .*examples\/v6/);
  assert.throws(() => embedOn('docs/x.mdx'), /docs\/x\.mdx embeds examples\/v7\/.*examples\/v8/);
  // A migration guide may show the major it migrates from; the blog any major.
  assert.doesNotThrow(() => embedOn('docs/guides/migrating-from-v7.mdx'));
  assert.doesNotThrow(() => embedOn('blog/2030-01-01-post/index.mdx'));
});

test(regardless('the loader declares every embedded sample as a dependency of the page and leaves the text as it is'), () => {
  /** @type {string[]} */
  const added = [];
  const context = {getOptions: () => ({rootDir: ROOT}), addDependency: (/** @type {string} */ file) => added.push(file)};
  const page = `${FENCE}\n\`\`\`bash\nnpm install\n\`\`\`\n\n  \`\`\`ts file=examples/v7/src/a.ts region=r\n  \`\`\`\n`;
  assert.equal(sampleDependencyLoader.call(context, page), page);
  assert.deepEqual(added, [path.join(ROOT, SAMPLE), path.join(ROOT, 'examples/v7/src/a.ts')]);
});
