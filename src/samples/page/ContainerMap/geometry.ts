// What each box of the container map says and how large it is drawn: two lines of monospace text, the binding and
// its scope, container and problems in words, so that a problem is never told by colour alone.
import type {ContainerMap, MapAnalysis, MapNode, MapProblem} from '../../shared/containerMap';

/** Width of a character of the picture's 12 px monospace font, and the box's padding and line height. */
const CHAR = 7.3;
export const PAD = 8;
export const LINE = 15;
/** Longer lines are cut with an ellipsis in the picture; the list and the box's tooltip have the whole text. */
const MAX_CHARS = 56;

const SEVERITY_ORDER: MapProblem['severity'][] = ['error', 'warning', 'info'];

export const SEVERITY_WORDS: Record<MapProblem['severity'], string> = {error: 'Error', warning: 'Warning', info: 'Note'};

export const KIND_WORDS: Record<MapProblem['kind'], string> = {
  missing: 'missing binding',
  ambiguous: 'ambiguous bindings',
  cycle: 'circular dependency',
  captive: 'captive dependency',
  unused: 'unused binding',
};

/** The most severe of a node's problems, or undefined. */
function worstSeverity(node: MapNode, problems: MapProblem[]): MapProblem['severity'] | undefined {
  const severities = new Set(node.problems.map((i) => problems[i]?.severity));
  return SEVERITY_ORDER.find((severity) => severities.has(severity));
}

const cut = (text: string): string => (text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text);

export interface Box {
  lines: [string, string];
  width: number;
  height: number;
  severity: MapProblem['severity'] | undefined;
}

export function boxOf(node: MapNode, analysis: MapAnalysis, map: ContainerMap): Box {
  const severity = worstSeverity(node, analysis.problems);
  const marker = severity === undefined ? '' : severity === 'info' ? 'ⓘ ' : '⚠ ';
  const kinds = [...new Set(node.problems.map((i) => analysis.problems[i]?.kind).filter((kind) => kind !== undefined))].map((kind) => KIND_WORDS[kind]);
  const facts =
    node.kind === 'missing'
      ? ['no binding']
      : [(node.binding === undefined ? undefined : map.bindings[node.binding]?.scope) ?? 'no scope', ...(node.container === undefined ? [] : [`container ${node.container}`]), ...(node.resolved ? [] : ['not resolved'])];
  const lines: [string, string] = [cut(`${marker}${node.label}`), cut([...facts, ...kinds].join(' · '))];
  return {lines, width: Math.max(...lines.map((line) => line.length)) * CHAR + 2 * PAD, height: 2 * LINE + PAD, severity};
}
