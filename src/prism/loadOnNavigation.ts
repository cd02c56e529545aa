// Client module put in place of theme-classic's prism-include-languages (src/plugins/lazy-prism),
// which loaded Prism into every page's main bundle. The first client-side navigation starts loading
// the tokenizer alongside the route's chunks, so code blocks on the new page are highlighted on arrival.
import type {ClientModule} from '@docusaurus/types';
import {loadTokenizer} from './tokenizer';

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({previousLocation}) => {
  // A failure is handled where a code block needs the tokenizer.
  if (previousLocation) loadTokenizer().catch(() => {});
};
