// Limits of the container map a run reports (src/samples/shared/containerMap.ts): what they cut is counted and said.
// Read by the capture in the sandbox and in Node, by the page's check of what the sandbox sends, and by the view.
// No imports, like planLimits.mjs.
export const MAP_LIMITS = Object.freeze({
  /** Containers kept per run. */
  containers: 50,
  /** Bindings kept per run (later ones are counted in `omitted`). */
  bindings: 1000,
  /** Dependencies kept per binding. */
  dependencies: 50,
  /** Nodes the view lays out; a larger map is cut, with a count of what was left out. */
  nodes: 400,
});
