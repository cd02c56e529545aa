// What an error-reference entry says about another release ("In 6.x: …", "In 7.x and 8.x: …") is what that release
// does with the entry's trigger: the samples the entry shows are compiled and run against every other release
// (./crossVersion.mjs; a sample another release's API cannot express as written has a translation under
// examples/<release>/cross-version/<workspace>/), and each sentence about a release is checked against those runs.
//
// A sentence is made of clauses (split at "; "), each a claim the runs must bear out:
// - a quoted message (inline code of three words or more, or any inline code right after "throws", `<placeholders>`
//   for what varies): the run throws a message
//   that contains it; every quoted message of the sentence is thrown by some run;
// - "the same message" (or messages, text, error): the run throws a message of the entry's own templates;
// - "no error", "does not throw", "resolves", "without an error": the run ends normally, and a value it quotes
//   (`undefined`, `[]`) is in what the run prints;
// - "unchanged" / "as it is": the run throws the error the sample's own code throws (`throw new Error('…')`);
// - "has no `…`" / "have no `…`" / "there is no `…`" (the release has no such API): allowed only when no run exists: the trigger
//   does not compile against that release and no translation was written.
// Every run of the sentence must satisfy one of its claims, and every claim must be borne out by some run.
// An entry that shows no sample of its own (6.x's reflect-metadata entry) is checked with the samples of the entry of
// the same name on the other release's page, run against that release.
//
// SAMPLES=v7 checks the page of the 7.x docs only.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {literalsOf, parseErrorReference, ERRORS_PAGE} from '../../src/samples/build/errorEntries.mjs';
import {expectedOutput, expectedThrow} from '../../src/samples/build/samples.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';
import {workspaceOfFolder} from '../../src/siteData/releaseLines.mjs';
import {sentencesAbout} from '../unit/errorReference.mjs';
import {runAgainst, translationsDir} from './crossVersion.mjs';
import {workspaceSelected} from './filters.mjs';
import {samplesDir, workspaceDir} from '../../src/samples/shared/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

const pages = DOCS_VERSIONS.map((version) => {
  const mdx = fs.readFileSync(path.join(ROOT, version.contentDir, ERRORS_PAGE), 'utf8');
  const workspace = workspaceOfFolder(version.workspace);
  return {workspace, major: `${workspace.slice(1)}.x`, file: path.join(version.contentDir, ERRORS_PAGE), mdx, entries: parseErrorReference(mdx)};
});
const selected = pages.filter((p) => workspaceSelected(p.workspace));

/** Whitespace as one space: pages write a multi-line message on one line. */
const flat = (/** @type {string} */ text) => text.replace(/\s+/g, ' ').trim();

/** Whether a message is an instance of a template: its literal parts, in order. */
export function fits(/** @type {string} */ message, /** @type {string} */ template) {
  const literals = literalsOf(flat(template)).map((l) => l.trim()).filter(Boolean);
  let from = 0;
  return (
    literals.length > 0 &&
    literals.every((literal) => {
      const at = flat(message).indexOf(literal, from);
      from = at + literal.length;
      return at >= 0;
    })
  );
}

/** A quoted message, not a name: as long as parseErrorReference's message spans. */
const isMessage = (/** @type {string} */ span) => span.length >= 20 && span.trim().split(/\s+/).length >= 3;
/** A value a run prints. */
const VALUE = /^(undefined|null|true|false|-?\d+|\[.*\]|\{.*\}|'.*'|".*")$/;

/**
 * @typedef {{kind: 'throws', messages: string[]} | {kind: 'same'} | {kind: 'own'} | {kind: 'resolves', values: string[]} | {kind: 'absent'}} Claim
 */

/**
 * The claims of a sentence about a release.
 * @param {string} sentence
 * @returns {Claim[]}
 */
