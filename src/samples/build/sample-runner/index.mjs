// Builds what the Run buttons of code samples need, into build/sample-runner/ (after the site build, so
// none of it is in any page's bundles; src/samples/page/runner fetches it on a reader's first Run):
// - <version>.json: every sample of examples/<version> and how it is offered (run, Node only with the
//   reason, or the compile errors of a *.fails.ts sample), with the file names of the rest;
// - <version>/s/<hash>.json: one runnable sample's compiled JavaScript and its `// prints:` lines;
// - <version>/release.<hash>.js: that workspace's inversify release and packages (bundleRuntime.mjs);
// - worker.<hash>.js: the worker that runs a sample;
// - frame/index.html: the sandboxed frame that starts that worker (src/samples/sandbox/frame.mjs), a document of its
//   own so that it gets its own Content-Security-Policy (src/plugins/security-headers).
// Compiling three workspaces takes a while: the compiled samples are cached (compileCache.mjs), and a production
// build compiles them in a worker thread from the time it loads the site. The bundles are cached too (bundleCache.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {compileCached, warmCompileCache} from './compileCache.mjs';
import {bundleRuntimeCached} from './bundleCache.mjs';
import {releasePackages} from './bundleRuntime.mjs';
import {typesOf} from './editorAssets.mjs';
import {frameDocument} from '../../sandbox/frame.mjs';
import {FRAME_DIR, HASHED_DIR, manifestAsset, pathInSamples, RUNNER_DIR, sourceAsset, starterFile} from '../../shared/protocol.mjs';
import {SAMPLE_VERSIONS, samplesDir} from '../../shared/versions.mjs';
import {NEEDS_SCRIPT_CLASS} from '../../shared/block.mjs';
import {metaPolicy, sampleFramePolicy} from '../../../plugins/security-headers/contentSecurityPolicy.mjs';
import {writeErrorEntries} from '../errorEntries.mjs';

/** @param {string} text */
const hash = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * Writes build/sample-runner/. Exported for scripts that need it without a full site build.
 * @param {string} siteDir
 * @param {string} outDir the site's build directory
 */
export async function buildSampleRunner(siteDir, outDir) {
  const compiled = SAMPLE_VERSIONS.map((version) => ({version, ...compileCached(siteDir, version)}));
  fs.mkdirSync(path.join(outDir, RUNNER_DIR, FRAME_DIR), {recursive: true});
  // The frame's policy is in its document, so that it holds on hosts that send no headers.
  fs.writeFileSync(path.join(outDir, RUNNER_DIR, FRAME_DIR, 'index.html'), frameDocument(metaPolicy(sampleFramePolicy())));
  const {worker, compiler, upgrade, releases} = await bundleRuntimeCached({siteDir, outDir, workspaces: compiled.map(({version, format}) => ({version, format}))});
  /** @param {string} asset path below RUNNER_DIR @param {string} body */
  const write = (asset, body) => {
    fs.mkdirSync(path.join(outDir, RUNNER_DIR, path.dirname(asset)), {recursive: true});
    fs.writeFileSync(path.join(outDir, RUNNER_DIR, asset), body);
  };
  for (const {version, format, samples, options} of compiled) {
    // The editor's type checker: this workspace's compiler options and declaration files (editorAssets.mjs).
    const typesBody = JSON.stringify(typesOf(siteDir, version, options));
    const types = `${HASHED_DIR}${version}/types.${hash(typesBody)}.json`;
    write(types, typesBody);
    /** @type {import('../../shared/protocol.mjs').Manifest['samples']} */
    const entries = {};
    for (const [file, sample] of samples) {
      // The editor's copy of the sample's TypeScript (and of the sample files it imports), at a path derived from its own.
      if (sample.sources !== undefined) {
        write(sourceAsset(version, file), JSON.stringify({entry: pathInSamples(version, file), files: sample.sources}));
      }
      if (sample.kind === 'run') {
        const body = JSON.stringify({entry: sample.entry, modules: sample.modules, expected: sample.expected});
        const asset = `${HASHED_DIR}${version}/s/${hash(body)}.json`;
        write(asset, body);
        entries[file] = {kind: 'run', asset};
      } else if (sample.kind === 'node') {
        entries[file] = {kind: 'node', reason: /** @type {string} a Node-only sample has one */ (sample.reason)};
      } else {
        entries[file] = {kind: 'fails', diagnostics: sample.diagnostics ?? []};
      }
    }
    const starter = starterFile(version);
    if (entries[starter]?.kind !== 'run') throw new Error(`${starter}, the playground's starter program for ${version}, is missing or does not run in the browser`);
    // Paths in the manifest are relative to RUNNER_DIR.
    /** @type {import('../../shared/protocol.mjs').Manifest} */
    const manifest = {
      version,
      format,
      worker: path.relative(RUNNER_DIR, worker),
      compiler: path.relative(RUNNER_DIR, compiler),
      upgrade: path.relative(RUNNER_DIR, upgrade),
      types,
      release: path.relative(RUNNER_DIR, releases[version]),
      frame: FRAME_DIR,
      samples: entries,
      // The same list the release file is built from: what the playground tells a reader they can import.
      packages: releasePackages(siteDir, version),
      starter,
    };
    write(manifestAsset(version), JSON.stringify(manifest));
  }
}

