// What the site takes from framework files, recorded in src/theme/upstream.json with the hash of the upstream
// version it was written against (UPGRADING.md): files copied from Docusaurus (ejected rather than wrapped),
// framework modules our plugins replace or patch in the bundle, and imports of framework internals (files that
// are not public API, generated modules, globals and attributes). When an upgrade changes one of those upstream
// files, these tests name what to re-check; when the code starts or stops relying on one, they name the entry to
// add or remove. Each copy also keeps the upstream MIT copyright line and says what it was copied from.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const root = path.resolve(import.meta.dirname, '../..');
const themeDir = path.join(root, 'src/theme');

/**
 * @typedef {{package: string, version: string, path: string, sha256: string}} Upstream
 * @typedef {Upstream & {plugin: string}} Replacement
 * @typedef {Upstream & {import?: string, global?: string, names?: string[], usedBy: string[]}} Internal
 * @typedef {Upstream & {component: string, wrap: string}} Wrapped
 * @typedef {{files: Record<string, Upstream>, wrapped: Record<string, Wrapped>, replaced: Record<string, Replacement>, patched: Record<string, Replacement>, internals: Internal[]}} UpstreamRecord
 */
/** @type {UpstreamRecord} */
const record = JSON.parse(fs.readFileSync(path.join(themeDir, 'upstream.json'), 'utf8'));
const copies = record.files;

/** The installed upstream file, in the package the site resolves (some packages do not export package.json). */
/** @param {{package: string, path: string}} entry */
function upstreamFile(entry) {
  const packageDir = path.join(root, 'node_modules', entry.package);
  const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const file = path.join(packageDir, entry.path);
  return {version, file, text: fs.readFileSync(file, 'utf8')};
}

const sha256 = (/** @type {string} */ text) => crypto.createHash('sha256').update(text).digest('hex');

