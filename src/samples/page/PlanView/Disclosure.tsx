// "Resolution plan (n)" under a finished run: a disclosure button that loads and shows the plan view (./index.tsx)
// the first time it opens. This part ships with the output panel; the view's code and styles arrive on opening.
import React, {useEffect, useId, useState, type ComponentType, type ReactNode} from 'react';
import type {PlanSummary} from '../../shared/plan';
import type {PlanViewProps} from './index';

/** Samples whose view a reader left open: it stays open over Run again. */
const openFor = new Set<string>();

let loaded: ComponentType<PlanViewProps> | undefined;
let loading: Promise<ComponentType<PlanViewProps>> | undefined;
function loadView(): Promise<ComponentType<PlanViewProps>> {
  loading ??= import('./index').then((module) => (loaded = module.default));
  loading.catch(() => (loading = undefined));
  return loading;
}

export interface PlanDisclosureProps {
  summary: PlanSummary;
  /** The sample's file (what the open state is kept by) and its name. */
  file: string;
  name: string;
}

export default function PlanDisclosure({summary, file, name}: PlanDisclosureProps): ReactNode {
  const [open, setOpen] = useState(() => openFor.has(file));
  const [View, setView] = useState<ComponentType<PlanViewProps> | null>(() => loaded ?? null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const total = summary.reports.length + summary.omittedReports;
  const failed = summary.reports.filter((report) => report.error !== undefined).length;

  useEffect(() => {
    if (!open || View !== null) return;
    let current = true;
    loadView().then(
      (view) => current && setView(() => view),
      (reason: unknown) => current && setError(`The plan view could not load: ${String(reason)}`),
    );
    return () => {
      current = false;
    };
  }, [open, View]);

  // A run that resolved nothing has no plan to show.
  if (total === 0) return null;
  const toggle = (): void => {
    if (open) openFor.delete(file);
    else openFor.add(file);
    setError(null);
    setOpen(!open);
  };
  return (
    <div style={{marginTop: '0.5rem'}}>
      <button type="button" className="button button--sm button--secondary" aria-expanded={open} aria-controls={id} onClick={toggle}>
        <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
        Resolution plan ({total.toLocaleString('en')}
        {failed > 0 && `, ${failed.toLocaleString('en')} failed`})
      </button>
      <div id={id} hidden={!open}>
        {open && error !== null && <p role="alert">{error}</p>}
        {open && error === null && (View === null ? <p role="status">Loading the plan…</p> : <View summary={summary} name={name} />)}
      </div>
    </div>
  );
}