export function claimsOf(sentence) {
  const body = sentence.replace(/^[Ii]n [\d.x, and]+:\s*/, '');
  /** @type {Claim[]} */
  const claims = [];
  for (const clause of body.split(/;\s+/)) {
    const spans = [...clause.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    // A span right after "throws" is a message however short (6.x's `NULL argument`).
    const messages = spans.filter((span) => isMessage(span) || clause.includes(`throws \`${span}\``));
    if (/\b(?:has|have|there is) no `[^`]+`/.test(clause)) claims.push({kind: 'absent'});
    else if (messages.length > 0) claims.push({kind: 'throws', messages});
    else if (/\bthe same (message|messages|text|error)\b/.test(clause)) claims.push({kind: 'same'});
    else if (/\bunchanged\b|\bas it is\b/.test(clause)) claims.push({kind: 'own'});
    else if (/\bno error\b|\bnot an error\b|\bdoes not throw\b|\bdo not throw\b|\bwithout an error\b|\bresolves\b/.test(clause)) {
      claims.push({kind: 'resolves', values: spans.filter((s) => VALUE.test(s))});
    }
  }
  return claims;
}

/**
 * What is wrong with a sentence, given the runs of the entry's trigger against its release.
 * @param {string} sentence
 * @param {import('./crossVersion.mjs').CrossRun[]} runs
 * @param {string[]} ownTemplates the entry's templates, for "the same message"
 * @returns {string[]}
 */
export function sentenceProblems(sentence, runs, ownTemplates) {
  const claims = claimsOf(sentence);
  if (claims.length === 0) return ['states nothing a run can check: quote the message, or say "no error" or "the same message"'];
  const compiled = runs.filter((r) => r.compileErrors.length === 0);
  if (claims.some((c) => c.kind === 'absent')) {
    const expressible = runs.filter((r) => r.compileErrors.length === 0 || r.translated);
    return expressible.map((r) => `says the release has no such API, but ${r.file} runs against it: say what it does`);
  }
  const problems = runs
    .filter((r) => r.compileErrors.length > 0)
    .map((r) => `${r.file} does not compile against this release (${r.compileErrors[0]}): write its translation, or say the release has no such API`);
  const satisfies = (/** @type {Claim} */ claim, /** @type {(typeof runs)[number]} */ run) => {
    if (claim.kind === 'throws') return run.thrown !== undefined && claim.messages.some((m) => fits(run.thrown ?? '', m));
    if (claim.kind === 'same') return run.thrown !== undefined && ownTemplates.some((t) => fits(run.thrown ?? '', t));
    if (claim.kind === 'resolves') return run.thrown === undefined;
    if (claim.kind === 'own') return run.thrown !== undefined && ownThrows(run.sample).includes(run.thrown);
    return false;
  };
  const describe = (/** @type {(typeof runs)[number]} */ run) => (run.thrown === undefined ? `ends without an error, printing ${JSON.stringify(run.stdout.trim())}` : `throws ${JSON.stringify(run.thrown)}`);
  for (const run of compiled) {
    if (!claims.some((claim) => satisfies(claim, run))) problems.push(`${run.file} ${describe(run)}`);
  }
  for (const claim of claims) {
    if (claim.kind === 'throws') {
      for (const message of claim.messages) {
        if (!compiled.some((run) => run.thrown !== undefined && fits(run.thrown, message))) problems.push(`no run throws \`${message}\``);
      }
    } else if (!compiled.some((run) => satisfies(claim, run))) problems.push(`no run bears out its ${{same: '"the same message"', own: '"unchanged"', resolves: '"no error"', absent: '"has no"'}[claim.kind]}`);
    if (claim.kind === 'resolves') {
      for (const value of claim.values) {
        if (!compiled.some((run) => satisfies(claim, run) && run.stdout.includes(value))) problems.push(`no run that ends normally prints \`${value}\``);
      }
    }
  }
  return problems;
}

