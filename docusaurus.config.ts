import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import embedSamples from './src/remark/embedSamples.mjs';
import {darkCodeTheme, lightCodeTheme} from './src/prism/themes';
import {searchThemeConfig} from './src/search/config';
import {testedReleases} from './src/siteData/testedReleases';

const SOURCE_REPOSITORY = 'https://github.com/inversify/InversifyJS';
const COMMUNITY_CHAT = 'https://discord.gg/jXcMagAPnm';

// Every content plugin embeds tested samples from examples/ at build time.
const remarkPlugins = [[embedSamples, {rootDir: __dirname}]];

const config: Config = {
  title: 'InversifyJS',
  tagline: 'A powerful and lightweight inversion of control container for JavaScript and Node.js apps powered by TypeScript.',
  favicon: 'img/favicon.ico',
  url: process.env.SITE_URL ?? 'https://inversify.io',
  baseUrl: '/',
  trailingSlash: true,
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

  customFields: {testedReleases},

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          lastVersion: '7.x',
          versions: {
            current: {label: 'next', path: 'next'},
            '7.x': {label: '7.x'},
            '6.x': {label: '6.x', path: '6.x'},
          },
          editUrl: undefined,
          remarkPlugins,
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
          remarkPlugins,
        },
        pages: {remarkPlugins},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Local search index, built from the rendered HTML after the build.
    './src/plugins/search-index/index.mjs',
    // Code-block colours as CSS generated from the Prism themes below.
    './src/plugins/prism-theme-css/index.mjs',
    // DocSearch's modal stylesheet loaded with the modal, not with every page.
    './src/plugins/docsearch-modal-css/index.mjs',
    // DocSearch 4.2.0 stores its "Try searching for" suggestions in a shape its screen cannot read.
    './src/plugins/docsearch-suggestions/index.mjs',
    // Prism loaded on demand in the browser, not in every page's main bundle.
    './src/plugins/lazy-prism/index.mjs',
    // Each chunk prefetched once, not once per visible link that needs it.
    './src/plugins/prefetch-once/index.mjs',
    // A route whose chunks fail: a warning on hover, the error and Retry on a first visit.
    './src/plugins/route-preload/index.mjs',
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'planning-inversify-8',
      content:
        'InversifyJS 8 is being planned: <a href="/blog/planning-inversify-8-0-0/">read the proposals and tell us what you think</a>.',
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
        {href: SOURCE_REPOSITORY, label: 'GitHub', position: 'right', 'aria-label': 'InversifyJS source repository on GitHub'},
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
            {label: 'GitHub', href: SOURCE_REPOSITORY},
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
