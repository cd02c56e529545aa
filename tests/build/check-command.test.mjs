// `npm run check -- <file>` (scripts/check.mjs) catches what a writer gets wrong in the file they touched, each at
// the source line to correct: a wrong `// prints:` comment, a sample no page embeds, a link to a missing page and a
// link to a missing anchor. The command runs in a copy of the checkout (./checkoutCopy.mjs, with the files' times),
// where the test makes each mistake, against the checkout's build; nothing of the checkout is written.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expectedThrow, sampleRefsIn, statedLines} from '../../src/samples/build/samples.mjs';
import {limitFor, runProcess} from '../processes.mjs';
import {copyCheckout} from './checkoutCopy.mjs';
import {BUILD, contentPages} from './content-pages.mjs';
import {contentIndex, describeBuiltProblem, sourceLinks} from './links.mjs';

const NO_BUILD = fs.existsSync(path.join(BUILD, 'index.html')) ? false : `no build in ${BUILD}: run npm run build first`;

// A docs page with a sample that prints and does not throw, and another page of that version to link to: read from
// the content, so that any page will do.
const pages = contentPages();
const PAGE = pages.find((page) => page.kind === 'doc' && sampleOf(page) !== undefined);
const OTHER = pages.find((page) => page.kind === 'doc' && page.version === PAGE?.version && page !== PAGE);

/** @param {import('./links.mjs').ContentPage} page */
function sampleOf(page) {
  return sampleRefsIn(page.text)
    .map((ref) => ref.file)
    .find((file) => {
      const source = fs.readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');
      return file.endsWith('.ts') && !file.endsWith('.fails.ts') && statedLines(source, 'prints').length > 0 && expectedThrow(source) === undefined;
    });
}

/** @type {string} */
let site;
before(() => {
  site = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'check-command-')), 'site');
  // With the samples the checkout's build compiled, which the plan tests the command runs read as a writer's would.
  copyCheckout(site, {caches: ['sample-runner']});
});
after(() => fs.rmSync(path.dirname(site), {recursive: true, force: true}));

/**
 * Runs the command in the copy on `files`, against the checkout's build.
 * @param {import('node:test').TestContext} t
 * @param {...string} files
 */
async function check(t, ...files) {
  const started = performance.now();
  // A page's check takes about 15 s on an idle 2-core machine (it compiles and runs the page's samples).
  const result = await runProcess(process.execPath, ['scripts/check.mjs', ...files], {cwd: site, env: {...process.env, SITE_BUILD_DIR: BUILD}, limit: limitFor(15)});
  t.diagnostic(`npm run check -- ${files.join(' ')}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {code: result.code, output: result.output};
}

/**
 * Puts a file of the copy back as it was, with its times: a page restored with a newer time than the build would be
 * reported as edited since the build by the tests that follow.
 * @param {string} file relative to the copy
 * @param {string} text
 * @param {fs.Stats} stats the file's, before it was edited
 */
function restore(file, text, stats) {
  fs.writeFileSync(path.join(site, file), text);
  fs.utimesSync(path.join(site, file), stats.atime, stats.mtime);
}

/** Appends a line to a page of the copy; returns its line number. @param {string} page @param {string} line */
function appendLine(page, line) {
  const file = path.join(site, page);
  const text = fs.readFileSync(file, 'utf8').trimEnd();
  fs.writeFileSync(file, `${text}\n\n${line}\n`);
  return text.split('\n').length + 2;
}

test('a wrong "// prints:" is reported at its line, expected and printed one above the other', async (t) => {
  assert.ok(PAGE, 'a docs page embeds a sample that prints');
  const sample = /** @type {string} */ (sampleOf(PAGE));
  const file = path.join(site, sample);
  const source = fs.readFileSync(file, 'utf8');
  const stats = fs.statSync(file);
  const [first] = statedLines(source, 'prints');
  const lines = source.split('\n');
  lines[first.line - 1] = lines[first.line - 1].replace(/\/\/ prints: ?.*$/, `// prints: ${first.text} (wrong)`);
  fs.writeFileSync(file, lines.join('\n'));
  try {
    const {code, output} = await check(t, sample);
    assert.equal(code, 1, output);
    assert.match(output, new RegExp(`${escape(sample)}:${first.line}: .*prints.*\\n\\s+expected: ${escape(`${first.text} (wrong)`)}\\n\\s+printed: +${escape(first.text)}\\n`), output);
  } finally {
    restore(sample, source, stats);
  }
});