/** The messages of the errors a sample's own code throws. */
const ownThrows = (/** @type {string} */ sample) =>
  [...fs.readFileSync(path.join(ROOT, sample), 'utf8').matchAll(/throw new Error\((['"`])([^'"`$]+)\1\)/g)].map((m) => m[2]);

/** The runs of every other page's triggers against each release, computed once per release. */
const runsByTarget = new Map();
async function runsOf(/** @type {import('../../src/samples/shared/versions.mjs').Version} */ target) {
  if (!runsByTarget.has(target)) {
    const samples = pages.filter((p) => p.workspace !== target).flatMap((p) => p.entries.flatMap((e) => e.samples));
    // The stand-ins of entries without samples: the target page's entry of the same name, run as it is.
    const targetPage = pages.find((p) => p.workspace === target);
    for (const entry of pages.flatMap((p) => p.entries).filter((e) => e.samples.length === 0)) {
      samples.push(...(targetPage?.entries.find((e) => e.id === entry.id)?.samples ?? []));
    }
    runsByTarget.set(target, await runAgainst(target, samples));
  }
  return /** @type {import('./crossVersion.mjs').CrossRun[]} */ (runsByTarget.get(target));
}

for (const page of selected) {
  test(`${page.major}: every sentence about another release is what that release does with the entry's samples`, async () => {
    const problems = [];
    for (const other of pages.filter((p) => p !== page)) {
      const runs = await runsOf(other.workspace);
      for (const entry of page.entries) {
        const triggers = entry.samples.length > 0 ? entry.samples : (other.entries.find((e) => e.id === entry.id)?.samples ?? []);
        const entryRuns = runs.filter((r) => triggers.includes(r.sample));
        const sentences = sentencesAbout(page.mdx, entry.id, other.major);
        if (sentences.length === 0) problems.push(`#${entry.id}: no sentence about ${other.major}`);
        for (const sentence of sentences) {
          for (const problem of sentenceProblems(sentence, entryRuns, entry.templates)) problems.push(`#${entry.id}, "${sentence.trim()}": ${problem}`);
        }
      }
    }
    assert.deepEqual(problems, [], `${page.file}: sentences about other releases that their runs do not bear out`);
  });
}

test('every translation is of a sample an error reference shows', () => {
  const shown = new Set(pages.flatMap((p) => p.entries.flatMap((e) => e.samples)));
  const stray = pages.flatMap((target) =>
    pages
      .filter((source) => source !== target)
      .flatMap((source) => {
        const dir = path.join(ROOT, translationsDir(target.workspace, source.workspace));
        if (!fs.existsSync(dir)) return [];
        return fs
          .readdirSync(dir)
          // A translation has the name of the sample; a variant, the sample's name and a case.
          .filter((name) => ![...shown].some((sample) => sample.startsWith(`${workspaceDir(source.workspace)}/`) && name.startsWith(path.basename(sample).replace(/\.ts$/, '.'))))
          .map((name) => path.join(translationsDir(target.workspace, source.workspace), name));
      }),
  );
  assert.deepEqual(stray, []);
});

// The migration guides show each change as a pair: the old release's sample ("before") and the new release's
// ("after") in one section. A pair states a difference, so the old sample must not behave the same in the new
// release: it does not compile there, or it throws or prints something other than its comments say. A section that
// says the old program "runs unchanged" states the opposite, and its old sample must behave the same.
const GUIDES = ['docs/guides/migrating-from-v6.mdx', 'docs/guides/migrating-from-v7.mdx', 'versioned_docs/version-7.x/guides/migrating-from-v6.mdx'];

/** The sections of a page (split at `##` and `###` headings), each with the samples it embeds. */
function sectionsOf(/** @type {string} */ mdx) {
  return mdx.split(/\n(?=#{2,3} )/).map((text) => ({
    heading: /^#{2,3} (.*)/.exec(text)?.[1] ?? '(top)',
    unchanged: /\bruns unchanged\b/.test(text),
    samples: [...text.matchAll(/^```\w*\s.*\bfile=(\S+)/gm)].map((m) => m[1]),
  }));
}

for (const guide of GUIDES) {
  test(`${guide}: every before/after pair shows a difference the new release's run bears out`, async () => {
    const mdx = fs.readFileSync(path.join(ROOT, guide), 'utf8');
    const from = `v${/migrating-from-v(\d+)/.exec(guide)?.[1]}`;
    const to = pages.find((p) => guide.startsWith(path.dirname(path.dirname(p.file))))?.workspace;
    assert.ok(to && to !== from, `${guide}: the release it migrates to`);
    const runnable = (/** @type {string} */ file) => !file.endsWith('.fails.ts') && file.endsWith('.ts');
    const pairs = sectionsOf(mdx)
      .map((section) => ({
        ...section,
        before: section.samples.filter((f) => f.startsWith(samplesDir(/** @type {import('../../src/samples/shared/versions.mjs').Version} */ (from))) && runnable(f)),
        after: section.samples.filter((f) => f.startsWith(samplesDir(/** @type {import('../../src/samples/shared/versions.mjs').Version} */ (to)))),
      }))
      .filter((section) => section.before.length > 0 && section.after.length > 0);
    assert.ok(pairs.length > 0, `${guide} shows before/after pairs`);
    const runs = await runAgainst(to, [...new Set(pairs.flatMap((p) => p.before))], {translations: false});
    const problems = [];
    for (const section of pairs) {
      for (const file of section.before) {
        const run = runs.find((r) => r.sample === file);
        const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
        const printed = run?.stdout ? run.stdout.replace(/\n$/, '').split('\n').map((l) => l.trimEnd()) : [];
        const same =
          run !== undefined && run.compileErrors.length === 0 && run.thrown === expectedThrow(source) && JSON.stringify(printed) === JSON.stringify(expectedOutput(source));
        if (same && !section.unchanged) problems.push(`"${section.heading}": ${file} behaves the same in ${to}: the pair shows no difference (or say it "runs unchanged")`);
        if (!same && section.unchanged) problems.push(`"${section.heading}": says the old program runs unchanged, but ${file} does not in ${to}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}
