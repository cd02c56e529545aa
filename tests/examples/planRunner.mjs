// Runs one compiled program in Node the way the browser runner's worker does (src/samples/sandbox/worker.mjs): the
// workspace's packages, instrumented by the same plan capture (src/samples/sandbox/plan/), exposed as
// globalThis.__sampleRelease; CommonJS modules through a `require` of those exports, ES modules rewritten to import
// them. When the program has ended (the event loop is empty, or it threw), the PlanSummary is written as JSON to the
// file named by the second argument. The first argument is a JSON file: {version, format, entry, modules}.
// Used by ./plans.mjs; a child process per program, so that no run sees another's state.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {instrumentPlans} from '../../src/samples/sandbox/plan/index.mjs';
import {resolveRelative} from '../../src/samples/sandbox/moduleIds.mjs';
import {releasePackages} from '../../src/samples/build/sample-runner/bundleRuntime.mjs';
import {workspaceDir} from '../../src/samples/shared/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const [programFile, summaryFile] = process.argv.slice(2);
/** @type {{version: import('../../src/samples/shared/versions.mjs').Version, format: 'cjs' | 'esm', entry: string, modules: Record<string, string>}} */
const program = JSON.parse(fs.readFileSync(programFile, 'utf8'));
const workspace = path.join(ROOT, workspaceDir(program.version));
const requireHere = createRequire(path.join(workspace, 'package.json'));

/** @type {Record<string, any>} */
const packages = {};
const specifiers = releasePackages(ROOT, program.version);
if (program.format === 'cjs') {
  for (const specifier of specifiers) packages[specifier] = requireHere(specifier);
} else {
  // Bare specifiers resolve from the importing file: a module inside the workspace imports them, as the release
  // bundle's entry does (src/samples/build/sample-runner/bundleRuntime.mjs).
  const dir = path.join(workspace, '.out', `plan-runner-${process.pid}`);
  fs.mkdirSync(dir, {recursive: true});
  const entry = path.join(dir, 'release.mjs');
  fs.writeFileSync(entry, specifiers.map((s, i) => `export * as m${i} from ${JSON.stringify(s)};`).join('\n'));
  try {
    const loaded = await import(pathToFileURL(entry).href);
    specifiers.forEach((s, i) => (packages[s] = loaded[`m${i}`]));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const plans = instrumentPlans(packages);
// Taken before the program runs, as the worker's planJson does: a program may replace it.
const stringify = JSON.stringify;
/** @type {Record<string, any>} */
const scope = globalThis;
scope.__sampleRelease = plans.packages;

let written = false;
const write = () => {
  if (written) return;
  written = true;
  fs.writeFileSync(summaryFile, stringify(plans.summary()));
};
process.on('beforeExit', write);
process.on('uncaughtException', (error) => {
  write();
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  write();
  process.stderr.write(`${reason instanceof Error ? reason.stack : String(reason)}\n`);
  process.exit(1);
});

/**
 * A data: URL for module source, safe inside either kind of quotes (where the worker uses blob: URLs).
 * @param {string} source
 */
const dataUrl = (source) => `data:text/javascript,${encodeURIComponent(source).replace(/'/g, '%27')}`;

if (program.format === 'cjs') {
  /** @type {Map<string, {exports: unknown}>} */
  const cache = new Map();
  /** @type {(id: string) => unknown} */
  const load = (id) => {
    const cached = cache.get(id);
    if (cached !== undefined) return cached.exports;
    if (!(id in program.modules)) throw new Error(`Cannot find module './${id}'`);
    const module = {exports: {}};
    cache.set(id, module);
    /** @param {string} specifier */
    const require = (specifier) => {
      if (specifier.startsWith('.')) return load(resolveRelative(id, specifier, program.modules));
      if (specifier in scope.__sampleRelease) return scope.__sampleRelease[specifier];
      throw new Error(`Cannot find module '${specifier}'`);
    };
    new Function('exports', 'require', 'module', '__filename', '__dirname', program.modules[id])(module.exports, require, module, `/sample/${id}`, '/sample');
    return module.exports;
  };
  load(program.entry);
} else {
  /** @type {Map<string, string>} */
  const urls = new Map();
  /** @param {string} specifier */
  const packageUrl = (specifier) => {
    const exports = scope.__sampleRelease[specifier];
    if (exports === undefined) throw new Error(`Cannot find package '${specifier}'`);
    const names = Object.keys(exports).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
    const source = [`const m = globalThis.__sampleRelease[${JSON.stringify(specifier)}];`, `export const {${names.join(', ')}} = m;`, `export default ('default' in m ? m.default : m);`].join('\n');
    return dataUrl(source);
  };
  /** @type {(id: string) => string} */
  const moduleUrl = (id) => {
    const known = urls.get(id);
    if (known !== undefined) return known;
    if (!(id in program.modules)) throw new Error(`Cannot find module './${id}'`);
    const code = program.modules[id].replace(/(\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\2/g, (_m, lead, q, specifier) => {
      const url = specifier.startsWith('.') ? moduleUrl(resolveRelative(id, specifier, program.modules)) : urls.get(specifier) ?? packageUrl(specifier);
      if (!specifier.startsWith('.')) urls.set(specifier, url);
      return `${lead}${q}${url}${q}`;
    });
    const url = dataUrl(code);
    urls.set(id, url);
    return url;
  };
  await import(moduleUrl(program.entry));
}
