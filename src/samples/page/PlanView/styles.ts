// The plan view's class names (./styles.lazy.css holds their rules, and arrives with the view: src/plugins/lazy-css).

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
