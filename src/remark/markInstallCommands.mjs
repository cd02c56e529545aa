// Remark plugin run just before @docusaurus/remark-plugin-npm2yarn: a shell fence that runs `npm install` (or
// `npm i`) is marked `npm2yarn`, so every install command on the site is shown as npm / Yarn / pnpm tabs without
// each page having to ask for it. Fences with other meta (a title, line highlights) are left as written, because
// npm2yarn only converts fences whose whole meta is `npm2yarn`.
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
