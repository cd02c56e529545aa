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
      // npm run mutation: Stryker's sandbox copies and reports.
      '.stryker-tmp/**', 'reports/**',
      // Readers' programs with settings of their own, checked by tsc with their own tsconfig.json (tests/corpus/).
      'tests/corpus/programs/**',
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
    // Ejected from theme-search-algolia: upstream reads refs during render (the modal's portal container, the
    // search page's infinite-scroll observer), which React's newer hooks lint rejects; kept as upstream wrote it.
    files: ['src/theme/SearchBar/index.tsx', 'src/theme/SearchPage/index.tsx'],
    rules: {'react-hooks/refs': 'off'},
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
