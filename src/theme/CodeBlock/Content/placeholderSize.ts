import type {CSSProperties} from 'react';

/**
 * The block's size in lines and columns, as custom properties for the placeholder that stands in for a
 * block out of view (styles.module.css, content-visibility). The server knows both, so the placeholder has
 * the real height, and the real width (whether the block scrolls sideways, and so has a scrollbar): nothing
 * moves when the block is laid out, and a link to a heading further down lands on it.
 */
export function placeholderSize(code: string): CSSProperties {
  const lines = code.split(/\r\n|\r|\n/);
  // Tabs advance to the next multiple of 8 columns (the default tab-size of <pre>).
  const columns = Math.max(
    ...lines.map((line) => line.replace(/[^\t]*\t/g, (run) => ' '.repeat((Math.floor((run.length - 1) / 8) + 1) * 8)).length),
  );
  return {'--code-lines': lines.length, '--code-columns': columns} as CSSProperties;
}