/** @param {string} dir */
function filesUnder(dir) {
  return fs.readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(themeDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

test('every recorded copy exists', () => {
  const missing = Object.keys(copies).filter((file) => !fs.existsSync(path.join(themeDir, file)));
  assert.deepEqual(missing, [], 'src/theme/upstream.json lists files that are gone: remove their entries');
});

test('every theme component either wraps the original or is a recorded copy', () => {
  const unrecorded = filesUnder(themeDir)
    .filter((file) => /\.tsx$|(^|\/)index\.ts$/.test(file) && !(file in copies))
    .filter((file) => !fs.readFileSync(path.join(themeDir, file), 'utf8').includes("from '@theme-original/"));
  assert.deepEqual(
    unrecorded,
    [],
    'these theme components neither wrap @theme-original nor are recorded in src/theme/upstream.json (with the upstream file and its sha256)',
  );
});

for (const [file, entry] of Object.entries(copies)) {
  test(`src/theme/${file} matches the installed ${entry.package}/${entry.path}`, () => {
    const upstream = upstreamFile(entry);
    assert.equal(
      sha256(upstream.text),
      entry.sha256,
      `${entry.package}/${entry.path} changed (${entry.version} -> installed ${upstream.version}): re-sync src/theme/${file} with it, ` +
        'keeping our changes (marked inversify-site), then record the new version and sha256 in src/theme/upstream.json',
    );
  });

  test(`src/theme/${file} keeps the upstream licence header and names its source`, () => {
    const copyright = /Copyright \(c\)[^\n]*/.exec(upstreamFile(entry).text)?.[0];
    assert.ok(copyright, `no copyright line in ${entry.package}/${entry.path}`);
    const header = /^\/\*\*[\s\S]*?\*\//.exec(fs.readFileSync(path.join(themeDir, file), 'utf8'))?.[0] ?? '';
    assert.ok(header.includes(copyright), `src/theme/${file} must start with a comment block carrying "${copyright}"`);
    assert.match(header, /MIT license/);
    assert.ok(
      header.includes(`from ${entry.package}@${entry.version} ${entry.path}`),
      `the header of src/theme/${file} must say it was copied from ${entry.package}@${entry.version} ${entry.path}`,
    );
  });
}

test('the site is MIT licensed, and the notices carry the licence of every package copied from', () => {
  assert.match(fs.readFileSync(path.join(root, 'LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) \d{4} InversifyJS maintainers\n/);
  const notices = fs.readFileSync(path.join(root, 'THIRD-PARTY-NOTICES.md'), 'utf8');
  for (const entry of Object.values(copies)) {
    assert.ok(notices.includes(`\`${entry.package}\``), `THIRD-PARTY-NOTICES.md must name ${entry.package}`);
    const copyright = /Copyright \(c\)[^\n]*/.exec(upstreamFile(entry).text)?.[0] ?? '';
    assert.ok(notices.includes(copyright), `THIRD-PARTY-NOTICES.md must carry "${copyright}" (${entry.package})`);
  }
  assert.match(notices, /Permission is hereby granted/);
});

// Wrappers: components that render the framework's own through @theme-original. The theme's swizzle config says how safe
// wrapping each is; an "unsafe" one may change its props or markup in a minor release, so each is recorded with the
// file it wraps, and an upgrade that changes that file names the wrapper to re-check.

/** The component each file under src/theme wraps (`@theme-original/<component>`), by file relative to src/theme. */
function wrappers() {
  /** @type {Record<string, string>} */
  const found = {};
  for (const file of filesUnder(themeDir).filter((f) => /\.(tsx?|mjs|js)$/.test(f))) {
    const component = /from\s+['"]@theme-original\/([^'"]+)['"]/.exec(fs.readFileSync(path.join(themeDir, file), 'utf8'))?.[1];
    if (component) found[file] = component;
  }
  return found;
}

test('every @theme-original wrapper is recorded with the component it wraps, and every record is a wrapper', () => {
  const recorded = Object.fromEntries(Object.entries(record.wrapped).map(([file, entry]) => [file, entry.component]));
  assert.deepEqual(
    wrappers(),
    recorded,
    'each file under src/theme that imports @theme-original/<component> needs an entry under "wrapped" in src/theme/upstream.json (and no other file one)',
  );
});

for (const [file, entry] of Object.entries(record.wrapped)) {
  test(`src/theme/${file} wraps ${entry.component} as installed (${entry.package}/${entry.path}), whose wrapping is ${entry.wrap}`, () => {
    const upstream = upstreamFile(entry);
    // Core's own theme (theme-fallback: Loading, Error, NotFound) is the first every theme overrides; it has no swizzle config.
    const core = entry.package === '@docusaurus/core';
    const theme = path.join(root, 'node_modules', entry.package, core ? 'lib/client/theme-fallback' : 'lib/theme', entry.component);
    assert.ok([`${theme}.js`, path.join(theme, 'index.js')].includes(upstream.file), `${entry.path} is not the theme's ${entry.component}`);
    /** @type {{default: () => {components: Record<string, {actions: {wrap: string}}>}} | null} */
    const swizzle = core ? null : createRequire(import.meta.url)(path.join(root, 'node_modules', entry.package, 'lib/getSwizzleConfig.js'));
    // A component the config does not list is unsafe to wrap (Docusaurus's default).
    assert.equal(swizzle?.default().components[entry.component]?.actions.wrap ?? 'unsafe', entry.wrap, `${entry.component}: the swizzle config changed its wrap safety`);
    assert.equal(
      sha256(upstream.text),
      entry.sha256,
      `${entry.package}/${entry.path} changed (${entry.version} -> installed ${upstream.version}): re-check that src/theme/${file} still ` +
        'passes the props it takes and finds the markup it relies on, then record the new version and sha256 in src/theme/upstream.json',
    );
  });
}

/** The recorded upstream file still has the recorded hash, or the message names what to re-check. */
/** @param {Upstream} entry @param {string} what what relies on it */
function assertUnchanged(entry, what) {
  const upstream = upstreamFile(entry);
  assert.equal(
    sha256(upstream.text),
    entry.sha256,
    `${entry.package}/${entry.path} changed (${entry.version} -> installed ${upstream.version}): re-check ${what} ` +
      '(UPGRADING.md says how), then record the new version and sha256 in src/theme/upstream.json',
  );
}

/** Files of the site under `dir` (relative to the root, with forward slashes), recursively. */
/** @param {string} dir */
function siteFiles(dir) {
  return fs.readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

// Replaced and patched modules: what the plugins really do, captured by running each plugin's configureWebpack with a
// bundler that records the replacements and rules instead of applying them.

/**
 * @typedef {{resource: RegExp, replacement: string}} CapturedReplacement
 * @typedef {{test: RegExp, loader: string}} CapturedRule
 */

/** @param {string} plugin a plugin file, relative to the root */
async function capture(plugin) {
  /** @type {CapturedReplacement[]} */
  const replacements = [];
  /** @type {CapturedRule[]} */
  const rules = [];
  const instance = {
    NormalModuleReplacementPlugin: class {
      /** @param {RegExp} resource @param {string} replacement */
      constructor(resource, replacement) {
        replacements.push({resource, replacement: path.relative(root, replacement).split(path.sep).join('/')});
      }
      apply() {}
    },
    WebpackError: Error,
  };
  const context = {siteDir: root, currentBundler: {name: 'rspack', instance}};
  /** @type {{default: (context: unknown) => {configureWebpack?: (config: object, isServer: boolean) => unknown}}} */
  const module = await import(path.join(root, plugin));
  const instanceOfPlugin = module.default(context);
  for (const isServer of [false, true]) {
    const result = /** @type {{module?: {rules?: {test: RegExp, use: {loader: string}[]}[]}} | undefined} */ (
      instanceOfPlugin.configureWebpack?.({}, isServer)
    );
    if (isServer) continue;
    for (const rule of result?.module?.rules ?? []) {
      for (const use of rule.use) rules.push({test: rule.test, loader: path.relative(root, use.loader).split(path.sep).join('/')});
    }
  }
  return {replacements, rules};
}

/** The plugins that replace a module (they use src/plugins/replaceModule.mjs) or patch one (they add a loader). */
const modulePlugins = siteFiles('src/plugins')
  .filter((file) => file.endsWith('/index.mjs'))
  .filter((file) => /replaceModule\.mjs'|loader: require\.resolve\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));

test('every framework module a plugin replaces or patches is recorded, and nothing else is', async () => {
  /** @type {Record<string, string>} */
  const replaced = {};
  /** @type {Record<string, string>} */
  const patched = {};
  const ownFiles = siteFiles('src').map((file) => path.join(root, file));
  for (const plugin of modulePlugins) {
    const {replacements, rules} = await capture(plugin);
    for (const {resource, replacement} of replacements) {
      const entry = record.replaced[replacement];
      if (entry && resource.test(upstreamFile(entry).file)) {
        replaced[replacement] = plugin;
        continue;
      }
      // A swap between two modules of our own (lazy-prism's server tokenizer) is not a framework replacement.
      assert.ok(
        !entry && ownFiles.some((file) => resource.test(file)),
        `${plugin} puts ${replacement} in place of the module matching ${resource}: record that framework file under "replaced" in src/theme/upstream.json`,
      );
    }
    for (const {test: match, loader} of rules) {
      const entry = record.patched[loader];
      assert.ok(entry && match.test(upstreamFile(entry).file), `${plugin} edits modules matching ${match} with ${loader}: record that framework file under "patched"`);
      patched[loader] = plugin;
    }
  }
  assert.deepEqual(replaced, Object.fromEntries(Object.entries(record.replaced).map(([file, entry]) => [file, entry.plugin])));
  assert.deepEqual(patched, Object.fromEntries(Object.entries(record.patched).map(([file, entry]) => [file, entry.plugin])));
});

for (const [file, entry] of Object.entries(record.replaced)) {
  test(`${file} stands in for the installed ${entry.package}/${entry.path}`, () => {
    assertUnchanged(entry, `${file}, which takes its place (src/plugins/replaceModule.mjs)`);
    const copy = copies[path.relative(themeDir, path.join(root, file)).split(path.sep).join('/')];
    if (copy) assert.deepEqual(copy, {package: entry.package, version: entry.version, path: entry.path, sha256: entry.sha256}, 'the copy and the replacement record the same file');
  });
}

for (const [loader, entry] of Object.entries(record.patched)) {
  test(`${loader} still applies to the installed ${entry.package}/${entry.path}`, async () => {
    assertUnchanged(entry, `${loader}, which edits it as it is bundled`);
    const require = (await import('node:module')).createRequire(import.meta.url);
    /** @type {(source: string) => string} */
    const edit = require(path.join(root, loader));
    assert.notEqual(edit(upstreamFile(entry).text), upstreamFile(entry).text);
  });
}

// Internals: imports of framework files that are not public API, the modules Docusaurus generates, and its globals and
// attributes, wherever the site's code uses them: src/, tests/, scripts/ and the configuration files at the root.

/** @param {string} specifier */
function isInternal(specifier) {
  const generated = /^@generated\/([^/.]+)/.exec(specifier)?.[1];
  // A generated module of our own plugins (src/plugins/<name>/) is ours.
  if (generated) return !fs.existsSync(path.join(root, 'src/plugins', generated));
  return /^@docusaurus\/[^/]+\/(lib|src)\//.test(specifier) || /^@docusaurus\/[^/]+\/internal$/.test(specifier) || /^@docsearch\/[^/]+\/dist\//.test(specifier);
}

/** The names an import clause takes: `X` (default), `{a, type B, c as d}`, `* as N`. */
/** @param {string} clause */
function importedNames(clause) {
  const names = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  for (const part of braces?.[1].split(',') ?? []) {
    const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
    if (name) names.push(name);
  }
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/^type\s+/, '');
  if (/\*\s+as\s+\w+/.test(outside)) names.push('*');
  else if (/^\s*[\w$]+/.test(outside)) names.push('default');
  return names;
}

/** What one file takes from framework internals: `specifier` -> names ([] for a side-effect import or a path). */
/** @param {string} text */
function internalsOf(text) {
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  const add = (/** @type {string} */ key, /** @type {string[]} */ names) => {
    const set = found.get(key) ?? new Set();
    for (const name of names) set.add(name);
    found.set(key, set);
  };
  for (const [, clause, specifier] of text.matchAll(/\bimport\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (isInternal(specifier)) add(specifier, importedNames(clause));
  }
  for (const [, specifier] of text.matchAll(/\b(?:import\s*\(?|require(?:\.resolve)?\()\s*['"]([^'"]+)['"]/g)) {
    if (isInternal(specifier) && !found.has(specifier)) add(specifier, []);
  }
  // MiniSearch's protected term tree, `_index`, read through a cast; the key of the theme's Tabs in storage.
  for (const match of text.matchAll(/\b(window\.docusaurus\w*)|['"](__docusaurus)['"]|\b(data-has-hydrated|data-announcement-bar-initially-dismissed)\b|\.(_index)\b|(docusaurus\.tab\.)/g)) {
    add(match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5], []);
  }
  return found;
}

/** Whether `file` is one of `usedBy` (a file, or a folder ending in /). */
const usedByHas = (/** @type {string[]} */ usedBy, /** @type {string} */ file) => usedBy.some((u) => (u.endsWith('/') ? file.startsWith(u) : file === u));

test('every use of a framework internal in the site\'s code is recorded, and every record is still used', () => {
  // This file names the patterns it looks for, so it is left out.
  const self = path.relative(root, import.meta.filename).split(path.sep).join('/');
  const rootFiles = fs.readdirSync(root, {withFileTypes: true}).filter((entry) => entry.isFile()).map((entry) => entry.name);
  const sources = [...rootFiles, ...siteFiles('src'), ...siteFiles('tests'), ...siteFiles('scripts')].filter(
    (file) => /\.(ts|tsx|mts|cts|mjs|cjs|js)$/.test(file) && file !== self,
  );
  assert.ok(sources.includes('docusaurus.config.ts') && sources.some((file) => file.startsWith('scripts/')), 'the configuration and scripts are read');
  /** @type {Set<Internal>} */
  const seen = new Set();
  /** @type {Map<Internal, Set<string>>} names of each entry some file imports */
  const namesSeen = new Map();
  const unrecorded = [];
  for (const file of sources) {
    for (const [key, names] of internalsOf(fs.readFileSync(path.join(root, file), 'utf8'))) {
      const entries = record.internals.filter((e) => (e.import ?? e.global) === key && usedByHas(e.usedBy, file));
      for (const name of names.size ? names : ['']) {
        const entry = entries.find((e) => name === '' || e.names?.includes(name));
        if (!entry) {
          unrecorded.push(`${file}: ${key}${name ? ` (${name})` : ''}`);
          continue;
        }
        seen.add(entry);
        namesSeen.set(entry, (namesSeen.get(entry) ?? new Set()).add(name));
      }
    }
  }
  assert.deepEqual(unrecorded, [], 'framework internals used without an entry in the "internals" of src/theme/upstream.json (add the file to usedBy, or a new entry)');
  for (const entry of record.internals) {
    const key = entry.import ?? entry.global ?? '';
    assert.ok(seen.has(entry), `${key} (${entry.path}) is recorded but nothing uses it any more: remove its entry`);
    for (const name of entry.names ?? []) assert.ok(namesSeen.get(entry)?.has(name), `${key}: nothing imports ${name} any more`);
    for (const user of entry.usedBy) {
      const files = sources.filter((file) => usedByHas([user], file));
      assert.ok(
        files.some((file) => internalsOf(fs.readFileSync(path.join(root, file), 'utf8')).has(key)),
        `${user} is recorded as using ${key} but does not`,
      );
    }
  }
});

for (const entry of record.internals) {
  const key = entry.import ?? entry.global ?? '';
  test(`${key}${entry.names?.length ? ` (${entry.names.join(', ')})` : ''} is still ${entry.package}/${entry.path} as recorded`, () => {
    assertUnchanged(entry, `what ${entry.usedBy.join(', ')} take from it`);
    const {file, text} = upstreamFile(entry);
    // Each name is defined there (a type only in the declaration file beside it).
    const declarations = fs.existsSync(file.replace(/\.js$/, '.d.ts')) ? fs.readFileSync(file.replace(/\.js$/, '.d.ts'), 'utf8') : '';
    for (const name of entry.names ?? []) {
      const defined = name === 'default' ? /export default|exports\.default\s*=/.test(text) : new RegExp(`\\b${name}\\b`).test(text + declarations);
      assert.ok(defined, `${entry.package}/${entry.path} no longer defines ${name}`);
    }
    if (entry.global) assert.ok(text.includes(entry.global.replace(/^window\./, '')), `${entry.package}/${entry.path} no longer sets ${entry.global}`);
    // The import still resolves, and to the recorded file (or to an entry point that re-exports it).
    if (entry.import && !entry.import.startsWith('@generated/')) {
      const resolved = createRequire(path.join(root, 'package.json')).resolve(entry.import);
      const relative = `./${path.relative(path.dirname(resolved), file).split(path.sep).join('/').replace(/\.js$/, '')}`;
      assert.ok(resolved === file || fs.readFileSync(resolved, 'utf8').includes(`'${relative}'`), `${entry.import} no longer leads to ${entry.path}`);
    }
  });
}

test('Renovate holds every package whose internals the site relies on at the version recorded for them', () => {
  /** @type {{packageRules: {matchPackageNames?: string[], matchFileNames?: string[], allowedVersions?: string}[]}} */
  const renovate = JSON.parse(fs.readFileSync(path.join(root, 'renovate.json'), 'utf8'));
  const held = (/** @type {string} */ name) =>
    renovate.packageRules
      .filter((rule) => !rule.matchFileNames && rule.matchPackageNames?.some((p) => p === name || (p.endsWith('/**') && name.startsWith(p.slice(0, -2)))))
      .map((rule) => rule.allowedVersions)
      .filter(Boolean);
  const recorded = [...Object.values(copies), ...Object.values(record.wrapped), ...Object.values(record.replaced), ...Object.values(record.patched), ...record.internals];
  for (const {package: name, version} of recorded) assert.deepEqual(held(name), [version], `renovate.json holds ${name} at ${version} (an "allowedVersions" rule)`);
});
