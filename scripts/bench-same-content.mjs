// The bench's same-content baseline: a bare Docusaurus 3.9.2 classic site (no plugins, no swizzles, no custom CSS or
// components) holding our docs (every version, same routes), our blog posts and their authors and tags, generated from
// the site's build inputs on each bench run. Each `file=examples/...` fence gets the sample's text as the site shows
// it, through the site's own sample code (src/samples/build/samples.mjs); the rest of the fence's meta (title, line
// highlights) stays, the Run button's data is not added. What differs from our build is what we add on top of
// Docusaurus: plugins, swizzled components, styles, the runner and the search.
//
// The project lives in bench/baseline-content/ (gitignored); its node_modules are hard links to the bare baseline's
// (bench/baseline/, scripts/bench.mjs), so it costs no install and no disk, and has a build cache of its own.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {listCodeFences, loadSample, parseSampleMeta} from '../src/samples/build/samples.mjs';
import {DOCS_VERSIONS, LAST_VERSION} from '../src/siteData/versions.mjs';

/** Files and folders copied from the site as they are (after the fences are inlined). */
const CONTENT = ['docs', 'versioned_docs', 'versioned_sidebars', 'versions.json', 'blog'];

/** MDX imports a bare classic site resolves: the theme's and Docusaurus' own components. */
const BARE_IMPORT = /^import\s[^;]*?from\s+['"](@theme\/|@docusaurus\/)[^'"]+['"];?\s*$/;

/**
 * A Markdown/MDX text with each sample fence filled from its file, as src/samples/build/embedSamples.mjs does at build time.
 * @param {string} rootDir the site's root
 * @param {string} file the content file, relative to rootDir (for error messages)
 * @param {string} text
 */
