// Pages for AI tools and for readers who prefer Markdown.
// - A Markdown twin of every docs page and blog post (/docs/fundamentals/binding/ -> /docs/fundamentals/binding.md),
//   made by @signalwire/docusaurus-plugin-llms-txt from the rendered HTML, so embedded samples, admonitions and tables
//   are there as readers see them (a converter working from the MDX source would see the samples' empty fences).
// - /llms.txt (llmstxt.org): the site, then each docs version (the current release first, then next, then older
//   ones) and the blog, each page linked to its twin with its description, in sidebar order.
// - One llms-full.txt per docs version (e.g. /docs/next/llms-full.txt): every page of that version, concatenated.
// The wrapped plugin also writes an llms.txt of its own, grouped by URL; ours replaces it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import rehypeReadable from './rehypeReadable.mjs';
import {keepTwins, restoreTwins, twinsKey} from './keptTwins.mjs';
import {stagePlainPages} from './plainCode.mjs';

/**
 * @typedef {import('@docusaurus/plugin-content-docs').LoadedVersion} LoadedVersion
 * @typedef {import('@docusaurus/plugin-content-docs').DocMetadata} DocMetadata
 * @typedef {import('@docusaurus/plugin-content-blog').BlogPostMetadata} BlogPostMetadata
 */

// Permalinks in the loaded content may lack the trailing slash the routes have (trailingSlash: true).
/** @param {string} pathname */
const withoutSlash = (pathname) => pathname.replace(/\/$/, '');

/**
 * The twin of a page path: /docs/a/b/ -> /docs/a/b.md
 * @param {string} permalink
 */
export const twinPath = (permalink) => `${withoutSlash(permalink)}.md`;

/**
 * The route tree cut down to the pages of `twins` (paths without the trailing slash), with the layout routes that
 * hold them.
 * @template {import('@docusaurus/types').RouteConfig} Route
 * @param {Route[]} routes
 * @param {Set<string>} twins
 * @returns {Route[]}
 */
function routesWithTwins(routes, twins) {
  return routes.flatMap((route) => {
    if (route.routes === undefined) return twins.has(withoutSlash(route.path)) ? [route] : [];
    const kept = routesWithTwins(route.routes, twins);
    return kept.length > 0 ? [{...route, routes: kept}] : [];
  });
}

/**
 * Docs ids in sidebar order (categories depth first), then any doc outside the sidebars.
 * @param {LoadedVersion} version
 * @returns {DocMetadata[]}
 */
function sidebarOrder(version) {
  /** @type {string[]} */
  const ids = [];
  /** @param {LoadedVersion['sidebars'][string]} items */
  const walk = (items) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') ids.push(item.link.id);
        walk(item.items);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars ?? {})) walk(sidebar);
  const order = new Map([...new Set(ids)].map((id, i) => [id, i]));
  return [...version.docs].sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
}

// The release readers get by default first, then the one in preparation, then older ones.
/** @param {LoadedVersion} version */
const versionRank = (version) => (version.isLast ? 0 : version.versionName === 'current' ? 1 : 2);

/**
 * @param {{title: string, permalink: string, description?: string}} page
 * @param {string} siteUrl
 */
const linkLine = ({title, permalink, description}, siteUrl) =>
  `- [${title}](${siteUrl}${twinPath(permalink)})${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}`;

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin<void>}
 */
