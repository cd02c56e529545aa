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
 * A run's plans as the JSON text the worker sends (src/samples/shared/runnerMessages.mjs reads it), within
 * PLAN_LIMITS.json characters: the reports that fit, in order (the others counted in `omittedReports` and
 * `omittedForSize`), then the container map with the bindings that fit (the others counted in its `omitted`). The map
 * may take up to half of the limit before the reports are cut for it.
 * @param {import('../../shared/plan').PlanSummary} summary
 * @returns {string}
 */
export function planJson({reports, omittedReports, map}) {
  const mapParts = map === undefined ? undefined : mapJsonParts(map);
  const half = PLAN_LIMITS.json / 2;
  const mapRoom = mapParts === undefined ? 0 : mapParts.length < half ? mapParts.length : half;
  let body = '';
  let kept = 0;
  for (let i = 0; i < reports.length; i++) {
    const text = stringify(reports[i]);
    if (typeof text !== 'string' || body.length + text.length + 100 + mapRoom > PLAN_LIMITS.json) break;
    body += kept === 0 ? text : `,${text}`;
    kept += 1;
  }
  const omittedForSize = reports.length - kept;
  const head = `{"reports":[${body}],"omittedReports":${omittedReports + omittedForSize}${omittedForSize > 0 ? `,"omittedForSize":${omittedForSize}` : ''}`;
  return mapParts === undefined ? `${head}}` : `${head},"map":${mapParts.fit(PLAN_LIMITS.json - head.length - 1)}}`;
}

/**
 * A map's JSON in parts: its length whole, and `fit(room)`, its text within `room` characters, keeping the bindings
 * that fit in order and counting the rest in `omitted` (the containers are always sent; MAP_LIMITS keeps them few).
 * @param {import('../../shared/containerMap').ContainerMap} map
 */
function mapJsonParts({containers, bindings, omitted, omittedDependencies}) {
  const containersText = stringify(containers);
  /** @type {string[]} */
  const texts = [];
  let length = 0;
  for (let i = 0; i < bindings.length; i++) {
    const text = stringify(bindings[i]);
    texts[i] = typeof text === 'string' ? text : 'null';
    length += texts[i].length + 1;
  }
  const dependencies = omittedDependencies === undefined ? '' : `,"omittedDependencies":${stringify(omittedDependencies)}`;
  const tail = (/** @type {number} */ count) => `],"omitted":${stringify(omitted + count)}${dependencies}}`;
  // The count of bindings left out takes at most as many digits as the number of bindings.
  const frame = `{"containers":${containersText},"bindings":[`.length + tail(bindings.length).length;
  return {
    length: frame + length,
    /** @param {number} room */
    fit(room) {
      let body = '';
      let kept = 0;
      while (kept < texts.length && frame + body.length + texts[kept].length + 1 <= room) {
        body += kept === 0 ? texts[kept] : `,${texts[kept]}`;
        kept += 1;
      }
      return `{"containers":${containersText},"bindings":[${body}${tail(bindings.length - kept)}`;
    },
  };
}
