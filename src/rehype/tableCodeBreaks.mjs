// Lets inline code in table cells wrap between its tokens, never inside one: a <wbr> after each `.`, `(`, `,`, `<`,
// `|`, `:`, `=` and `[` of the code (`container.onActivation(serviceIdentifier,` may break after the dot and the
// parenthesis, `onActivation` never). At desktop widths cells break between words only (src/css/custom.css); without
// these opportunities a long signature would widen its table past the page.
// Applied to the HTML tree of every page (rehypePlugins), so the text of the code is unchanged: copying it, the
// search index and the Markdown twins see no difference.
// A table of code can still be wider than a narrow desktop column (its columns are at least as wide as their longest
// token); it then scrolls sideways, and a scrolling region must be reachable by keyboard (axe
// scrollable-region-focusable): such tables (those with code in a cell) are focusable.

/** @typedef {{type: string, tagName?: string, value?: string, properties?: Record<string, unknown>, children?: HastNode[]}} HastNode */

const AFTER = /([.(,<|:=[])(?=[^\s.(,<|:=[])/g;

/** @param {HastNode} code */
function addBreaks(code) {
  /** @type {HastNode[]} */
  const children = [];
  for (const child of code.children ?? []) {
    if (child.type !== 'text' || child.value === undefined) {
      if (child.type === 'element') addBreaks(child);
      children.push(child);
      continue;
    }
    const parts = child.value.split(AFTER);
    // split with a capture group alternates text and the captured punctuation: join each mark to its text.
    let text = '';
    for (let i = 0; i < parts.length; i++) {
      text += parts[i];
      if (i % 2 === 1) {
        children.push({type: 'text', value: text}, {type: 'element', tagName: 'wbr', properties: {}, children: []});
        text = '';
      }
    }
    if (text !== '') children.push({type: 'text', value: text});
  }
  code.children = children;
}

/**
 * @param {HastNode} node
 * @param {boolean} inCell
 * @returns {boolean} whether a cell below `node` holds code
 */
function walk(node, inCell) {
  let code = false;
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue;
    if (inCell && child.tagName === 'code') {
      addBreaks(child);
      code = true;
    } else if (walk(child, inCell || child.tagName === 'td' || child.tagName === 'th')) {
      code = true;
      if (child.tagName === 'table') child.properties = {...child.properties, tabIndex: 0};
    }
  }
  return code;
}

/** @returns {(tree: HastNode) => void} */
export default function tableCodeBreaks() {
  return (tree) => {
    walk(tree, false);
  };
}
