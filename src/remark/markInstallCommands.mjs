// Remark plugin run just before @docusaurus/remark-plugin-npm2yarn: a shell fence that runs `npm install` (or
// `npm i`) is marked `npm2yarn`, so every install command on the site is shown as npm / Yarn / pnpm tabs without
// each page having to ask for it. Fences with other meta (a title, line highlights) are left as written, because
// npm2yarn only converts fences whose whole meta is `npm2yarn`. labelInstallTabs, run just after npm2yarn, names
// each tab's package manager in a class, for the first paint (src/plugins/install-tab-choice).
const SHELLS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const NPM_INSTALL = /^\s*npm\s+(?:install|i|add)(?:\s|$)/m;

/**
 * @param {import('mdast').Nodes} node
 * @returns {node is import('mdast').Code}
 */
export const isInstallFence = (node) =>
  node.type === 'code' && SHELLS.has(node.lang ?? '') && !node.meta && NPM_INSTALL.test(node.value);

/** @returns {(tree: import('mdast').Root) => void} */
export default function markInstallCommands() {
  return (tree) => {
    /** @param {import('mdast').Nodes} node */
    const visit = (node) => {
      if (isInstallFence(node)) node.meta = 'npm2yarn';
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}

/** The tabs group npm2yarn gives its tabs with `sync: true`: the reader's choice is stored under it. */
export const INSTALL_TABS_GROUP = 'npm2yarn';

/** The class of an install tab and of its panel, naming its package manager (npm2yarn's tab value). */
export const installTabClass = (/** @type {string} */ value) => `install-tab--${value}`;

/** @typedef {Extract<Extract<import('mdast').Nodes, {type: 'mdxJsxFlowElement'}>['attributes'][number], {type: 'mdxJsxAttribute'}>} JsxAttribute */
/** @typedef {Exclude<JsxAttribute['value'], string | null | undefined>} JsxExpression */

/**
 * @param {string} name
 * @param {string | JsxExpression} value
 * @returns {JsxAttribute}
 */
const attribute = (name, value) => ({type: 'mdxJsxAttribute', name, value});

/**
 * `attributes={{className: '…'}}`: the tab's own attributes (the theme's TabItem prop for its tab in the list).
 * @param {string} className
 * @returns {JsxExpression}
 */
const classNameObject = (className) => ({
  type: 'mdxJsxAttributeValueExpression',
  value: `{className: ${JSON.stringify(className)}}`,
  data: {
    estree: /** @type {NonNullable<NonNullable<JsxExpression['data']>['estree']>} */ ({
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExpressionStatement',
          expression: {
            type: 'ObjectExpression',
            properties: [
              {type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: {type: 'Identifier', name: 'className'}, value: {type: 'Literal', value: className}},
            ],
          },
        },
      ],
    }),
  },
});

/**
 * Run after npm2yarn: each TabItem of an install-tabs set gets the class of its package manager, on its panel
 * (`className`) and on its tab (`attributes.className`).
 * @returns {(tree: import('mdast').Root) => void}
 */
export function labelInstallTabs() {
  return (tree) => {
    /** @param {import('mdast').Nodes} node */
    const visit = (node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs' && node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'groupId' && a.value === INSTALL_TABS_GROUP)) {
        for (const item of node.children) {
          if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') continue;
          const value = item.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'value')?.value;
          if (typeof value !== 'string') continue;
          item.attributes.push(attribute('className', installTabClass(value)), attribute('attributes', classNameObject(installTabClass(value))));
        }
      }
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}
