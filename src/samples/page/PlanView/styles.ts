// The plan view's look, as a stylesheet string rather than a CSS module: Docusaurus merges every CSS module, lazy
// ones included, into the one stylesheet each page loads on its first visit, while this ships in the view's chunk
// and is added to the page when the view first opens. Colours are the site's variables, so both colour modes follow.

/** Class names, prefixed so they cannot meet the site's. */
export const classes = {
  box: 'plan-view-box',
  intro: 'plan-view-intro',
  tree: 'plan-view-tree',
  item: 'plan-view-item',
  row: 'plan-view-row',
  branch: 'plan-view-branch',
  open: 'plan-view-open',
  failed: 'plan-view-failed',
  mark: 'plan-view-mark',
  error: 'plan-view-error',
  cached: 'plan-view-cached',
  omitted: 'plan-view-omitted',
} as const;

const c = classes;
const css = `
.${c.box} { margin: 0.5rem 0 0; font-size: 0.8125rem; }
.${c.intro} { margin: 0 0 0.25rem; }
.${c.tree} {
  margin: 0; padding: 0.25rem 0; list-style: none; max-height: 28rem; overflow: auto;
  background: var(--ifm-color-emphasis-100); font-family: var(--ifm-font-family-monospace);
}
.${c.tree} [role='group'] { margin: 0; padding: 0 0 0 1.25rem; list-style: none; }
.${c.item} { margin: 0; }
.${c.item}:focus { outline: none; }
.${c.row} {
  min-width: 14rem; padding: 0.0625rem 0.5rem 0.0625rem 1.5rem; position: relative; cursor: default;
  overflow-wrap: anywhere;
}
.${c.item}:focus > .${c.row} { background: var(--ifm-color-emphasis-200); }
.${c.item}:focus-visible > .${c.row} { outline: 2px solid var(--ifm-color-primary-darkest); outline-offset: -2px; }
[data-theme='dark'] .${c.item}:focus-visible > .${c.row} { outline-color: var(--ifm-color-primary-lightest); }
.${c.branch} > .${c.row} { cursor: pointer; }
.${c.branch} > .${c.row}::before { content: '▸'; position: absolute; left: 0.5rem; }
.${c.branch}.${c.open} > .${c.row}::before { content: '▾'; }
.${c.failed} > .${c.row} {
  background: var(--ifm-color-danger-contrast-background); color: var(--ifm-color-danger-contrast-foreground);
  box-shadow: inset 3px 0 0 var(--ifm-color-danger);
}
.${c.item}.${c.failed}:focus > .${c.row} { text-decoration: underline; }
.${c.mark}, .${c.error} > .${c.row} { font-weight: var(--ifm-font-weight-bold); }
.${c.error} > .${c.row} { white-space: pre-wrap; }
.${c.cached} > .${c.row}, .${c.omitted} > .${c.row} { font-style: italic; }
`;

let added = false;
/** Adds the stylesheet to the page once (the site's Content-Security-Policy allows inline styles). */
export function addStyles(): void {
  if (added) return;
  added = true;
  const style = document.createElement('style');
  style.dataset.planView = '';
  style.textContent = css;
  document.head.append(style);
}
