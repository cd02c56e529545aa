import type {HtmlTagObject} from '@docusaurus/types';

// A browser paints a page while its HTML is still arriving and being parsed. Painted with part of the navbar, the
// navbar's right-hand items moved left as each later one arrived (a layout shift on a slow load). The first paint now
// waits until the parser has passed the navbar: the element with this id comes right after it
// (src/theme/Navbar), and a `<link rel="expect" blocking="render">` in every page's head names it. Browsers without
// support paint as before; a page without the element paints once it is parsed.

export const NAVBAR_END_ID = 'navbar-end';

export const NAVBAR_COMPLETE_HEAD_TAG: HtmlTagObject = {
  tagName: 'link',
  attributes: {rel: 'expect', href: `#${NAVBAR_END_ID}`, blocking: 'render'},
};
