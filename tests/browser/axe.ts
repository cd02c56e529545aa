import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type {AxeResults, ElementContext, RunOptions} from 'axe-core';
import {expect} from './fixtures';

// axe (WCAG 2.0/2.1/2.2 level A and AA rules), run inside the page: the audits of a11y.spec.ts, the sitemap sweep
// and the sample runner's panel.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
// Rules whose outcome depends on colours: the second mode audited re-runs only these (the DOM is the same).
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// Known defects of DocSearch's own modal markup (@docsearch/react 4.2.0), which the site cannot change:
// the whole modal is a role="button" with tabindex, and every hit is a role="option" wrapping a link
// (upstream: algolia/docsearch#1491). Only these rules on these nodes are set aside; nothing else is.
const THIRD_PARTY: {rule: string; target: RegExp}[] = [
  {rule: 'nested-interactive', target: /^(\.DocSearch-Container|#docsearch-hits)/},
  {rule: 'label-content-name-mismatch', target: /^\.DocSearch-Container/},
];

/**
 * axe-core itself, for `page.addInitScript` (loaded with each document): @axe-core/playwright's AxeBuilder injected it
 * twice per analysis (into the page, every frame, and a blank page it opens to assemble results), which cost more than
 * the analysis of most pages.
 */
export const AXE_SOURCE = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

export type Mode = 'light' | 'dark';

/** Switches the colour mode through the OS preference (the site starts in system mode) and lets transitions end. */
export async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await settle(page);
}

/** Waits for running CSS transitions and animations, so that colours are measured at rest. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)),
  );
}

/**
 * One line per failing node: rule, impact, target and axe's summary, readable in the test output.
 *
 * Inside code blocks, the highlighted tokens are checked one per distinct look, not each of the thousands of a long
 * page (they were most of an analysis): tokens are spans of text that differ only in their text and their look, and
 * axe's verdict on such a span (colour contrast above all) depends only on its colour, size, weight, text shadow and
 * the background and opacity behind it. Every other element is checked by every rule.
 *
 * With `dropUnchecked` (for a page that is audited and then left), the tokens that can never be a representative, in
 * this mode or the other, are turned into plain text of the same line first. Excluded from the analysis as they are,
 * axe still walks them (a rule that reads the visible text of the body goes through every token), which was half of
 * an audit of a long page. Kept are, per class list and look in this mode, the tokens with the longest text: a token's
 * look in either mode follows from its classes and what is behind it, so each look of either mode keeps the
 * representatives it would have had among all the tokens.
 */
async function violations(page: Page, colourOnly: boolean, dropUnchecked = false): Promise<string[]> {
  const found = await page.evaluate(
    async ({colourOnly: onlyColours, dropUnchecked: drop, tags, colourRules, REPRESENTATIVES_PER_LOOK}) => {
      const axe = (window as unknown as {axe: {run(context: ElementContext, options: RunOptions): Promise<AxeResults>}}).axe;
      const transparent = (colour: string): boolean => colour === 'transparent' || /^rgba\(.*, 0\)$/.test(colour);
      const backgroundOf = new Map<Element, string>();
      /** The first background colour found from `element` up, and the product of the opacities on the way. */
      const behind = (element: Element): string => {
        const known = backgroundOf.get(element);
        if (known !== undefined) return known;
        const style = getComputedStyle(element);
        const parent = element.parentElement;
        const above = transparent(style.backgroundColor) && parent !== null ? behind(parent) : `${style.backgroundColor}`;
        const value = `${above}*${style.opacity}`;
        backgroundOf.set(element, value);
        return value;
      };
      // Per look, the tokens with the longest text: axe gives no verdict on some tokens (one character long, or
      // under the copy button), so a look is checked on a few, not on one that may go unjudged.
      const byLook = new Map<string, Element[]>();
      const byClassAndLook = new Map<string, Element[]>();
      for (const element of document.querySelectorAll('.prism-code > code *')) {
        const hasText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!hasText) continue;
        const style = getComputedStyle(element);
        const look = [style.color, style.fontSize, style.fontWeight, style.textShadow, behind(element)].join('|');
        byLook.set(look, [...(byLook.get(look) ?? []), element]);
        const classAndLook = `${element.className}|${look}`;
        byClassAndLook.set(classAndLook, [...(byClassAndLook.get(classAndLook) ?? []), element]);
      }
      const textLength = (element: Element): number => element.textContent?.trim().length ?? 0;
      const longest = (groups: Map<string, Element[]>): Element[] =>
        [...groups.values()].flatMap((elements) => elements.sort((a, b) => textLength(b) - textLength(a)).slice(0, REPRESENTATIVES_PER_LOOK));
      const representatives = longest(byLook);
      if (drop) {
        // The longest of a look are among the longest of their class list with that look: every representative is kept.
        const kept = new Set(longest(byClassAndLook));
        for (const code of document.querySelectorAll('.prism-code > code')) {
          for (const token of code.querySelectorAll('.token')) {
            if (!kept.has(token) && token.children.length === 0) token.replaceWith(token.textContent ?? '');
          }
          code.normalize();
        }
      }
      const lines: {id: string; impact: string; target: string[]; summary: string}[] = [];
      const collect = (results: AxeResults): void => {
        for (const v of results.violations) {
          for (const n of v.nodes) lines.push({id: v.id, impact: String(v.impact), target: n.target.map(String), summary: n.failureSummary ?? ''});
        }
      };
      // The code inside code blocks is excluded, and the representatives inside it included again (the deeper include
      // wins in axe's context); the blocks themselves, and every other element, are still checked by every rule.
      // (One exclude per block, not per line: axe tests every node against every include and exclude.)
      const context = {include: [[':root'], ...representatives], exclude: [['.prism-code > code']]} as unknown as ElementContext;
      const rules = onlyColours ? {type: 'rule' as const, values: colourRules} : {type: 'tag' as const, values: tags};
      collect(await axe.run(context, {runOnly: rules, resultTypes: ['violations']}));
      return lines;
    },
    {colourOnly, dropUnchecked, tags: WCAG_TAGS, colourRules: COLOUR_RULES, REPRESENTATIVES_PER_LOOK: 3},
  );
  return found
    .filter((n) => !THIRD_PARTY.some((k) => k.rule === n.id && k.target.test(n.target[0] ?? '')))
    .map((n) => `${n.id} (${n.impact}) ${n.target.join(' > ')}: ${n.summary.replace(/\s+/g, ' ')}`);
}

