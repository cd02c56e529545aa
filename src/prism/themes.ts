// The code-block themes: github (light) and dracula (dark), with the token colours that fall below WCAG AA
// contrast on their own backgrounds moved to a darker (light) or lighter (dark) shade of the same hue.
// Later style entries override earlier ones per token type, in Prism and in the generated CSS alike.
import {themes, type PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: [
    ...themes.github.styles,
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#5c6370'}},
    {types: ['string', 'attr-value'], style: {color: '#b3105a'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: {color: '#00696a'},
    },
    {types: ['atrule', 'attr-name'], style: {color: '#0550ae'}},
    {types: ['function', 'deleted'], style: {color: '#b31d28'}},
    {types: ['function-variable'], style: {color: '#6f42c1'}},
    {types: ['tag', 'selector', 'keyword'], style: {color: '#00009f'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  // dracula's comments (#6272a4) are 3:1 on its background.
  styles: [...themes.dracula.styles, {types: ['comment'], style: {color: '#8b96c4'}}],
};
