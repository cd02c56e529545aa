// What each binding kind is called on the page, in the resolution-plan view (src/samples/page/PlanView/planTree.mjs)
// and in the container map (src/samples/page/ContainerMap/analyze.mjs). No imports: both read it as it is.
/** @import {PlanBinding} from './plan' */

/** @type {Readonly<Record<PlanBinding['type'], string>>} */
export const BINDING_WORDS = Object.freeze({
  Instance: 'class',
  ConstantValue: 'constant value',
  DynamicValue: 'dynamic value',
  Factory: 'factory',
  Provider: 'provider',
  ServiceRedirection: 'service redirection',
  ResolvedValue: 'resolved value',
  Constructor: 'constructor',
  Function: 'function',
  Invalid: 'binding without a target',
});
