// Why a playground run failed, in the reader's terms: an error the container threw while resolving (a plan report of
// the run carries the same message) with the path from the requested service down to the one that failed, or an
// error of the reader's own code. Pure: tests/unit/playground.test.mjs runs it as it is.

/**
 * @typedef {import('../../shared/plan').PlanReport} PlanReport
 * @typedef {import('../../shared/plan').PlanNode} PlanNode
 * @typedef {import('../../shared/plan').PlanSummary} PlanSummary
 * @typedef {{kind: 'container', message: string, report: PlanReport, path: string[]} | {kind: 'code', message: string}} Failure
 */

/**
 * The service identifiers from the report's root down to the node that failed, following the nodes marked failed.
 * @param {PlanReport} report
 * @returns {string[]}
 */
export function failingPath(report) {
  /** @type {string[]} */
  const path = [];
  /** @type {PlanNode | undefined} */
  let node = report.root;
  // The capture cuts the tree at its limits; a path is never longer than the tree it was read from.
  while (node !== undefined) {
    path.push(node.serviceIdentifier);
    /** @type {PlanNode | undefined} */
    let next;
    for (const binding of node.bindings) {
      next = binding.dependencies.find((dependency) => dependency.failed === true);
      if (next !== undefined) break;
    }
    node = next;
  }
  return path;
}

/**
 * The first line of an error as the runner reports it (`Error: message` and its stack).
 * @param {string} text
 */
export const firstLine = (text) => {
  const end = text.indexOf('\n');
  return end === -1 ? text : text.slice(0, end);
};

/**
 * What the run's error was: the container's, when a resolution of the run failed with that message (the last such
 * report), or the reader's code's.
 * @param {string} errorText the error as the run reported it
 * @param {PlanSummary | undefined} plans
 * @returns {Failure}
 */
export function explainFailure(errorText, plans) {
  const line = firstLine(errorText);
  const report = plans?.reports.findLast((r) => r.error !== undefined && r.error !== '' && line.includes(firstLine(r.error)));
  if (report === undefined || report.error === undefined) return {kind: 'code', message: line};
  return {kind: 'container', message: report.error, report, path: failingPath(report)};
}
