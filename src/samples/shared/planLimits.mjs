// Limits that keep a huge or circular graph from bloating the panel; what they cut is counted and said.
// Read by the panel (through plan.ts), by the capture code in the sandbox and in Node (src/samples/sandbox/plan/), and
// by the page's check of what the sandbox sends (runnerMessages.mjs), which refuses a plan beyond them.
// No imports: Playwright's tests load this through plan.ts as CommonJS, and limits.mjs as an ES module.
export const PLAN_LIMITS = Object.freeze({
  /** Reports kept per run (later resolutions are counted, not kept). */
  reports: 200,
  /** Nodes kept per report. */
  nodes: 300,
  /** Depth kept per report. */
  depth: 40,
  /** Characters of a service identifier, name, tag, class name or constraint; longer ones are cut (with "…"). */
  text: 200,
  /**
   * Characters of a run's plans as JSON, the form they cross to the page in (a string is copied at once; thousands
   * of objects would keep the page's thread busy first). The sandbox sends the reports that fit; the page refuses more.
   */
  json: 1_000_000,
});