export function inlineSamples(rootDir, file, text) {
  const lines = text.split('\n');
  /** @type {{start: number, end: number, replacement: string[]}[]} */
  const edits = [];
  for (const fence of listCodeFences(text)) {
    const ref = parseSampleMeta(fence.meta);
    if (ref === undefined) continue;
    const code = loadSample(rootDir, ref);
    const meta = fence.meta.replace(/(?:^|\s)(?:file|region)=\S+/g, '').trim();
    const open = lines[fence.line - 1] ?? '';
    const indent = /^\s*/.exec(open)?.[0] ?? '';
    // A fence longer than any backtick run of the code, so that the code cannot close it.
    const longestRun = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
    const marker = '`'.repeat(Math.max(3, longestRun + 1));
    // The closing line, found as listCodeFences finds it (its body cannot tell no line from one empty line).
    const openMarker = /^\s*(`{3,}|~{3,})/.exec(open)?.[1] ?? '```';
    const closing = new RegExp(`^\\s*${openMarker[0]}{${openMarker.length},}\\s*$`);
    let end = fence.line;
    while (end < lines.length && !closing.test(lines[end] ?? '')) end++;
    edits.push({
      start: fence.line - 1,
      end,
      replacement: [`${indent}${marker}${fence.lang}${meta ? ` ${meta}` : ''}`, ...code.split('\n').map((l) => (l ? indent + l : l)), `${indent}${marker}`],
    });
  }
  for (const {start, end, replacement} of edits.reverse()) lines.splice(start, end - start + 1, ...replacement);
  const out = lines.join('\n');
  // MDX imports (outside code fences) must name components a bare classic site has.
  const inFence = new Set(listCodeFences(out).flatMap((f) => Array.from({length: f.body.split('\n').length + 2}, (_, i) => f.line - 1 + i)));
  out.split('\n').forEach((line, i) => {
    if (!inFence.has(i) && /^import\s/.test(line) && !BARE_IMPORT.test(line)) {
      throw new Error(`${file}: "${line}" needs a component a bare Docusaurus site lacks; give the same-content baseline a Markdown equivalent (scripts/bench-same-content.mjs)`);
    }
  });
  return out;
}

/**
 * Copies a file or folder, inlining the samples of every .md/.mdx file on the way.
 * @param {string} rootDir
 * @param {string} relative
 * @param {string} outDir
 * @returns {number} content files written
 */
function copyContent(rootDir, relative, outDir) {
  const from = path.join(rootDir, relative);
  const to = path.join(outDir, relative);
  if (!fs.existsSync(from)) return 0;
  if (fs.statSync(from).isDirectory()) {
    let count = 0;
    for (const entry of fs.readdirSync(from)) count += copyContent(rootDir, path.join(relative, entry), outDir);
    return count;
  }
  fs.mkdirSync(path.dirname(to), {recursive: true});
  if (!/\.mdx?$/.test(relative)) {
    fs.copyFileSync(from, to);
    return 0;
  }
  fs.writeFileSync(to, inlineSamples(rootDir, relative, fs.readFileSync(from, 'utf8')));
  return 1;
}

/**
 * The config: the classic preset with our docs versions, blog options that shape the pages (reading time, feeds,
 * sidebar) and our code languages; and the site's API-history remark plugin on the docs, whose notes and changes
 * pages are Markdown made at build time (the changes pages hold only `<ApiChanges />` without it): content, not an
 * addition of ours. Nothing else. The plugin finds a page's version from its path in the site; the baseline's files
 * are at the same relative paths in its own folder.
 * @param {string} rootDir
 * @param {string} outProject
 * @param {string[]} additionalLanguages
 */
function configSource(rootDir, outProject, additionalLanguages) {
  const versions = Object.fromEntries(DOCS_VERSIONS.map(({name, label, path: versionPath}) => [name, {label, path: versionPath}]));
  const config = {
    title: 'InversifyJS',
    tagline: 'Same-content baseline',
    favicon: 'img/favicon.ico',
    url: 'https://example.com',
    baseUrl: '/',
    trailingSlash: true,
    future: {v4: true, experimental_faster: true},
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'warn',
    markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},
    i18n: {defaultLocale: 'en', locales: ['en']},
    presets: [
      [
        'classic',
        {
          docs: {sidebarPath: './sidebars.js', lastVersion: LAST_VERSION.name, versions},
          blog: {showReadingTime: true, blogSidebarCount: 'ALL', feedOptions: {type: ['rss', 'atom'], limit: false}},
          // The template's stylesheet, as in the bare baseline.
          theme: {customCss: './src/css/custom.css'},
        },
      ],
    ],
    themeConfig: {
      navbar: {
        title: 'InversifyJS',
        items: [
          {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial'},
          {to: '/blog/', label: 'Blog', position: 'left'},
          {type: 'docsVersionDropdown', position: 'right'},
        ],
      },
      footer: {style: 'dark', copyright: 'Same-content baseline of the bench.'},
      prism: {additionalLanguages},
    },
  };
  return [
    '// Generated by scripts/bench-same-content.mjs: do not edit.',
    `import {apiHistoryIn} from ${JSON.stringify(path.join(rootDir, 'src/remark/apiHistory/index.mjs'))};`,
    `const apiHistory = apiHistoryIn(${JSON.stringify(rootDir)});`,
    'const apiHistoryOfSiteFile = () => {',
    '  const transform = apiHistory();',
    '  return (tree, file) => {',
    '    const own = file.path;',
    `    file.path = own.replace(${JSON.stringify(outProject)}, ${JSON.stringify(rootDir)});`,
    '    try { transform(tree, file); } finally { file.path = own; }',
    '  };',
    '};',
    `const config = ${JSON.stringify(config, null, 2)};`,
    'config.presets[0][1].docs.beforeDefaultRemarkPlugins = [apiHistoryOfSiteFile];',
    'export default config;',
    '',
  ].join('\n');
}

/**
 * Regenerates the same-content project from the site's inputs (node_modules and the build cache are kept).
 * @param {{rootDir: string, bareProject: string, outProject: string, log: (...args: unknown[]) => void}} options
 */
export function prepareSameContentBaseline({rootDir, bareProject, outProject, log}) {
  fs.mkdirSync(outProject, {recursive: true});
  for (const entry of fs.readdirSync(outProject)) {
    if (entry !== 'node_modules') fs.rmSync(path.join(outProject, entry), {recursive: true, force: true});
  }
  // The template's package.json (the same dependencies as the bare baseline) and its static files.
  fs.copyFileSync(path.join(bareProject, 'package.json'), path.join(outProject, 'package.json'));
  fs.cpSync(path.join(bareProject, 'static'), path.join(outProject, 'static'), {recursive: true});
  fs.copyFileSync(path.join(rootDir, 'static/img/logo.svg'), path.join(outProject, 'static/img/logo.svg'));
  // The template's home page, as in the bare baseline (our home page is made of our own components).
  fs.cpSync(path.join(bareProject, 'src'), path.join(outProject, 'src'), {recursive: true});
  let files = 0;
  for (const relative of CONTENT) files += copyContent(rootDir, relative, outProject);
  fs.writeFileSync(
    path.join(outProject, 'sidebars.js'),
    "// Generated by scripts/bench-same-content.mjs: do not edit.\nexport default {tutorialSidebar: [{type: 'autogenerated', dirName: '.'}]};\n",
  );
  const ourConfig = fs.readFileSync(path.join(rootDir, 'docusaurus.config.ts'), 'utf8');
  const languages = /additionalLanguages:\s*\[([^\]]*)\]/.exec(ourConfig)?.[1] ?? '';
  fs.writeFileSync(
    path.join(outProject, 'docusaurus.config.mjs'),
    configSource(rootDir, path.resolve(outProject), [...languages.matchAll(/'([^']+)'/g)].map((m) => m[1])),
  );

  const modules = path.join(outProject, 'node_modules');
  if (!fs.existsSync(path.join(modules, '@docusaurus/faster'))) {
    fs.rmSync(modules, {recursive: true, force: true});
    log('same-content baseline: node_modules as hard links to the bare baseline’s');
    const copy = spawnSync('cp', ['-al', path.join(bareProject, 'node_modules'), modules], {encoding: 'utf8'});
    if (copy.status !== 0) throw new Error(`cp -al failed: ${copy.stderr}`);
    fs.rmSync(path.join(modules, '.cache'), {recursive: true, force: true});
  }
  log(`same-content baseline: ${files} pages and posts generated in ${path.relative(rootDir, outProject)}`);
}
