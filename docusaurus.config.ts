import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import logger from '@docusaurus/logger';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {embedSamplesIn} from './src/samples/build/embedSamples.mjs';
import markInstallCommands, {labelInstallTabs} from './src/remark/markInstallCommands.mjs';
import tableCodeBreaks from './src/rehype/tableCodeBreaks.mjs';
import {apiHistoryIn} from './src/remark/apiHistory/index.mjs';
import {gitHistoryStatus} from './src/plugins/last-update/gitHistory.mjs';
import {LIBRARY_REPOSITORY, SITE_REPOSITORY} from './src/siteData/repositories.mjs';
import {darkCodeTheme, lightCodeTheme} from './src/prism/themes';
import {isHostedSearch, searchThemeConfig} from './src/search/config';
import {testedReleases} from './src/siteData/testedReleases';
import {DOCS_VERSIONS, LAST_VERSION} from './src/siteData/versions.mjs';
import {DEFAULT_PLAYGROUND_VERSION, playgroundHref} from './src/samples/shared/playgroundAddress.mjs';
import {NAVBAR_COMPLETE_HEAD_TAG} from './src/firstPaint/navbarComplete';
import {relabel} from './tests/fixtures/moved-labels/relabel.mjs';

const TAGLINE =
  'A powerful and lightweight inversion of control container for JavaScript and Node.js apps powered by TypeScript.';
const COMMUNITY_CHAT = 'https://discord.gg/jXcMagAPnm';

// Every content plugin embeds tested samples from examples/ at build time, and shows each `npm install` fence
// as npm / Yarn / pnpm tabs whose choice is shared by every page and remembered (groupId "npm2yarn"), shown from the
// first paint (src/plugins/install-tab-choice).
const INSTALL_CONVERTERS = ['yarn', 'pnpm'];
const remarkPlugins = [
  embedSamplesIn(__dirname),
  markInstallCommands,
  [npm2yarn, {sync: true, converters: INSTALL_CONVERTERS}],
  labelInstallTabs,
];

// Inline code in table cells may wrap between its tokens, never inside one (src/rehype/tableCodeBreaks.mjs).
const rehypePlugins = [tableCodeBreaks];

// "Edit this page" opens the page's source file in the site's repository.
const editUrl = `${SITE_REPOSITORY}/edit/main/`;

// "Last updated" dates need the git history; without it the build leaves them out and says why.
const gitHistory = gitHistoryStatus(__dirname);
if (!gitHistory.complete) {
  logger.warn(`Last-updated dates are left out of this build: ${gitHistory.reason}.`);
}

// A test build (SITE_TEST_MOVED_LABELS=1, scripts/test-all.sh) labels the docs versions as the next version cut will,
// in the config and in the bundle, for the tests of links recorded before it (tests/fixtures/moved-labels/).
const movedLabels = Boolean(process.env.SITE_TEST_MOVED_LABELS);
const docsVersions = movedLabels ? relabel(DOCS_VERSIONS) : DOCS_VERSIONS;