/**
 * Audits the page (axe loaded with AXE_SOURCE) in both modes, `first` first: every rule there, then only the colour
 * rules in the other mode (the DOM is the same). Reports every violation of both before failing. Resolves with the
 * mode the page is left in (the other one). `dropUncheckedTokens`: for a page left after its audit, the code tokens
 * that are checked in neither mode become plain text first (see `violations`), which halves the audit of a long page.
 */
export async function auditBothModes(page: Page, first: Mode = 'light', {dropUncheckedTokens = false}: {dropUncheckedTokens?: boolean} = {}): Promise<Mode> {
  const second: Mode = first === 'light' ? 'dark' : 'light';
  const found: string[] = [];
  for (const mode of [first, second]) {
    await useMode(page, mode);
    found.push(...(await violations(page, mode === second, dropUncheckedTokens && mode === first)).map((line) => `[${mode}] ${line}`));
  }
  expect(found, found.join('\n')).toEqual([]);
  return second;
}

/** What axe (loaded with AXE_SOURCE) reports within the elements the selectors match, in the current mode. */
export async function violationsWithin(page: Page, ...selectors: string[]): Promise<string[]> {
  const results = await page.evaluate(
    ({within, tags}) =>
      (window as unknown as {axe: {run(context: ElementContext, options: RunOptions): Promise<AxeResults>}}).axe.run(
        {include: within.map((selector) => [selector])} as unknown as ElementContext,
        {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']},
      ),
    {within: selectors, tags: WCAG_TAGS},
  );
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${String(v.impact)}) ${n.target.join(' > ')}`));
}
