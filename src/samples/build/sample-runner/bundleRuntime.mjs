// Bundles, with Rspack (already the site's bundler), what the browser runner evaluates in its worker:
// - per examples workspace, its release: the packages its samples may import, resolved from that
//   workspace exactly as Node resolves them there (examples/v7/node_modules/inversify is 7.11.0, while
//   the root node_modules holds the hoisted 6.2.2), exposed as `self.__sampleRelease[specifier]`;
// - the worker script itself (src/samples/sandbox/worker.mjs);
// - the sample editor's compiler worker (src/samples/page/editor/compilerWorker.mjs) with the TypeScript package the build
//   compiles the samples with (one file for every version; the editor fetches it after a reader's first Edit);
// - the playground's upgrade transform (src/upgrade/bundle.mjs), which the compiler worker loads, with importScripts,
//   only when a reader asks for an upgrade: the compiler's file stays as it was for every other reader.
// File names carry a content hash; nothing here is fetched before a reader's first Run.
import fs from 'node:fs';
import path from 'node:path';
import {isBundlable} from '../classify.mjs';
import {HASHED_DIR, RUNNER_DIR} from '../../shared/protocol.mjs';
import {workspaceDir} from '../../shared/versions.mjs';

/**
 * The entry module of a workspace's release bundle. CommonJS workspaces get `require` (the samples'
 * `require('inversify')` sees module.exports), ESM ones a namespace import, as Node would give them.
 * @param {string[]} specifiers
 * @param {'cjs' | 'esm'} format
 * @returns {string}
 */
export function releaseEntry(specifiers, format) {
  const lines = ['self.__sampleRelease = {'];
  if (format === 'cjs') {
    specifiers.forEach((s) => lines.push(`  ${JSON.stringify(s)}: require(${JSON.stringify(s)}),`));
    lines.push('};');
    return lines.join('\n');
  }
  const imports = specifiers.map((s, i) => `import * as m${i} from ${JSON.stringify(s)};`);
  specifiers.forEach((s, i) => lines.push(`  ${JSON.stringify(s)}: m${i},`));
  lines.push('};');
  return [...imports, ...lines].join('\n');
}

/**
 * Dependencies of a workspace that the bundle carries.
 * @param {string} siteDir
 * @param {import('../../shared/versions.mjs').Version} version
 * @returns {string[]}
 */
export function releasePackages(siteDir, version) {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, workspaceDir(version), 'package.json'), 'utf8'));
  return Object.keys(pkg.dependencies ?? {}).filter(isBundlable).sort();
}

/**
 * @param {{siteDir: string, outDir: string, workspaces: {version: import('../../shared/versions.mjs').Version, format: 'cjs' | 'esm'}[]}} options
 * @returns {Promise<{worker: string, compiler: string, upgrade: string, releases: Record<string, string>, inputs: string[]}>} file names
 *   relative to outDir; `inputs`: the files Rspack read (absolute paths), but the generated entries
 */
export async function bundleRuntime({siteDir, outDir, workspaces}) {
  const {rspack} = await import('@rspack/core');
  // The entry lives inside the workspace so that module resolution starts from examples/vN/.
  const entries = workspaces.map(({version, format}) => {
    const entryDir = path.join(siteDir, workspaceDir(version), '.out', `sample-runner-${process.pid}`);
    fs.mkdirSync(entryDir, {recursive: true});
    const entryFile = path.join(entryDir, format === 'cjs' ? 'release.cjs' : 'release.mjs');
    fs.writeFileSync(entryFile, releaseEntry(releasePackages(siteDir, version), format));
    return {version, format, entryDir, entryFile};
  });
  /** @satisfies {import('@rspack/core').RspackOptions} */
  const common = {
    mode: 'production',
    target: ['webworker', 'es2022'],
    devtool: false,
    // Everything a run needs is one file; no runtime chunk loading.
    output: {path: outDir, iife: true, asyncChunks: false, publicPath: ''},
    // Minified without the compressor: it rewrites `new Function(...)` as `Function(...)` (in the releases
    // and in the worker's CommonJS loader), which a sample may observe
    // (examples/v8/src/api/container/options-jitless.ts counts constructions of Function).
    optimization: {
      splitChunks: false,
      runtimeChunk: false,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {compress: false, mangle: true}})],
    },
    performance: {hints: false},
    infrastructureLogging: {level: 'error'},
    stats: 'errors-warnings',
  };
  const configs = [
    ...entries.map(({version, format, entryFile}) => ({
      ...common,
      name: `release-${version}`,
      context: path.dirname(entryFile),
      entry: entryFile,
      output: {...common.output, filename: `${RUNNER_DIR}${HASHED_DIR}${version}/release.[contenthash:10].js`},
      // As Node resolves them: `require` or `import` condition, `main` field (never `browser`/`module`).
      resolve: {conditionNames: [format === 'cjs' ? 'require' : 'import', 'node', 'default'], mainFields: ['main']},
    })),
    {
      ...common,
      name: 'worker',
      context: siteDir,
      entry: path.join(siteDir, 'src', 'samples', 'sandbox', 'worker.mjs'),
      output: {...common.output, filename: `${RUNNER_DIR}${HASHED_DIR}worker.[contenthash:10].js`},
    },
    {
      ...common,
      name: 'compiler',
      context: siteDir,
      entry: path.join(siteDir, 'src', 'samples', 'page', 'editor', 'compilerWorker.mjs'),
      output: {...common.output, filename: `${RUNNER_DIR}${HASHED_DIR}compiler.[contenthash:10].js`},
      // TypeScript reaches for Node's modules only when it runs in Node (its isNodeLikeSystem()), never in a worker.
      resolve: {fallback: Object.fromEntries(['crypto', 'fs', 'inspector', 'os', 'path', 'perf_hooks', 'source-map-support'].map((m) => [m, /** @type {false} */ (false)]))},
      // Its one dynamic require (of a plugin by path) is unreachable in the browser.
      module: {parser: {javascript: {exprContextCritical: false, unknownContextCritical: false}}},
    },
    {
      ...common,
      name: 'upgrade',
      context: siteDir,
      entry: path.join(siteDir, 'src', 'upgrade', 'bundle.mjs'),
      output: {...common.output, filename: `${RUNNER_DIR}${HASHED_DIR}upgrade.[contenthash:10].js`},
    },
  ];
  try {
    /** @type {import('@rspack/core').MultiStats} */
    const stats = await new Promise((resolve, reject) => {
      rspack(configs).run((err, result) => (err ? reject(err) : resolve(/** @type {import('@rspack/core').MultiStats} without an error */ (result))));
    });
    if (stats.hasErrors()) throw new Error(`Sample runner bundles failed:\n${stats.toString('errors-only')}`);
    const files = Object.fromEntries(
      stats.stats.map((s) => {
        const json = s.toJson({assets: true, all: false});
        return [s.compilation.name, /** @type {NonNullable<typeof json.assets>} asked for above */ (json.assets).map((a) => a.name).find((n) => n.endsWith('.js'))];
      }),
    );
    const generated = entries.map(({entryDir}) => `${entryDir}${path.sep}`);
    const inputs = new Set(stats.stats.flatMap((s) => [...s.compilation.fileDependencies]).filter((file) => !generated.some((dir) => file.startsWith(dir))));
    return {
      worker: files.worker,
      compiler: files.compiler,
      upgrade: files.upgrade,
      releases: Object.fromEntries(workspaces.map(({version}) => [version, files[`release-${version}`]])),
      inputs: [...inputs],
    };
  } finally {
    entries.forEach(({entryDir}) => fs.rmSync(entryDir, {recursive: true, force: true}));
  }
}
