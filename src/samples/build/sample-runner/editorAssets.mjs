// What the sample editor (src/samples/page/SampleEditor) needs besides the runner, gathered at build time from the
// examples workspaces, fetched only after a reader's first Edit:
// - per workspace, one types file `<version>/types.<hash>.json`: the compiler options of its tsconfig.json (as
//   the sample tests compile with them) and a virtual file system of every declaration file the type checker
//   may read: the TypeScript lib files those options name, and the .d.ts and package.json files of the
//   packages a browser-runnable sample may import, of `types` (@types/node) and of what they depend on,
//   resolved from the workspace as Node resolves them (examples/v7/node_modules/inversify is 7.11.0, the
//   root's hoisted copy 6.2.2); paths in it are the real paths below the site's root;
// - per editable sample, `<version>/source/<path below src>.json`: its TypeScript source and that of the
//   sample files it imports.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {isBundlable} from '../classify.mjs';
import {workspaceDir} from '../../shared/versions.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('typescript')} */
const ts = require('typescript');

const DECLARATION = /\.d\.[cm]?ts$/;

/**
 * The package directory `name` resolves to from `fromDir`, walking up node_modules folders as Node does.
 * @param {string} name
 * @param {string} fromDir
 * @param {string} stopDir do not look above this directory
 * @returns {string | undefined}
 */
function resolvePackageDir(name, fromDir, stopDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (dir === stopDir || dir === path.dirname(dir)) return undefined;
  }
}

/**
 * Declaration files and package.json files of a package (not of the packages nested in its node_modules).
 * @param {string} dir
 * @returns {string[]}
 */
function declarationFiles(dir) {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && (DECLARATION.test(e.name) || e.name === 'package.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !path.relative(dir, f).split(path.sep).includes('node_modules'));
}

/**
 * The lib files a set of `lib` names needs, following their `/// <reference lib>` lines.
 * @param {string[]} libFiles such as lib.es2022.d.ts
 * @param {string} libDir typescript/lib
 * @param {Map<string, string>} out absolute path -> text
 */
function addLibs(libFiles, libDir, out) {
  const queue = [...libFiles];
  while (queue.length > 0) {
    const file = path.join(libDir, /** @type {string} the queue is not empty */ (queue.shift()));
    if (out.has(file) || !fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    out.set(file, text);
    for (const m of text.matchAll(/\/\/\/\s*<reference\s+lib=["']([^"']+)["']/g)) queue.push(`lib.${m[1].toLowerCase()}.d.ts`);
  }
}

/**
 * @param {string} siteDir
 * @param {import('../../shared/versions.mjs').Version} version
 * @param {import('typescript').CompilerOptions} options the workspace's parsed compiler options
 * @returns {{options: Record<string, unknown>, files: Record<string, string>}} paths relative to siteDir, with a leading '/'
 */
export function typesOf(siteDir, version, options) {
  const dir = path.join(siteDir, workspaceDir(version));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  /** @type {Map<string, string>} */
  const files = new Map();
  files.set(path.join(dir, 'package.json'), fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

  // Packages: what runnable samples may import, the tsconfig's `types`, and their dependencies.
  const roots = [...Object.keys(pkg.dependencies ?? {}).filter(isBundlable), ...(options.types ?? []).map((t) => `@types/${t}`)];
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {{name: string, from: string}[]} */
  const queue = roots.map((name) => ({name, from: dir}));
  while (queue.length > 0) {
    const {name, from} = /** @type {{name: string, from: string}} the queue is not empty */ (queue.shift());
    const packageDir = resolvePackageDir(name, from, siteDir);
    if (packageDir === undefined || seen.has(packageDir)) continue;
    seen.add(packageDir);
    for (const file of declarationFiles(packageDir)) files.set(file, fs.readFileSync(file, 'utf8'));
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    for (const dep of [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]) {
      queue.push({name: dep, from: packageDir});
    }
  }

  // The lib files of the tsconfig's `lib` (parsed as file names), and those the packages reference.
  const libDir = path.dirname(require.resolve('typescript/lib/lib.d.ts'));
  const libRefs = [...files.values()].flatMap((text) => [...text.matchAll(/\/\/\/\s*<reference\s+lib=["']([^"']+)["']/g)].map((m) => `lib.${m[1].toLowerCase()}.d.ts`));
  addLibs([...(options.lib ?? [ts.getDefaultLibFileName(options)]), ...libRefs], libDir, files);

  /** @param {string} abs */
  const virtual = (abs) => `/${path.relative(siteDir, abs).split(path.sep).join('/')}`;
  // Options as the workspace's tsconfig gives them, with its paths moved into the virtual file system; no emit
  // settings that would need a disk.
  const rest = {...options};
  delete rest.configFilePath;
  return {
    options: {...rest, rootDir: virtual(path.join(dir, 'src')), outDir: virtual(path.join(dir, '.out', 'editor')), noEmit: false, declaration: false, sourceMap: false},
    files: Object.fromEntries([...files].map(([abs, text]) => [virtual(abs), text]).sort(([a], [b]) => a.localeCompare(b))),
  };
}
