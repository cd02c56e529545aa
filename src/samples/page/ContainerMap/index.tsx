// The container map after a run: every binding the program registered and every dependency between them, analysed
// (./analyze.mjs: the graph and its problems), drawn as boxes and arrows laid out off the main thread (./layout.ts) with
// zoom and pan, and given again as a list that a keyboard or a screen reader goes through: the problems first, each
// with its severity and source in words, its docs page and "Show in map"; then every binding with its dependencies,
// each a button to the binding it resolves to. Mermaid, DOT and JSON copies (./exports.mjs). Loaded when a reader opens
// "Container map" (./Disclosure.tsx); its styles come with it (src/plugins/lazy-css).
import React, {startTransition, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {MAP_LIMITS, type ContainerMap, type MapAnalysis, type MapEdge, type MapNode, type MapProblem} from '../../shared/containerMap';
import type {PlanSummary} from '../../shared/plan';
import {DOCS_VERSIONS, versionOfWorkspace, versionRoot, type Version} from '../../shared/versions.mjs';
import {analyzeMap} from './analyze.mjs';
import {BINDING_WORDS} from '../../shared/bindingWords.mjs';
import {mapToDot, mapToJson, mapToMermaid} from './exports.mjs';
import {layOut, type LayoutResult} from './layout';
import {boxOf, KIND_WORDS, LINE, PAD, SEVERITY_WORDS, type Box} from './geometry';
import styles from './styles.lazy.module.css'; // with the view's chunk (src/plugins/lazy-css)

export interface ContainerMapViewProps {
  map: ContainerMap;
  /** The run's plans: the analysis tells what the run resolved from what the metadata only declares. */
  plans: PlanSummary;
  /** The release the program ran on: its docs version's pages explain the problems. */
  version: Version;
  /** The program's name, for the picture's and lists' accessible names. */
  name: string;
}

interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_ZOOM = 0.1;
const MAX_ZOOM = 3;
const ZOOM_STEP = 1.25;
const PAN_STEP = 48;
/** Below this zoom the 12 px text of a box is under 5 px tall. */
const FAR_ZOOM = 0.4;
const kindWords = (type: string | undefined): string => (type === undefined ? 'unknown' : ((BINDING_WORDS as Record<string, string | undefined>)[type] ?? type));
const clampZoom = (k: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

const SOURCE_WORDS: Record<MapProblem['source'], string> = {run: 'seen in this run', metadata: 'from the bindings’ metadata'};
const SEVERITY_RANK: Record<MapProblem['severity'], number> = {error: 0, warning: 1, info: 2};

/** The page that explains a problem, in the docs version of the release the program ran on. */
function docsHref(baseUrl: string, version: Version, docs: string): string {
  const row = DOCS_VERSIONS.find((d) => versionOfWorkspace(d.workspace) === version) ?? DOCS_VERSIONS[0];
  const [page, anchor] = docs.split('#');
  return `${baseUrl}${versionRoot(row).slice(1)}${page.replace(/^\/+/, '').replace(/\/?$/, '/')}${anchor === undefined ? '' : `#${anchor}`}`;
}

/** Centres and scales the points' box in a canvas of `width` × `height`, no larger than 1:1. */
function fitted(box: {left: number; top: number; right: number; bottom: number}, width: number, height: number, margin = 16): View {
  const w = Math.max(1, box.right - box.left);
  const h = Math.max(1, box.bottom - box.top);
  const k = clampZoom(Math.min((width - 2 * margin) / w, (height - 2 * margin) / h, 1));
  return {k, x: width / 2 - ((box.left + box.right) / 2) * k, y: height / 2 - ((box.top + box.bottom) / 2) * k};
}

const count = (n: number, word: string, plural = `${word}s`): string => `${n.toLocaleString('en')} ${n === 1 ? word : plural}`;

interface MapListsProps {
  analysis: MapAnalysis;
  map: ContainerMap;
  nodes: MapNode[];
  edges: MapEdge[];
  problems: {problem: MapProblem; index: number}[];
  version: Version;
  name: string;
  itemId: (nodeId: string) => string;
  onShow: (ids: string[], what: string) => void;
  onGoTo: (nodeId: string) => void;
}

/**
 * The map in words: the problems, then every binding with its dependencies. A component of its own, memoized, so that
 * moving the picture leaves its hundreds of items alone.
 */
const MapLists = React.memo(function MapLists({analysis, map, nodes, edges, problems, version, name, itemId, onShow, onGoTo}: MapListsProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const outgoing = new Map<string, MapEdge[]>();
  for (const edge of edges) outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
  const bindingNodes = nodes.filter((node) => node.kind === 'binding');
  const nodeName = (node: MapNode): string => node.label;
  const showInMap = onShow;
  const goTo = onGoTo;
  return (
  <div className={styles.lists}>
      {problems.length > 0 && (
        <ol className={styles.problems} aria-label={`Problems of the container map of ${name}`}>
          {problems.map(({problem, index}) => (
            <li key={index} className={styles[problem.severity]} data-map-problem={problem.kind} data-severity={problem.severity} data-source={problem.source}>
              <strong>{SEVERITY_WORDS[problem.severity]}</strong>, {KIND_WORDS[problem.kind]} ({SOURCE_WORDS[problem.source]}): {problem.message}{' '}
              <span className={styles.actions}>
                <a href={docsHref(siteConfig.baseUrl, version, problem.docs)}>Docs: {KIND_WORDS[problem.kind]}</a>
                <button type="button" className={styles.linkButton} onClick={() => showInMap(problem.nodes, `${KIND_WORDS[problem.kind]}, ${problem.nodes.length} ${problem.nodes.length === 1 ? 'service' : 'services'}`)}>
                  Show in map
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <ul className={styles.bindings} aria-label={`Bindings of ${name}`}>
        {bindingNodes.map((node) => {
          const binding = node.binding === undefined ? undefined : map.bindings[node.binding];
          const deps = outgoing.get(node.id) ?? [];
          return (
            <li key={node.id} id={itemId(node.id)} tabIndex={-1} className={styles.binding} data-map-binding={node.id}>
              <span className={styles.bindingTitle}>{nodeName(node)}</span>{' '}
              {node.problems.length > 0 && (
                <span className={styles.problemNote}>
                  ({node.problems.map((i) => analysis.problems[i]).filter((p) => p !== undefined).map((p) => `${SEVERITY_WORDS[p.severity].toLowerCase()}: ${KIND_WORDS[p.kind]}`).join('; ')})
                </span>
              )}
              <span className={styles.facts}>
                {' '}
                Identifier <code>{node.serviceIdentifier}</code>; target {kindWords(binding?.type)}
                {binding?.implementation !== undefined && (
                  <>
                    {' '}
                    <code>{binding.implementation}</code>
                  </>
                )}
                ; scope {binding?.scope ?? 'none'}; constraint {binding?.constraint ?? 'none'}; container {node.container ?? binding?.container};{' '}
                {node.resolved ? 'resolved in this run' : 'not resolved in this run'}.
              </span>{' '}
              <button type="button" className={styles.linkButton} onClick={() => showInMap([node.id], nodeName(node))}>
                Show in map
              </button>
              {deps.length > 0 && (
                <ul className={styles.deps} aria-label={`Dependencies of ${nodeName(node)}`}>
                  {deps.map((edge, i) => {
                    const target = byId.get(edge.to);
                    return (
                      <li key={i}>
                        {edge.label}
                        {edge.optional && ' (optional)'}
                        {edge.multiple && ' (all bindings)'}
                        {edge.possible && ' (if its constraint holds)'}: <code>{target?.serviceIdentifier ?? edge.to}</code>{' '}
                        {target === undefined || target.kind === 'missing' ? (
                          <span className={styles.missingWord}>missing: no binding</span>
                        ) : (
                          <button type="button" className={styles.linkButton} onClick={() => goTo(target.id)}>
                            Go to {nodeName(target)}
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});

type CopyState = {format: string; text?: string; copied: boolean} | null;

export default function ContainerMapView({map, plans, version, name}: ContainerMapViewProps): ReactNode {
  const analysis: MapAnalysis = useMemo(() => analyzeMap(map, plans), [map, plans]);
  // The analysis keeps MAP_LIMITS.nodes; the view holds to it as well.
  const nodes = useMemo(() => analysis.nodes.slice(0, MAP_LIMITS.nodes), [analysis]);
  const notShown = analysis.omitted + (analysis.nodes.length - nodes.length);
  const indexOf = useMemo(() => new Map(nodes.map((node, i) => [node.id, i])), [nodes]);
  const edges = useMemo(() => analysis.edges.filter((edge) => indexOf.has(edge.from) && indexOf.has(edge.to)), [analysis, indexOf]);
  const boxes = useMemo(() => nodes.map((node) => boxOf(node, analysis, map)), [nodes, analysis, map]);
  const problems = useMemo(
    () => analysis.problems.map((problem, index) => ({problem, index})).sort((a, b) => SEVERITY_RANK[a.problem.severity] - SEVERITY_RANK[b.problem.severity] || a.index - b.index),
    [analysis],
  );

  // Each layout or failure belongs to the boxes it was made for; one of earlier boxes reads as not there yet.
  const [laidOut, setLaidOut] = useState<{for: Box[]; result?: LayoutResult; error?: string} | null>(null);
  const layout = laidOut?.for === boxes ? (laidOut.result ?? null) : null;
  const layoutError = laidOut?.for === boxes ? (laidOut.error ?? null) : null;
  const [view, setView] = useState<View>({x: 0, y: 0, k: 1});
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [announce, setAnnounce] = useState('');
  const [copy, setCopy] = useState<CopyState>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const copyArea = useRef<HTMLTextAreaElement>(null);
  const drag = useRef<{x: number; y: number; pointer: number} | null>(null);
  // "Show in map" before the layout is done: its nodes are centred once it is.
  const pendingCentre = useRef<string[] | null>(null);
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  // Referenced from url(#…): only characters that need no escaping there.
  const arrowId = `${baseId}-arrow`.replace(/[^\w-]/g, '_');
  const itemId = useCallback((nodeId: string): string => `${baseId}-${nodeId}`, [baseId]);

  const canvasSize = (): {width: number; height: number} => {
    const rect = canvas.current?.getBoundingClientRect();
    return {width: rect?.width || 600, height: rect?.height || 400};
  };

  const fitAll = useCallback((result: LayoutResult) => {
    const {width, height} = canvasSize();
    setView(fitted({left: 0, top: 0, right: result.width, bottom: result.height}, width, height));
  }, []);

  const centreOn = useCallback(
    (ids: string[], result: LayoutResult) => {
      const at = ids.map((id) => indexOf.get(id)).filter((i) => i !== undefined);
      if (at.length === 0) return;
      const box = {left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity};
      for (const i of at) {
        const {x, y} = result.nodes[i];
        const {width, height} = boxes[i];
        box.left = Math.min(box.left, x - width / 2);
        box.right = Math.max(box.right, x + width / 2);
        box.top = Math.min(box.top, y - height / 2);
        box.bottom = Math.max(box.bottom, y + height / 2);
      }
      const {width, height} = canvasSize();
      // As close as it is now, or closer when that is needed to see them all; never past 1:1 to centre one box.
      setView((current) => {
        const fit = fitted(box, width, height, 32);
        const k = Math.min(Math.max(current.k, Math.min(fit.k, 1)), Math.max(fit.k, MIN_ZOOM));
        return {k, x: width / 2 - ((box.left + box.right) / 2) * k, y: height / 2 - ((box.top + box.bottom) / 2) * k};
      });
    },
    [indexOf, boxes],
  );

  useEffect(() => {
    const controller = new AbortController();
    layOut({nodes: boxes.map(({width, height}) => ({width, height})), edges: edges.map((edge) => ({from: indexOf.get(edge.from)!, to: indexOf.get(edge.to)!}))}, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        // Drawn in a transition, in slices, as the view was first rendered (./Disclosure.tsx).
        startTransition(() => setLaidOut({for: boxes, result}));
        if (pendingCentre.current === null) fitAll(result);
        else centreOn(pendingCentre.current, result);
        pendingCentre.current = null;
      },
      (error: unknown) => !controller.signal.aborted && setLaidOut({for: boxes, error: `The picture could not be laid out (${String(error)}); the list below has the whole map.`}),
    );
    return () => controller.abort();
  }, [boxes, edges, indexOf, fitAll, centreOn]);

  const zoomBy = useCallback((factor: number, at?: {x: number; y: number}) => {
    const {width, height} = canvasSize();
    const point = at ?? {x: width / 2, y: height / 2};
    setView((current) => {
      const k = clampZoom(current.k * factor);
      // The point under the pointer (or the centre) stays where it is.
      return {k, x: point.x - ((point.x - current.x) * k) / current.k, y: point.y - ((point.y - current.y) * k) / current.k};
    });
  }, []);

  // Ctrl or ⌘ with the wheel zooms (a plain wheel scrolls the page, as everywhere else): a listener that may cancel the
  // page's own zoom, which React's wheel handler, being passive, cannot.
  useEffect(() => {
    const element = canvas.current;
    if (element === null) return;
    const onWheel = (event: WheelEvent): void => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoomBy(Math.exp(-event.deltaY / 300), {x: event.clientX - rect.left, y: event.clientY - rect.top});
    };
    element.addEventListener('wheel', onWheel, {passive: false});
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0) return;
    drag.current = {x: event.clientX, y: event.clientY, pointer: event.pointerId};
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const from = drag.current;
    if (from === null || from.pointer !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    drag.current = {...from, x: event.clientX, y: event.clientY};
    setView((current) => ({...current, x: current.x + dx, y: current.y + dy}));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };

  const onCanvasKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const pan = (dx: number, dy: number): void => setView((current) => ({...current, x: current.x + dx, y: current.y + dy}));
    switch (event.key) {
      case 'ArrowLeft':
        pan(PAN_STEP, 0);
        break;
      case 'ArrowRight':
        pan(-PAN_STEP, 0);
        break;
      case 'ArrowUp':
        pan(0, PAN_STEP);
        break;
      case 'ArrowDown':
        pan(0, -PAN_STEP);
        break;
      case '+':
      case '=':
        zoomBy(ZOOM_STEP);
        break;
      case '-':
        zoomBy(1 / ZOOM_STEP);
        break;
      case '0':
        if (layout !== null) fitAll(layout);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // The list's handlers stay the same function across renders, so that panning and zooming never re-render the list.
  const layoutNow = useRef<LayoutResult | null>(null);
  useEffect(() => {
    layoutNow.current = layout;
  }, [layout]);
  const showInMap = useCallback(
    (ids: string[], what: string): void => {
      setHighlighted(new Set(ids));
      setAnnounce(`Shown in the map: ${what}.`);
      canvas.current?.scrollIntoView({block: 'nearest', inline: 'nearest'});
      if (layoutNow.current === null) pendingCentre.current = ids;
      else centreOn(ids, layoutNow.current);
    },
    [centreOn],
  );

  const goTo = useCallback(
    (nodeId: string): void => {
      const item = list.current?.querySelector<HTMLElement>(`[id="${CSS.escape(itemId(nodeId))}"]`);
      item?.focus();
    },
    [itemId],
  );

  const copyAs = (format: 'Mermaid' | 'DOT' | 'JSON'): void => {
    const text = format === 'Mermaid' ? mapToMermaid(analysis) : format === 'DOT' ? mapToDot(analysis) : mapToJson(map, analysis);
    const manual = (): void => setCopy({format, text, copied: false});
    if (typeof navigator.clipboard?.writeText !== 'function') return manual();
    navigator.clipboard.writeText(text).then(() => setCopy({format, copied: true}), manual);
  };
  useEffect(() => {
    if (copy?.text === undefined) return;
    copyArea.current?.focus();
    copyArea.current?.select();
  }, [copy]);

  // The boxes and arrows, drawn once per layout: panning and zooming only move the group around them, and "Show in map"
  // draws its marks over them.
  const drawing = useMemo(() => {
    if (layout === null) return null;
    return (
      <>
        {edges.map((edge, i) => {
          const points = layout.edges[i] ?? [];
          if (points.length < 2) return null;
          const d = points.map((p, j) => `${j === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
          return (
            <path
              key={i}
              d={d}
              className={[styles.edge, (edge.optional || edge.possible) && styles.optional].filter(Boolean).join(' ')}
              markerEnd={`url(#${arrowId})`}
              data-map-edge={`${edge.from} ${edge.to}`}>
              <title>{edge.label}</title>
            </path>
          );
        })}
        {nodes.map((node, i) => {
          const {x, y} = layout.nodes[i];
          const box: Box = boxes[i];
          const className = [
            styles.node,
            node.kind === 'missing' && styles.missing,
            box.severity !== undefined && styles[box.severity],
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <g key={node.id} transform={`translate(${(x - box.width / 2).toFixed(1)} ${(y - box.height / 2).toFixed(1)})`} className={className} data-map-node={node.id}>
              <title>{node.label}</title>
              <rect width={box.width} height={box.height} rx={4} />
              <text x={PAD} y={PAD / 2 + LINE - 3}>
                {box.lines[0]}
              </text>
              <text x={PAD} y={PAD / 2 + 2 * LINE - 3} className={styles.factsLine}>
                {box.lines[1]}
              </text>
            </g>
          );
        })}
      </>
    );
  }, [layout, edges, nodes, boxes, arrowId]);

  // The marks of "Show in map": an outline around each of its boxes, and the arrows between them drawn again.
  const marks = useMemo(() => {
    if (layout === null || highlighted.size === 0) return null;
    return (
      <>
        {edges.map((edge, i) => {
          const points = layout.edges[i] ?? [];
          if (!highlighted.has(edge.from) || !highlighted.has(edge.to) || points.length < 2) return null;
          return <path key={i} d={points.map((p, j) => `${j === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ')} className={styles.litEdge} markerEnd={`url(#${arrowId})`} />;
        })}
        {[...highlighted].map((id) => {
          const i = indexOf.get(id);
          if (i === undefined) return null;
          const {x, y} = layout.nodes[i];
          const {width, height} = boxes[i];
          return <rect key={id} x={x - width / 2 - 3} y={y - height / 2 - 3} width={width + 6} height={height + 6} rx={6} className={styles.lit} data-map-lit={id} />;
        })}
      </>
    );
  }, [layout, edges, boxes, highlighted, indexOf, arrowId]);

  return (
    <div className={styles.box} data-container-map>
      <p className={styles.intro}>
        {count(map.bindings.length + map.omitted, 'binding')} in {count(map.containers.length, 'container')}, {count(edges.length, 'dependency', 'dependencies')}
        {problems.length > 0 ? `, ${count(problems.length, 'problem')}` : ', no problems'}.
      </p>
      {notShown > 0 && (
        <p className={styles.intro} data-map-omitted={notShown}>
          {count(notShown, 'more service')} not shown: the map keeps the first {MAP_LIMITS.nodes.toLocaleString('en')} services of a run.
        </p>
      )}
      <div className={styles.toolbar} role="toolbar" aria-label="Map picture">
        <button type="button" className="button button--sm button--secondary" onClick={() => zoomBy(ZOOM_STEP)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label="Zoom out">
          −
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => layout !== null && fitAll(layout)}>
          Fit
        </button>
        <span id={hintId} className={styles.hint}>
          Drag or use the arrow keys to move the picture; Ctrl (⌘) + wheel, + and − to zoom; 0 fits it.
        </span>
      </div>
      <div
        ref={canvas}
        className={styles.canvas}
        tabIndex={0}
        role="group"
        aria-label={`Picture of the container map of ${name}`}
        aria-describedby={hintId}
        onKeyDown={onCanvasKey}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-map-zoom={view.k.toFixed(3)}
        data-map-ready={layout !== null}>
        {layout === null && <p className={styles.canvasStatus}>{layoutError ?? `Laying out ${count(nodes.length, 'service')}…`}</p>}
        {/* Too far out to read, the boxes' text is left undrawn: painting hundreds of unreadable lines slows every move. */}
        <svg className={view.k < FAR_ZOOM ? `${styles.svg} ${styles.far}` : styles.svg} aria-hidden="true">
          <defs>
            <marker id={arrowId} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0 0 L10 5 L0 10 z" className={styles.arrow} />
            </marker>
          </defs>
          <g transform={`translate(${view.x.toFixed(1)} ${view.y.toFixed(1)}) scale(${view.k.toFixed(4)})`}>
            {drawing}
            {marks}
          </g>
        </svg>
      </div>
      <p className={styles.announce} role="status">
        {announce}
      </p>

      <div ref={list}>
        <MapLists analysis={analysis} map={map} nodes={nodes} edges={edges} problems={problems} version={version} name={name} itemId={itemId} onShow={showInMap} onGoTo={goTo} />
      </div>

      <div className={styles.exports}>
        <span>Copy the map as</span>
        {(['Mermaid', 'DOT', 'JSON'] as const).map((format) => (
          <button key={format} type="button" className="button button--sm button--secondary" onClick={() => copyAs(format)}>
            Copy {format}
          </button>
        ))}
        <span role="status" className={styles.copyStatus}>
          {copy === null ? '' : copy.copied ? `Copied ${copy.format} to the clipboard.` : `The clipboard is not available: select the ${copy.format} text below and copy it.`}
        </span>
      </div>
      {copy?.text !== undefined && <textarea ref={copyArea} className={styles.copyArea} readOnly value={copy.text} aria-label={`The map as ${copy.format}`} rows={8} />}
    </div>
  );
}
