// Limits that keep a huge or circular graph from bloating the panel; what they cut is counted and said.
// Read by the panel (through plan.ts) and by the capture code in the sandbox and in Node (src/samples/sandbox/plan/).
export const PLAN_LIMITS = Object.freeze({
  /** Reports kept per run (later resolutions are counted, not kept). */
  reports: 200,
  /** Nodes kept per report. */
  nodes: 300,
  /** Depth kept per report. */
  depth: 40,
});