test('a sample no page embeds is named, with the fence that embeds it', async (t) => {
  assert.ok(PAGE);
  const sample = path.posix.join(path.posix.dirname(/** @type {string} */ (sampleOf(PAGE))), `check-test-${process.pid}.ts`);
  fs.writeFileSync(path.join(site, sample), "console.log('written, not embedded');\n// prints: written, not embedded\n");
  try {
    const {code, output} = await check(t, sample);
    assert.equal(code, 1, output);
    assert.match(output, new RegExp(`${escape(sample)}:1: no page embeds this sample`), output);
    assert.ok(output.includes(`\`\`\`ts file=${sample}`), `the message shows the fence that embeds it:\n${output}`);
  } finally {
    fs.rmSync(path.join(site, sample));
  }
});

test('a link to a missing page is reported at its line of the page', {skip: NO_BUILD}, async (t) => {
  assert.ok(PAGE);
  const source = fs.readFileSync(path.join(site, PAGE.source), 'utf8');
  const stats = fs.statSync(path.join(site, PAGE.source));
  const line = appendLine(PAGE.source, `See [a page that does not exist](${PAGE.route}check-test-missing-page/).`);
  try {
    const {code, output} = await check(t, PAGE.source);
    assert.equal(code, 1, output);
    assert.match(output, new RegExp(`${escape(PAGE.source)}:${line}: link to missing page ${escape(PAGE.route)}check-test-missing-page/`), output);
  } finally {
    restore(PAGE.source, source, stats);
  }
});

test('a link to a missing anchor of another page is reported at its line of the page', {skip: NO_BUILD}, async (t) => {
  assert.ok(PAGE && OTHER, 'two docs pages of one version');
  const target = `${path.posix.relative(path.posix.dirname(PAGE.source), OTHER.source)}#check-test-missing-anchor`;
  const source = fs.readFileSync(path.join(site, PAGE.source), 'utf8');
  const stats = fs.statSync(path.join(site, PAGE.source));
  const line = appendLine(PAGE.source, `See [a heading that does not exist](${target}).`);
  try {
    const {code, output} = await check(t, PAGE.source);
    assert.equal(code, 1, output);
    assert.match(output, new RegExp(`${escape(PAGE.source)}:${line}: link to missing anchor ${escape(target)}`), output);
  } finally {
    restore(PAGE.source, source, stats);
  }
});

test('a page edited since the build is not checked against the build, which is named with the command that rebuilds it; an untouched page is', {skip: NO_BUILD}, async (t) => {
  assert.ok(PAGE && OTHER, 'two docs pages of one version');
  // The copy keeps the checkout's file times: PAGE is as old as the build made from it; OTHER is edited now.
  const source = fs.readFileSync(path.join(site, OTHER.source), 'utf8');
  const stats = fs.statSync(path.join(site, OTHER.source));
  appendLine(OTHER.source, 'A paragraph written after the build.');
  try {
    const {output} = await check(t, PAGE.source, OTHER.source);
    const [fresh, edited] = output.split(`${OTHER.source} (`);
    assert.ok(edited !== undefined, output);
    for (const name of ['the built page shows its samples as their files are today', 'its Markdown twin and its line in llms.txt']) {
      assert.match(fresh, new RegExp(`✔ ${escape(name)}`), `the untouched page is checked against the build:\n${output}`);
      assert.match(edited, new RegExp(`- ${escape(name)}: not checked, the build of ${escape(OTHER.route)} is older than ${escape(OTHER.source)}`), output);
    }
    assert.match(output, new RegExp(`Not checked until the site is built again .*: run npm run build -- --out-dir \\S+, then this command`), output);
  } finally {
    restore(OTHER.source, source, stats);
  }
});

test('a broken link the build reports by route is mapped back to the source line that wrote it', () => {
  const index = contentIndex();
  const link = index.pages.flatMap((page) => sourceLinks(page, index.bySource)).find((l) => l.url !== undefined && l.url.hash !== '');
  assert.ok(link?.url, 'some page links to an anchor');
  const page = /** @type {import('./links.mjs').ContentPage} */ (index.bySource.get(link.source));
  const described = describeBuiltProblem({page: page.route, href: `${link.url.pathname}${link.url.hash}`, url: link.url, problem: 'link to missing anchor'}, index);
  assert.ok(described.split('\n').includes(`${link.source}:${link.line}: link to missing anchor ${link.target} (built page ${page.route}, href ${link.url.pathname}${link.url.hash})`), described);
});

/** @param {string} text */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
