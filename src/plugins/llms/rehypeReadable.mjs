// Rehype step run before @signalwire/docusaurus-plugin-llms-txt turns a page's rendered HTML into Markdown:
// it rewrites what only makes sense on screen (heading anchors, code-block chrome, admonition icons, tab
// strips, the blog post's author card) into plain HTML that converts to readable Markdown, and points
// same-site links at the linked page's Markdown twin.

/**
 * @typedef {import('hast').Nodes} Nodes
 * @typedef {import('hast').Root} Root
 * @typedef {import('hast').RootContent} RootContent
 * @typedef {import('hast').Element} Element
 * @typedef {import('hast').ElementContent} ElementContent
 * @typedef {import('hast').Properties} Properties
 * @typedef {import('hast').Text} Text
 */

/** @param {Element} node */
const classesOf = (node) => {
  // hast types className as a list; a string is handled too, as other steps may set one.
  const value = /** @type {unknown} */ (node.properties?.className);
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};
/**
 * @param {Element} node
 * @param {string} name
 */
const hasClass = (node, name) => classesOf(node).includes(name);
/**
 * @param {Element} node
 * @param {string} prefix
 */
const hasClassPrefix = (node, prefix) => classesOf(node).some((c) => c.startsWith(prefix));
/** @type {(tagName: string, children?: ElementContent[], properties?: Properties) => Element} */
const el = (tagName, children = [], properties = {}) => ({type: 'element', tagName, properties, children});
/** @type {(value: string) => Text} */
const text = (value) => ({type: 'text', value});

/**
 * @param {Nodes} node
 * @returns {RootContent[]}
 */
const childrenOf = (node) => ('children' in node ? node.children : []);

/**
 * @param {Nodes} node
 * @returns {string}
 */
function textOf(node) {
  if (node.type === 'text') return node.value;
  return childrenOf(node).map(textOf).join('');
}

// Every predicate below accepts elements only, so only elements are offered to it.
/**
 * @param {Nodes} node
 * @param {(n: Element) => boolean} predicate
 * @returns {Element | undefined}
 */
function find(node, predicate) {
  if (node.type === 'element' && predicate(node)) return node;
  for (const child of childrenOf(node)) {
    const found = find(child, predicate);
    if (found) return found;
  }
  return undefined;
}

/**
 * @param {Nodes} node
 * @param {(n: Element) => boolean} predicate
 * @param {Element[]} [out]
 * @returns {Element[]}
 */
function findAll(node, predicate, out = []) {
  if (node.type === 'element' && predicate(node)) out.push(node);
  for (const child of childrenOf(node)) findAll(child, predicate, out);
  return out;
}

/** @param {string} s */
const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A code block: its title as a bold line, then the code with its language where Markdown expects it.
 * @param {Element} node
 * @returns {Element[]}
 */
function codeBlock(node) {
  const language = classesOf(node).find((c) => c.startsWith('language-'));
  const title = find(node, (n) => n.type === 'element' && hasClassPrefix(n, 'codeBlockTitle'));
  const pre = find(node, (n) => n.type === 'element' && n.tagName === 'pre');
  if (!pre) return [node];
  const code = find(pre, (n) => n.type === 'element' && n.tagName === 'code') ?? pre;
  // One line per token line: the theme renders lines as spans ending in <br>.
  const lines = findAll(code, (n) => n.type === 'element' && hasClass(n, 'token-line'));
  const source = lines.length > 0 ? lines.map((line) => textOf(line)).join('\n') : textOf(code);
  const codeEl = el('code', [text(source.replace(/\n$/, ''))], language ? {className: [language]} : {});
  return [...(title ? [el('p', [el('strong', [text(textOf(title))])])] : []), el('pre', [codeEl])];
}

/**
 * An admonition: a quote that starts with its kind ("Warning") or its own title.
 * @param {Element} node
 * @returns {Element[]}
 */
function admonition(node) {
  const heading = find(node, (n) => n.type === 'element' && hasClassPrefix(n, 'admonitionHeading'));
  const content = find(node, (n) => n.type === 'element' && hasClassPrefix(n, 'admonitionContent'));
  const title = (heading?.children ?? []).filter((n) => !(n.type === 'element' && hasClassPrefix(n, 'admonitionIcon')));
  // Without a title the heading is the kind in lower case (the stylesheet capitalises it).
  const label = title.length === 1 && title[0].type === 'text' ? [text(capitalize(title[0].value.trim()))] : title;
  return [el('blockquote', [el('p', [el('strong', [...(label.length > 0 ? label : [text('Note')]), text(':')])]), ...(content?.children ?? [])])];
}

/**
 * Tabs: every panel, each under its tab's label (the page shows one at a time).
 * @param {Element} node
 * @returns {ElementContent[]}
 */
function tabs(node) {
  const labels = findAll(node, (n) => n.type === 'element' && n.properties?.role === 'tab').map((n) => textOf(n).trim());
  const panels = findAll(node, (n) => n.type === 'element' && n.properties?.role === 'tabpanel');
  return panels.flatMap((panel, i) => [el('p', [el('strong', [text(labels[i] ?? `Tab ${i + 1}`)])]), ...panel.children]);
}

/**
 * A blog post's header: its title and date, without the author card and reading time.
 * @param {Element} node
 * @returns {Element[]}
 */
function postHeader(node) {
  const title = find(node, (n) => n.type === 'element' && n.tagName === 'h1');
  const time = find(node, (n) => n.type === 'element' && n.tagName === 'time');
  return [...(title ? [title] : []), ...(time ? [el('p', [text(textOf(time))])] : [])];
}

/**
 * @param {{siteUrl: string, twinOf: (pathname: string) => string | undefined}} options
 *   twinOf: the Markdown twin's path of a page path, when that page has one.
 */
export default function rehypeReadable({siteUrl, twinOf}) {
  /** @param {string} href */
  const absolute = (href) => {
    if (!href.startsWith('/') || href.startsWith('//')) return href;
    const url = new URL(href, siteUrl);
    const twin = twinOf(url.pathname);
    return `${siteUrl}${twin ?? url.pathname}${url.search}${url.hash}`;
  };

  /**
   * @param {RootContent} node
   * @returns {RootContent[]}
   */
  const rewrite = (node) => {
    if (node.type === 'comment') return [];
    if (node.type !== 'element') return [node];
    if (node.tagName === 'a' && hasClass(node, 'hash-link')) return [];
    if (node.tagName === 'button') return [];
    if (hasClass(node, 'theme-code-block')) return codeBlock(node);
    if (hasClass(node, 'theme-admonition')) return admonition(node).map(rewriteChildren);
    if (hasClass(node, 'tabs-container')) return tabs(node).flatMap(rewrite);
    if (node.tagName === 'header' && find(node, (n) => n.tagName === 'time')) return postHeader(node);
    // Tags, edit link and pagination at the foot of a post are site navigation, not content.
    if (node.tagName === 'footer') return [];
    if (node.tagName === 'a' && typeof node.properties?.href === 'string') node.properties.href = absolute(node.properties.href);
    if (node.tagName === 'img' && typeof node.properties?.src === 'string') node.properties.src = absolute(node.properties.src);
    return [rewriteChildren(node)];
  };
  /**
   * @template {Root | Element} T
   * @param {T} node
   * @returns {T}
   */
  const rewriteChildren = (node) => {
    // What rewrite returns for element content is element content: it keeps a doctype only where one was.
    if (node.children) node.children = /** @type {ElementContent[]} */ (node.children.flatMap(rewrite));
    return node;
  };

  /** @param {Root} tree */
  return (tree) => {
    rewriteChildren(tree);
  };
}
