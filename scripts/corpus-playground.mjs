#!/usr/bin/env node
// What the playground does with each program of the corpus of readers' programs (tests/corpus/programs/), beside what
// Node does with it: each program is run in Node as its own settings say (tests/corpus/programs.mjs), then opened in
// the playground of a build (served as the deploy host serves it, to Chromium at CHROME_PATH or /usr/bin/chromium) from
// a share link holding its files, in its release; its type check is read and Run pressed. The table (shape, release,
// Node, playground, same output or not) is printed as Markdown and written to bench/corpus-playground.json.
// A program's tsconfig.json goes in as the playground's settings tab; its other files (package.json) are named as left out.
// Usage: node scripts/corpus-playground.mjs <build-dir> [--only <part of a program id>]
import zlib from 'node:zlib';
import {buildDirArgument, measureServed, option, writeBenchJson} from './bench-common.mjs';
import {corpusPrograms, playgroundFiles, runInNode} from '../tests/corpus/programs.mjs';
import {DOCS_VERSIONS, versionOfWorkspace} from '../src/samples/shared/versions.mjs';
/* global document -- used inside page.evaluate */

const build = buildDirArgument('playground/index.html', 'node scripts/corpus-playground.mjs <build-dir> [--only <part of a program id>]');
const only = option('only', '');
const programs = corpusPrograms().filter((program) => program.id.includes(only));

/** The docs label of a major's release line, which the playground's address names. @param {string} major */
const labelOf = (major) => {
  const docs = DOCS_VERSIONS.find((row) => versionOfWorkspace(row.workspace) === `v${major}`);
  if (docs === undefined) throw new Error(`no docs version documents ${major}`);
  return {label: docs.label};
};

/** A share link to the playground, made as any encoder of the format makes it. @param {string} label @param {string} major @param {[string, string][]} files */
const shareLink = (label, major, files) =>
  `/playground/?version=${label}#share=${zlib.deflateRawSync(Buffer.from(JSON.stringify({release: major, files}))).toString('base64url')}`;

/** @param {string} text */
const firstLine = (text) => text.trim().split('\n')[0]?.slice(0, 160) ?? '';

const rows = [];
for (const program of programs) {
  const node = await runInNode(program);
  const nodeResult = node.check.code !== 0 ? `tsc fails: ${firstLine(node.check.output)}` : node.run?.code === 0 ? 'runs' : `exit ${node.run?.code}: ${firstLine(node.run?.stderr ?? '')}`;
  const files = playgroundFiles(program);
  const leftOut = Object.keys(program.files).filter((file) => !file.endsWith('.ts') && file !== 'tsconfig.json');
  const {label} = labelOf(program.major);
  const release = `${program.major}.x`;
  const [playground] = await measureServed(build, [program], async (browser, url) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${url}${shareLink(label, program.major, files)}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
      await page.locator('[data-check="done"]').waitFor({timeout: 150_000});
      // The link's files, and not the reader's kept code or the starter, are open (the link may be refused).
      const opened = await page.locator('[aria-label="Files of the program"] [data-file]').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-file')));
      if (JSON.stringify(opened) !== JSON.stringify(files.map(([name]) => name))) {
        const notice = await page.locator('[data-playground]').innerText();
        return {check: '', outcome: 'link not opened', output: '', message: firstLine(notice.split('\n').find((line) => /link/i.test(line)) ?? `files open: ${opened.join(', ')}`)};
      }
      const check = (await page.locator('[data-check]').innerText()).trim();
      await page.getByRole('button', {name: 'Run', exact: true}).click();
      const status = page.getByRole('region', {name: 'Run'}).getByRole('status');
      await page.waitForFunction(() => {
        const outcome = document.querySelector('[data-playground] section[aria-label="Run"] [role="status"]')?.getAttribute('data-outcome');
        return outcome !== null && outcome !== undefined && !['idle', 'compiling', 'running', 'waiting'].includes(outcome);
      }, undefined, {timeout: 90_000});
      const outcome = await status.getAttribute('data-outcome');
      const output = await page.getByRole('region', {name: 'Run'}).getByLabel('Console output').innerText().catch(() => '');
      return {check, outcome, output, message: (await status.innerText()).trim()};
    } catch (error) {
      // A check or run that does not end in time is a result too (the table says so), not the end of the table.
      return {check: '', outcome: 'did not end', output: '', message: firstLine(error instanceof Error ? error.message : String(error))};
    } finally {
      await context.close();
    }
  });
  const same = node.run !== undefined && playground.outcome === 'finished' && playground.output.trim() === node.run.stdout.trim();
  rows.push({id: program.id, shape: program.shape, release, leftOut, node: nodeResult, nodeStdout: node.run?.stdout ?? '', playground, same});
  console.error(`${program.id}: ${same ? 'same output' : `${playground.outcome}: ${firstLine(playground.message)}`}`);
}

writeBenchJson('corpus-playground.json', rows);
const cell = (/** @type {string} */ text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
console.log('| program | shape | release | in Node | in the playground | same output |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  const play = row.same ? 'runs' : `${row.playground.outcome}: ${firstLine(row.playground.check === 'No type errors.' ? row.playground.message : row.playground.check)}`;
  console.log(`| ${row.id} | ${cell(row.shape)} | ${row.release} | ${cell(row.node)} | ${cell(play)} | ${row.same ? 'yes' : 'no'} |`);
}
console.log(`\n${rows.filter((row) => row.same).length} of ${rows.length} programs print in the playground what they print in Node.`);
