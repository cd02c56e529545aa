// "Container map (n bindings)" under a finished run that registered bindings: a disclosure button that loads and shows
// the map view (./index.tsx, with the analysis, the layout and their styles) the first time it opens. This part ships
// with the output panel and the playground, so it stays small: it counts bindings from the run's map and leaves the
// problems, which need the analysis, to the view.
import React, {startTransition, useEffect, useId, useState, type ComponentType, type ReactNode} from 'react';
import type {PlanSummary} from '../../shared/plan';
import type {Version} from '../../shared/versions.mjs';
import type {ContainerMapViewProps} from './index';

/** Samples (or the playground) whose map a reader left open: it stays open over Run again. */
const openFor = new Set<string>();

let loaded: ComponentType<ContainerMapViewProps> | undefined;
let loading: Promise<ComponentType<ContainerMapViewProps>> | undefined;
function loadView(): Promise<ComponentType<ContainerMapViewProps>> {
  loading ??= import('./index').then((module) => (loaded = module.default));
  loading.catch(() => (loading = undefined));
  return loading;
}

export interface MapDisclosureProps {
  plans: PlanSummary;
  version: Version;
  /** What the open state is kept by (the sample's file, or the playground), and the program's name. */
  file: string;
  name: string;
}

export default function MapDisclosure({plans, version, file, name}: MapDisclosureProps): ReactNode {
  const [open, setOpen] = useState(() => openFor.has(file));
  const [View, setView] = useState<ComponentType<ContainerMapViewProps> | null>(() => loaded ?? null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // The run's map, which the sandbox sends inside the plans (src/samples/shared/containerMap.ts).
  const {map} = plans;

  useEffect(() => {
    if (!open || View !== null) return;
    let current = true;
    loadView().then(
      // A transition: React renders a large map's hundreds of items in slices, never one long task.
      (view) => current && startTransition(() => setView(() => view)),
      (reason: unknown) => current && setError(`The container map could not load: ${String(reason)}`),
    );
    return () => {
      current = false;
    };
  }, [open, View]);

  // A run that registered nothing has no map to show.
  const bindings = map === undefined ? 0 : map.bindings.length + map.omitted;
  if (map === undefined || bindings === 0) return null;
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
        Container map ({bindings.toLocaleString('en')} binding{bindings === 1 ? '' : 's'})
      </button>
      <div id={id} hidden={!open}>
        {open && error !== null && <p role="alert">{error}</p>}
        {open && error === null && (View === null ? <p role="status">Loading the map…</p> : <View map={map} plans={plans} version={version} name={name} />)}
      </div>
    </div>
  );
}
