// The compiler options of one playground program, in its release's compiler worker (./compilerWorker.mjs): the
// release's defaults or the program's tsconfig.json tab (../playground/tsconfig.mjs) over what the workspace fixes (its
// lib files and declarations), and the options its JavaScript is emitted with for the runner. Plain module, so that Node
// can load it too (tests/unit/playground-tsconfig.test.mjs).
import ts from 'typescript';
import {MAX_CODE} from './shareCodec.mjs';
import {HONOURED_OPTIONS, TSCONFIG_NAME, readTsconfig} from '../playground/tsconfig.mjs';

/**
 * @typedef {import('typescript').CompilerOptions} CompilerOptions
 * @typedef {import('../playground/tsconfig.mjs').SettingsProblem} SettingsProblem
 * @typedef {{options: CompilerOptions, esm: boolean}} Workspace what the release's workspace fixes: its options without
 *   those a program sets (HONOURED_OPTIONS), and whether the release's runner runs ES modules.
 */

/**
 * What a release's workspace fixes for every playground program. The lib files are named, not left to the target: the
 * types file holds those of the workspace's target only, and a program's own target must not ask for others.
 * @param {CompilerOptions} options the workspace's, as its types file has them
 * @returns {Workspace}
 */
export function workspaceOf(options) {
  /** @type {CompilerOptions} */
  const fixed = {...options, lib: options.lib ?? [ts.getDefaultLibFileName(options)]};
  for (const key of HONOURED_OPTIONS) delete fixed[key];
  // The runner runs a release's programs in the format of its samples (the release bundle's `format`): ES modules for
  // a workspace compiled as ES modules (ES2015 and above; NodeNext there, with its package.json's "type": "module").
  return {options: fixed, esm: (options.module ?? 0) >= ts.ModuleKind.ES2015};
}

/**
 * Whether these options emit ES modules in the workspace: ES2015 to ESNext and Preserve do; Node16 to NodeNext do where
 * the workspace's package.json says "module", which is where its runner runs ES modules.
 * @param {CompilerOptions} options
 * @param {boolean} workspaceEsm
 */
function emitsEsm(options, workspaceEsm) {
  const module = moduleOf(options);
  if (module >= ts.ModuleKind.Node16 && module <= ts.ModuleKind.NodeNext) return workspaceEsm;
  return module >= ts.ModuleKind.ES2015;
}

/** The module kind the options give, set or (as TypeScript derives it) from the target. @param {CompilerOptions} options */
const moduleOf = (options) => options.module ?? ((options.target ?? ts.ScriptTarget.ES5) >= ts.ScriptTarget.ES2015 ? ts.ModuleKind.ES2015 : ts.ModuleKind.CommonJS);

/**
 * The options a program is checked with (its settings as written, over the workspace's), those its JavaScript is
 * emitted with (the same, emitting always, with source maps; in next, as ES modules), the format the runner runs them
 * in, and what to tell about its tsconfig.json tab.
 * @param {Workspace} workspace
 * @param {{tsconfig?: string, defaults: Readonly<Record<string, unknown>>, release: string}} program `tsconfig`: the tab's
 *   text, if the program has one; `defaults`: the release's settings (../playground/tsconfig.mjs DEFAULT_SETTINGS)
 * @returns {{check: CompilerOptions, emit: CompilerOptions, format: 'cjs' | 'esm', problems: SettingsProblem[], positions: Record<string, {from: number, to: number}>}}
 */
export function programOptions(workspace, {tsconfig, defaults, release}) {
  /** @type {{options: CompilerOptions, problems: SettingsProblem[], positions: Record<string, {from: number, to: number}>}} */
  const settings =
    tsconfig === undefined
      ? {options: ts.convertCompilerOptionsFromJson({...defaults}, '/').options, problems: [], positions: {}}
      : readTsconfig(ts, tsconfig, defaults, MAX_CODE);
  /** @type {CompilerOptions} */
  const check = {...workspace.options, ...settings.options};
  /** @type {CompilerOptions} */
  let emit = check.noEmit === true ? {...check, noEmit: false} : check;
  const problems = [...settings.problems];
  const esm = emitsEsm(check, workspace.esm);
  // A CommonJS release's runner runs a program written as ES modules as such (top-level await included); the ES-module
  // release (next) is ES modules only, as its package is: there the check keeps a CommonJS setting, the run gets ESM.
  if (!esm && workspace.esm) {
    emit = {...emit, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler};
    const where = settings.positions.module ?? {from: 0, to: 0};
    const written = check.module === undefined ? `not set (${ts.ModuleKind[moduleOf(check)]} for this target)` : ts.ModuleKind[check.module];
    problems.push({
      ...where,
      severity: 'warning',
      message: `module: ${written} — checked as written; run as ES modules, the format ${release}'s bundle is run in here.`,
    });
  }
  // With source maps, which stay on the page: it places a run's failures at the reader's line with them
  // (../playground/failurePlace.mjs).
  emit = {...emit, sourceMap: true, inlineSourceMap: false};
  return {check, emit, format: /** @type {'cjs' | 'esm'} */ (esm || workspace.esm ? 'esm' : 'cjs'), problems: problems.sort((a, b) => a.from - b.from), positions: settings.positions};
}

/**
 * TypeScript's diagnostics of the options themselves (an option that needs another, a deprecated value), placed at the
 * first option they name in the tab, else at its start.
 * @param {readonly import('typescript').Diagnostic[]} diagnostics
 * @param {Record<string, {from: number, to: number}>} positions
 * @returns {SettingsProblem[]}
 */
export function optionProblems(diagnostics, positions) {
  return diagnostics.map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const named = [...message.matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1]).find((name) => name !== undefined && Object.hasOwn(positions, name));
    const where = named === undefined ? {from: 0, to: 0} : positions[named];
    return {...(where ?? {from: 0, to: 0}), severity: d.category === ts.DiagnosticCategory.Error ? 'error' : 'warning', message: `${message} (TS${d.code})`};
  });
}

export {TSCONFIG_NAME};
