// The resolution-plan capture of the sandbox: instruments a workspace's package exports before a sample runs,
// and gives the run's PlanSummary when it ends. The release family decides the module: 6.x plans through its
// planner's request tree (inversify6.mjs), 7.x and 8.x through the plugin API (inversify7.mjs).
import {instrumentInversify6} from './inversify6.mjs';
import {instrumentInversify7} from './inversify7.mjs';
import {PLAN_LIMITS} from '../../shared/planLimits.mjs';

/**
 * @param {Record<string, any>} packages the workspace's package exports, by specifier ('inversify', …)
 * @returns {{packages: Record<string, any>, summary: () => import('../../shared/plan').PlanSummary}}
 */
export function instrumentPlans(packages) {
  const Container = packages.inversify?.Container;
  if (typeof Container !== 'function') return {packages, summary: () => ({reports: [], omittedReports: 0})};
  // 6.x builds its middleware chain on _planAndResolve; 7.x and 8.x take plugins with register().
  return typeof Container.prototype._planAndResolve === 'function' ? instrumentInversify6(packages) : instrumentInversify7(packages);
}

// Taken before sample code runs: it may replace them by the time the plans are sent.
const stringify = JSON.stringify;

/**
 * A run's plans as the JSON text the worker sends (src/samples/shared/runnerMessages.mjs reads it): the reports that
 * fit in PLAN_LIMITS.json characters, in order; the others are counted in `omittedReports` and `omittedForSize`.
 * @param {import('../../shared/plan').PlanSummary} summary
 * @returns {string}
 */
export function planJson({reports, omittedReports}) {
  let body = '';
  let kept = 0;
  for (const report of reports) {
    const text = stringify(report);
    if (typeof text !== 'string' || body.length + text.length + 100 > PLAN_LIMITS.json) break;
    body += kept === 0 ? text : `,${text}`;
    kept += 1;
  }
  const omittedForSize = reports.length - kept;
  return `{"reports":[${body}],"omittedReports":${omittedReports + omittedForSize}${omittedForSize > 0 ? `,"omittedForSize":${omittedForSize}` : ''}}`;
}
