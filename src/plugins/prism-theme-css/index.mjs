// Code colours as a stylesheet generated from the configured Prism themes (themeConfig.prism.theme and
// darkTheme), so that code blocks carry token classes instead of inline colours: the server markup is then
// right in both colour modes and needs no re-render after hydration (see src/theme/CodeBlock).
import fs from 'node:fs';
import path from 'node:path';

// Without JavaScript <html> has no data-theme: light applies unless dark is chosen.
export const LIGHT_SCOPE = "html:not([data-theme='dark'])";
export const DARK_SCOPE = "html[data-theme='dark']";

/** @param {Record<string, unknown>} style a React style object */
function declarations(style) {
  return Object.entries(style)
    .filter(([, value]) => value != null && value !== '')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}

/**
 * The CSS of one Prism theme under a scope: the plain colours as the variables the theme's code blocks
 * read, then one rule per style entry, in the theme's order (later entries win, as in Prism).
 * @param {import('prism-react-renderer').PrismTheme} theme
 * @param {string} scope
 */
export function themeCss(theme, scope) {
  const rules = [
    `${scope}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
  ];
  for (const {types, languages, style} of theme.styles) {
    const blocks = languages?.length ? languages.map((language) => `.prism-code.language-${language}`) : ['.prism-code'];
    const selectors = types.flatMap((type) => blocks.map((block) => `${scope} ${block} .token.${type}`));
    rules.push(`${selectors.join(',')}{${declarations(style)}}`);
  }
  return `${rules.join('\n')}\n`;
}

/** @param {import('@docusaurus/types').LoadContext} context */
export default function prismThemeCssPlugin(context) {
  const {theme, darkTheme} = /** @type {{prism: {theme: import('prism-react-renderer').PrismTheme, darkTheme?: import('prism-react-renderer').PrismTheme}}} */ (context.siteConfig.themeConfig).prism;
  const file = path.join(context.generatedFilesDir, 'prism-theme-css', 'prism-theme.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, themeCss(theme, LIGHT_SCOPE) + themeCss(darkTheme ?? theme, DARK_SCOPE));
  return {name: 'prism-theme-css', getClientModules: () => [file]};
}
