// The side-by-side run's verdict: a program run on its release and its upgrade run on the target, compared by what a
// reader would check after an upgrade — what it printed, how it ended, and which services the containers resolved to
// which implementations (the resolution plans the runner reports). Pure: the page's upgrade panel and tests use it.
import {lineDifferences} from '../samples/shared/lineDiff.mjs';

/**
 * @typedef {import('../samples/shared/plan').PlanSummary} PlanSummary
 * @typedef {import('../samples/shared/plan').PlanNode} PlanNode
 * @typedef {object} RunSide  what one side's run gave
 * @property {string[]} stdout
 * @property {string} outcome  'finished', 'failed', or why it was stopped
 * @property {PlanSummary} [plans]
 * @typedef {object} RunComparison
 * @property {boolean} sameOutput  the same lines on stdout and the same ending
 * @property {{line: number, before?: string, after?: string}} [difference]  the first line that differs
 * @property {boolean} sameServices  the same services resolved to the same implementations, in the same order
 * @property {string[]} onlyBefore  resolutions (service → what it resolved to) only the original made
 * @property {string[]} onlyAfter   and only the upgrade made
 * @property {string} summary  one sentence for the reader
 */

/** @param {PlanNode} node @returns {string[]} every service of the tree, as "service → implementation" */
function resolved(node) {
  const bindings = node.bindings ?? [];
  const to = bindings.map((b) => b.implementation ?? b.type).join(', ');
  return [`${node.serviceIdentifier}${to === '' ? '' : ` → ${to}`}`, ...bindings.flatMap((b) => (b.dependencies ?? []).flatMap(resolved))];
}

/** @param {PlanSummary | undefined} plans @returns {string[]} */
const servicesOf = (plans) => (plans === undefined ? [] : plans.reports.flatMap((report) => resolved(report.root)));

/** What `list` has that `other` lacks, counting repeats. @param {string[]} list @param {string[]} other */
function missingFrom(list, other) {
  const left = new Map();
  for (const s of other) left.set(s, (left.get(s) ?? 0) + 1);
  return list.filter((s) => {
    const n = left.get(s) ?? 0;
    if (n === 0) return true;
    left.set(s, n - 1);
    return false;
  });
}

/**
 * @param {RunSide} before the original, on its release
 * @param {RunSide} after the upgrade, on the target
 * @returns {RunComparison}
 */
export function compareRuns(before, after) {
  const first = lineDifferences(before.stdout, after.stdout)[0];
  const difference =
    first === undefined ? undefined : {line: first.line, ...(first.a === undefined ? {} : {before: first.a}), ...(first.b === undefined ? {} : {after: first.b})};
  const sameOutput = difference === undefined && before.outcome === after.outcome;
  const servicesBefore = servicesOf(before.plans);
  const servicesAfter = servicesOf(after.plans);
  const onlyBefore = missingFrom(servicesBefore, servicesAfter);
  const onlyAfter = missingFrom(servicesAfter, servicesBefore);
  const sameServices = onlyBefore.length === 0 && onlyAfter.length === 0 && servicesBefore.join('\n') === servicesAfter.join('\n');
  const output = sameOutput
    ? 'Same output'
    : difference === undefined
      ? `Same lines printed, but the original ${before.outcome} and the upgrade ${after.outcome}`
      : `Output differs from line ${difference.line}`;
  const services = sameServices
    ? servicesBefore.length === 0
      ? 'no service resolved on either side'
      : 'same services resolved'
    : onlyBefore.length + onlyAfter.length === 0
      ? 'the same services resolved in another order'
      : 'the services resolved differ';
  return {sameOutput, ...(difference === undefined ? {} : {difference}), sameServices, onlyBefore, onlyAfter, summary: `${output}; ${services}.`};
}
