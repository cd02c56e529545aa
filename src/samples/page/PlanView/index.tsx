// The resolution-plan view: how each `get`/`getAll`/... of a run was resolved, as the release planned it
// (src/samples/shared/plan.ts), drawn as one WAI-ARIA tree whose top-level items are the resolutions. Loaded when a
// reader opens "Resolution plan" under a run (./Disclosure.tsx). Only expanded items are in the DOM, and one item
// is in the tab order (roving tabindex): a large plan costs what is open, not what it holds.
import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {PLAN_LIMITS, type PlanSummary} from '../../shared/plan';
import {RUN_BYTES} from '../../shared/limits.mjs';
import {FAILED_MARK, initiallyExpanded, reportItem, type PlanItem} from './planTree.mjs';
import {classes} from './styles';
import './styles.lazy.css'; // with the view's chunk (src/plugins/lazy-css)

export interface PlanViewProps {
  summary: PlanSummary;
  /** The sample's file name, for the tree's accessible name. */
  name: string;
}

interface Row {
  item: PlanItem;
  parent: string | undefined;
}

/** The items a reader can see, in order: the roots and the children of every expanded item. */
function visibleRows(roots: PlanItem[], expanded: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  const walk = (item: PlanItem, parent: string | undefined): void => {
    rows.push({item, parent});
    if (expanded.has(item.id)) for (const child of item.children) walk(child, item.id);
  };
  for (const root of roots) walk(root, undefined);
  return rows;
}

interface ItemProps {
  item: PlanItem;
  level: number;
  expanded: ReadonlySet<string>;
  active: string;
  onRowClick: (item: PlanItem) => void;
}

function Item({item, level, expanded, active, onRowClick}: ItemProps): ReactNode {
  const branch = item.children.length > 0;
  const open = branch && expanded.has(item.id);
  const className = [
    classes.item,
    branch && classes.branch,
    open && classes.open,
    item.failed && classes.failed,
    item.kind === 'error' && classes.error,
    item.cached && classes.cached,
    item.kind === 'omitted' && classes.omitted,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // Named by its own line: browsers leave the nested group out of a treeitem's name.
    <li
      role="treeitem"
      aria-level={level}
      aria-expanded={branch ? open : undefined}
      tabIndex={item.id === active ? 0 : -1}
      data-plan-item={item.id}
      className={className}>
      <div className={classes.row} onClick={() => onRowClick(item)}>
        {item.text}
        {item.failed && item.kind !== 'error' && (
          <>
            {' — '}
            <span className={classes.mark}>{FAILED_MARK}</span>
          </>
        )}
      </div>
      {open && (
        <ul role="group">
          {item.children.map((child) => (
            <Item key={child.id} item={child} level={level + 1} expanded={expanded} active={active} onRowClick={onRowClick} />
          ))}
        </ul>
      )}
    </li>
  );
}

const laterResolutions = (n: number): string => `${n.toLocaleString('en')} later resolution${n === 1 ? ' is' : 's are'}`;

export default function PlanView({summary, name}: PlanViewProps): ReactNode {
  const roots = useMemo(() => summary.reports.map((report, i) => reportItem(report, String(i))), [summary]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => initiallyExpanded(roots));
  const [active, setActive] = useState(roots[0]?.id ?? '');
  const tree = useRef<HTMLUListElement>(null);
  // Set by the keyboard: the newly active item takes the focus once it is rendered.
  const moveFocus = useRef(false);
  const hintId = useId();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    tree.current?.querySelector<HTMLElement>(`[data-plan-item="${CSS.escape(active)}"]`)?.focus();
  }, [active, expanded]);

  const toggle = useCallback((id: string, open?: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const onRowClick = useCallback(
    (item: PlanItem) => {
      setActive(item.id);
      if (item.children.length > 0) toggle(item.id);
      moveFocus.current = true;
    },
    [toggle],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const rows = visibleRows(roots, expanded);
    const at = rows.findIndex((row) => row.item.id === active);
    if (at === -1) return;
    const {item, parent} = rows[at];
    const branch = item.children.length > 0;
    const open = branch && expanded.has(item.id);
    const go = (index: number): void => {
      const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
      moveFocus.current = true;
      setActive(row.item.id);
    };
    switch (event.key) {
      case 'ArrowDown':
        go(at + 1);
        break;
      case 'ArrowUp':
        go(at - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(rows.length - 1);
        break;
      case 'ArrowRight':
        if (open) go(at + 1);
        else if (branch) toggle(item.id, true);
        break;
      case 'ArrowLeft':
        if (open) toggle(item.id, false);
        else if (parent !== undefined) go(rows.findIndex((row) => row.item.id === parent));
        break;
      case 'Enter':
      case ' ':
        if (branch) toggle(item.id);
        break;
      case '*': {
        // Every sibling of the active item opens (WAI-ARIA tree view pattern).
        const siblings = rows.filter((row) => row.parent === parent && row.item.children.length > 0).map((row) => row.item.id);
        setExpanded((current) => new Set([...current, ...siblings]));
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  const failed = summary.reports.filter((report) => report.error !== undefined).length;
  const cut = summary.reports.filter((report) => (report.omitted ?? 0) > 0).length;
  // Resolutions left out: past the count of reports a run keeps, or past the bytes it may send.
  const forSize = summary.omittedForSize ?? 0;
  const pastCount = summary.omittedReports - forSize;
  return (
    <div className={classes.box}>
      <p className={classes.intro}>
        {summary.reports.length === 1 ? '1 resolution' : `${summary.reports.length.toLocaleString('en')} resolutions`}
        {failed > 0 && `, ${failed.toLocaleString('en')} failed (its path is marked “${FAILED_MARK}”)`}.{' '}
        <span id={hintId}>Arrow keys move through the tree and open or close an item; Home and End go to the first and last line.</span>
      </p>
      {pastCount > 0 && (
        <p className={classes.intro}>
          {laterResolutions(pastCount)} not shown: the view keeps the first {PLAN_LIMITS.reports.toLocaleString('en')} of a run.
        </p>
      )}
      {forSize > 0 && (
        <p className={classes.intro}>
          {laterResolutions(forSize)} not shown: the plan reached the {RUN_BYTES / 1024} KB a run may send to the page.
        </p>
      )}
      {cut > 0 && (
        <p className={classes.intro}>
          {cut === 1 ? '1 resolution is' : `${cut.toLocaleString('en')} resolutions are`} cut: the view keeps {PLAN_LIMITS.nodes.toLocaleString('en')} services and{' '}
          {PLAN_LIMITS.depth} levels of each.
        </p>
      )}
      {roots.length > 0 && (
        <ul ref={tree} role="tree" aria-label={`Resolution plan of ${name}`} aria-describedby={hintId} className={classes.tree} onKeyDown={onKeyDown}>
          {roots.map((root) => (
            <Item key={root.id} item={root} level={1} expanded={expanded} active={active} onRowClick={onRowClick} />
          ))}
        </ul>
      )}
    </div>
  );
}
