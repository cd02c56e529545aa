import type {Page} from '@playwright/test';

/**
 * Words of table cells that the browser has broken across lines at the page's current width: each word (Intl's word
 * segmentation, so `autobind` and `BindingScope` are one word, `inject(serviceIdentifier` three) whose text spans
 * more than one line. A break between words or between a word and punctuation is not listed.
 */
export function midWordBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const segmenter = new Intl.Segmenter('en', {granularity: 'word'});
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('.markdown table th, .markdown table td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const {segment, index, isWordLike} of segmenter.segment(text)) {
          if (!isWordLike || segment.length < 2) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + segment.length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
          if (lines.size > 1) broken.push(`"${segment}" in "${(cell.textContent ?? '').trim().slice(0, 60)}"`);
        }
      }
    }
    return broken;
  });
}
