// Lint for the site's own code (TypeScript/React and the Node scripts). Samples under examples/ are checked by
// the TypeScript compiler and run by the sample tests instead.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**', 'build-*/**', '.docusaurus/**', 'node_modules/**', 'examples/**', 'test-results/**', 'playwright-report/**', 'bench/**',
      // Ejected verbatim from @docusaurus/theme-search-algolia (upstream lint rules); our changes there are small and
      // marked, and the logic they call lives in src/search/, which is linted.
      'src/theme/SearchBar/**', 'src/theme/SearchPage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Docusaurus loads static assets with require() (e.g. SVG logos).
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['**/*.{mjs,js,cjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
  },
);