export default function llmsPlugin(context) {
  const {siteConfig} = context;
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/$/, '');
  /** @type {{versions: LoadedVersion[], posts: BlogPostMetadata[], twins: Set<string>}} */
  const site = {versions: [], posts: [], twins: new Set()};

  const inner = llmsTxtPlugin(context, {
    siteTitle: siteConfig.title,
    siteDescription: siteConfig.tagline,
    onRouteError: 'throw',
    logLevel: 1,
    content: {
      enableMarkdownFiles: true,
      enableLlmsFullTxt: false,
      relativePaths: false,
      includeDocs: true,
      includeVersionedDocs: true,
      includeBlog: true,
      includePages: false,
      includeGeneratedIndex: false,
      contentSelectors: ['.theme-doc-markdown', 'article'],
      beforeDefaultRehypePlugins: [
        // The wrapped plugin's types take a rehype plugin's options as `unknown`; the tuple is checked against
        // rehypeReadable's own parameters first.
        /** @type {import('@signalwire/docusaurus-plugin-llms-txt').PluginInput} */ (
          /** @type {unknown} */ (
            /** @satisfies {import('unified').PluginTuple<Parameters<typeof rehypeReadable>, import('hast').Root>} */ (
              [rehypeReadable, {siteUrl, twinOf: (pathname) => (site.twins.has(withoutSlash(pathname)) ? twinPath(pathname) : undefined)}]
            )
          )
        ),
      ],
    },
  });

  return {
    ...inner,
    name: 'inversify-llms',

    async allContentLoaded({allContent}) {
      const docs = /** @type {import('@docusaurus/plugin-content-docs').LoadedContent | undefined} */ (
        allContent['docusaurus-plugin-content-docs']?.default
      );
      const blog = /** @type {import('@docusaurus/plugin-content-blog').BlogContent | undefined} */ (
        allContent['docusaurus-plugin-content-blog']?.default
      );
      site.versions = [...(docs?.loadedVersions ?? [])].sort((a, b) => versionRank(a) - versionRank(b));
      site.posts = (blog?.blogPosts ?? []).map((post) => post.metadata);
      site.twins = new Set([
        ...site.versions.flatMap((version) => version.docs.map((doc) => withoutSlash(doc.permalink))),
        ...site.posts.map((post) => withoutSlash(post.permalink)),
      ]);
    },

    async postBuild(props) {
      if (!inner.postBuild) throw new Error('inversify-llms: @signalwire/docusaurus-plugin-llms-txt has no postBuild step any more');
      const {outDir} = props;
      // The twins of the last build when nothing they are made from has changed (keptTwins.mjs).
      const pages = [...site.twins].map((pathname) => ({html: `${pathname.slice(1)}/index.html`, twin: twinPath(pathname).slice(1)}));
      const kept = {keptDir: path.join(context.siteDir, 'node_modules', '.cache', 'inversify-llms'), outDir, key: await twinsKey({siteUrl, outDir, pages})};
      // A restore that fails (another build of the checkout replacing the kept twins meanwhile) converts instead.
      if (!(await restoreTwins(kept).catch(() => false))) {
        // The wrapped plugin keeps a cache of its own, which may hold twins made by other conversion rules: dropped.
        await fs.rm(path.join(props.generatedFilesDir, 'docusaurus-plugin-llms-txt'), {recursive: true, force: true});
        // The wrapped plugin converts copies of the pages whose code tokens are plain text (plainCode.mjs), in a
        // folder of their own, and the twins are moved from there.
        const stagingDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inversify-llms-'));
        try {
          await stagePlainPages({outDir, stagingDir, pages});
          // Twins for docs pages and posts only (not the blog's list, archive, tag and author pages): the wrapped
          // plugin is given just their routes. Excluding the others through its options would work too, but it warns
          // about the routes it excludes on every build.
          await inner.postBuild({...props, outDir: stagingDir, routes: routesWithTwins(props.routes, site.twins)});
          await Promise.all(pages.map(({twin}) => fs.copyFile(path.join(stagingDir, twin), path.join(outDir, twin))));
        } finally {
          await fs.rm(stagingDir, {recursive: true, force: true});
        }
        await keepTwins({...kept, pages});
      }
      const sections = [];
      for (const version of site.versions) {
        const docs = sidebarOrder(version);
        const heading = version.isLast ? `Docs ${version.label} (current release)` : version.versionName === 'current' ? `Docs ${version.label} (in preparation)` : `Docs ${version.label}`;
        sections.push(`## ${heading}\n\n${docs.map((doc) => linkLine(doc, siteUrl)).join('\n')}`);
        const pages = await Promise.all(docs.map((doc) => fs.readFile(path.join(outDir, twinPath(doc.permalink)), 'utf8')));
        const full = [`# ${siteConfig.title} docs ${version.label}\n\n> ${siteConfig.tagline}\n`, ...pages.map((page, i) => `<!-- ${siteUrl}${withoutSlash(docs[i].permalink)}/ -->\n\n${page.trim()}\n`)];
        await fs.writeFile(path.join(outDir, version.path, 'llms-full.txt'), full.join('\n---\n\n'));
      }
      sections.push(`## Blog\n\n${site.posts.map((post) => linkLine(post, siteUrl)).join('\n')}`);
      const fullFiles = site.versions.map((version) => `- [All ${version.label} docs in one file](${siteUrl}${version.path.replace(/\/$/, '')}/llms-full.txt)`);
      const index = [
        `# ${siteConfig.title}`,
        `> ${siteConfig.tagline}`,
        'Each link below leads to the Markdown version of a page (its HTML address with `.md` instead of the trailing slash). ' +
          'Code samples are complete programs, compiled and run against the inversify release each docs version documents.',
        ...sections,
        `## Optional\n\n${fullFiles.join('\n')}`,
      ];
      await fs.writeFile(path.join(outDir, 'llms.txt'), `${index.join('\n\n')}\n`);
    },
  };
}
