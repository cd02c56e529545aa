// The upgrade transform as the browser loads it: bundled on its own (src/samples/build/sample-runner/bundleRuntime.mjs)
// and loaded by the playground's compiler worker with importScripts when a reader asks for an upgrade; the worker hands
// it the TypeScript it already holds. Its only global is this one name.
import {upgradeProgram} from './transform.mjs';

/** @type {{__inversifyUpgrade?: {upgradeProgram: typeof upgradeProgram}}} */ (/** @type {unknown} */ (globalThis)).__inversifyUpgrade = {upgradeProgram};