const config: Config = {
  title: 'InversifyJS',
  tagline: TAGLINE,
  favicon: 'img/favicon.ico',
  url: process.env.SITE_URL ?? 'https://inversify.io',
  baseUrl: '/',
  trailingSlash: true,
  // The first paint waits for the whole navbar (src/firstPaint/navbarComplete.ts).
  // Built pages only: under `npm start` a page is an empty shell that the browser renders, with no navbar in its
  // HTML to wait for (Chromium would warn on every page that the expected element never came).
  headTags: process.env.NODE_ENV === 'production' ? [NAVBAR_COMPLETE_HEAD_TAG] : [],
  organizationName: 'inversify',
  projectName: 'inversify.github.io',

  future: {
    // Rspack, SWC and Lightning CSS; their SSG worker threads need the v4 post-build head flag.
    v4: {removeLegacyPostBuildHeadAttribute: true},
    experimental_faster: true,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en'}},
  },

  // playground: the path the home, not-found and search pages link to (src/components/PlaygroundLink).
  customFields: {testedReleases: movedLabels ? relabel(testedReleases) : testedReleases, playground: playgroundHref(DEFAULT_PLAYGROUND_VERSION)},

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // One row per version in src/siteData/versions.mjs.
          lastVersion: LAST_VERSION.name,
          versions: Object.fromEntries(docsVersions.map(({name, label, path}) => [name, {label, path}])),
          editUrl,
          showLastUpdateTime: gitHistory.complete,
          // Before Docusaurus' own plugins, so that the headings it adds get their ids and table-of-contents entries.
          beforeDefaultRemarkPlugins: [apiHistoryIn(__dirname)],
          remarkPlugins,
          rehypePlugins,
        },
        blog: {
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'InversifyJS blog',
            description: 'Releases and plans of InversifyJS',
            copyright: `Copyright © ${new Date().getFullYear()} InversifyJS maintainers`,
            limit: false,
          },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          editUrl,
          remarkPlugins,
          rehypePlugins,
        },
        pages: {remarkPlugins, rehypePlugins},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Rspack options that Docusaurus sets and this Rspack has as defaults, left to Rspack (no deprecation line).
    './src/plugins/rspack-defaults/index.mjs',
    // Each page depends, for the bundler, on the samples it embeds (warm builds and the dev server see edits).
    './src/samples/build/sample-dependencies/index.mjs',
    // The API pages depend on the API history data their notes are made from (src/remark/apiHistory/).
    './src/plugins/api-history/index.mjs',
    // A page at each docs version's root, leading to its main doc.
    './src/plugins/docs-version-roots/index.mjs',
    // Local search index, built from the rendered HTML after the build.
    './src/plugins/search-index/index.mjs',
    // Code-block colours as CSS generated from the Prism themes below.
    './src/plugins/prism-theme-css/index.mjs',
    // The stylesheets of parts loaded on first use (output panel, plan view, search modal) arrive with them.
    './src/plugins/lazy-css/index.mjs',
    // DocSearch 4.2.0 stores its "Try searching for" suggestions in a shape its screen cannot read.
    './src/plugins/docsearch-suggestions/index.mjs',
    // tslib's one helper that the main bundle uses, not all of tslib.
    './src/plugins/tslib-helper/index.mjs',
    // Prism loaded on demand in the browser, not in every page's main bundle.
    './src/plugins/lazy-prism/index.mjs',
    // Each chunk prefetched once, not once per visible link that needs it.
    './src/plugins/prefetch-once/index.mjs',
    // Dates shown without Intl.DateTimeFormat in the browser (its first use costs ~30 ms of hydration).
    './src/plugins/light-date-format/index.mjs',
    // Markdown twins of docs pages and posts, /llms.txt and one llms-full.txt per docs version.
    './src/plugins/llms/index.mjs',
    // build/_headers: static/_headers plus a Content-Security-Policy hashing the build's inline scripts.
    ['./src/plugins/security-headers/index.mjs', {hostedSearch: isHostedSearch(process.env)}],
    // Run buttons of code samples: compiled samples, release bundles and the runner's worker, fetched on first Run.
    './src/samples/build/sample-runner/index.mjs',
    // A route whose chunks fail: a warning on hover, the error and Retry on a first visit.
    './src/plugins/route-preload/index.mjs',
    // Routes are exact: a path that differs in letter case, or has no page under a docs version, is not found.
    './src/plugins/exact-routes/index.mjs',
    // A page framed by another site shows a link to open it on its own instead of itself.
    './src/plugins/framed-page/index.mjs',
    // Install tabs show the reader's stored package manager from the first paint, not npm until hydration.
    ['./src/plugins/install-tab-choice/index.mjs', {values: ['npm', ...INSTALL_CONVERTERS]}],
    ...(movedLabels ? ['./tests/fixtures/moved-labels/plugin.mjs'] : []),
  ],

  themeConfig: {
    // The link-preview card of every page (og:image, twitter:image); made by scripts/make-social-card.mjs.
    image: 'img/social-card.png',
    // For link previews of the few pages that set no description (blog authors and tags lists); a page's own
    // description replaces these (react-helmet keeps the innermost tag of a name/property).
    metadata: [
      {name: 'description', content: TAGLINE},
      {property: 'og:description', content: TAGLINE},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      // A new id shows the bar again to readers who closed the previous one.
      id: 'inversify-8-documented',
      content:
        'InversifyJS 8 is out: the docs version labelled next covers it. <a href="/blog/planning-inversify-8-0-0/">Read how its changes were planned</a>.',
      backgroundColor: '#1e3a5f',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      title: 'InversifyJS',
      hideOnScroll: true,
      logo: {alt: 'InversifyJS logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial'},
        {to: '/blog/', label: 'Blog', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: LIBRARY_REPOSITORY, label: 'GitHub', position: 'right', 'aria-label': 'InversifyJS source repository on GitHub'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [{label: 'Tutorial', to: '/docs/introduction/getting-started/'}],
        },
        {
          title: 'Community',
          items: [{label: 'Community chat', href: COMMUNITY_CHAT}],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog/'},
            {label: 'GitHub', href: LIBRARY_REPOSITORY},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} InversifyJS maintainers. Built with Docusaurus.`,
    },
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      // Rendered as token classes; their colours are CSS generated from these (src/plugins/prism-theme-css).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // json and the TypeScript family come with prism-react-renderer; bash does not.
      additionalLanguages: ['bash'],
    },
    ...searchThemeConfig(process.env),
  } satisfies Preset.ThemeConfig,
};

export default config;