/**
 * Builds the runner's files into `dir`/sample-runner/ next to the previous ones, then swaps them in, so that the dev
 * server never serves a half-written folder.
 * @param {string} siteDir
 * @param {string} dir
 */
async function buildForDevServer(siteDir, dir) {
  const next = `${dir}.next`;
  fs.rmSync(next, {recursive: true, force: true});
  await buildSampleRunner(siteDir, next);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.renameSync(next, dir);
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function sampleRunnerPlugin(context) {
  // `docusaurus start` (the bin's default; `build` sets production before it loads the site): Run and Edit need the
  // runner's files, which a production build writes after the site build. The dev server serves them from a folder
  // of their own, built when the site loads and again when a sample changes.
  const devServer = process.env.NODE_ENV === 'development';
  const devDir = path.join(context.siteDir, 'node_modules', '.cache', 'sample-runner-dev');
  /** @type {Promise<void>} */
  let compiling = Promise.resolve();
  return {
    name: 'sample-runner',
    // Without JavaScript a Run button could do nothing: hide it (the code itself stays readable).
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>.${NEEDS_SCRIPT_CLASS}{display:none!important}</style>`}]};
    },
    getPathsToWatch() {
      return devServer ? SAMPLE_VERSIONS.map((version) => path.join(context.siteDir, samplesDir(version), '**', '*.ts')) : [];
    },
    async loadContent() {
      // A production build: the samples compile beside the bundler and the page rendering; postBuild waits for them.
      if (process.env.NODE_ENV === 'production') compiling = warmCompileCache(context.siteDir, SAMPLE_VERSIONS);
      if (devServer) await buildForDevServer(context.siteDir, devDir);
      // The error reference's entries, which the panel links a run's error to: <vN>.errors.json.
      if (devServer) for (const version of SAMPLE_VERSIONS) writeErrorEntries(context.siteDir, devDir, version, context.baseUrl);
    },
    configureWebpack(_config, isServer) {
      if (!devServer || isServer) return undefined;
      // Docusaurus merges a plugin's devServer into its own (arrays are concatenated): one more static folder. Its
      // types leave devServer out of the result, which its start command reads all the same.
      const result = {devServer: {static: [{publicPath: `${context.baseUrl}${RUNNER_DIR}`, directory: path.join(devDir, RUNNER_DIR), watch: false}]}};
      return /** @type {import('webpack').Configuration} */ (/** @type {unknown} */ (result));
    },
    async postBuild({outDir}) {
      await compiling;
      await buildSampleRunner(context.siteDir, outDir);
      for (const version of SAMPLE_VERSIONS) writeErrorEntries(context.siteDir, outDir, version, context.baseUrl);
    },
  };
}
