// @ts-check
/**
 * ESLint for the whole repository (src, e2e, bench, scripts): typescript-eslint's type-checked
 * rules, React's hooks rules and jsx-a11y on the browser app. Formatting is Prettier's job
 * (`npm run format:check`), so no stylistic rule is on here. Each rule turned off says why.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '**/generated/',
      'bench/results/',
      'bench/.data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Fastify plugins, hooks and handlers, and storage adapters, are async by contract: an
      // async function without await is how they hand back a promise.
      '@typescript-eslint/require-await': 'off',
      // React event handlers may be async; each handles its own failure (a toast), and React
      // ignores what a handler returns.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI's autoFocus props focus the first field of a form the user just opened (sign in,
      // register, a dialog), which WAI-ARIA's dialog pattern asks for; DOM autofocus stays refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'src/server/testing/**', 'src/client/testing/**'],
    rules: {
      // Tests, harnesses and benchmarks read JSON answers (`res.json()` is `any`) whose shape
      // their own assertions check; typing each answer first would only restate them.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // `expect(URL.revokeObjectURL)` hands a jest mock to an assertion; nothing calls it unbound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    // webpack and dependency-cruiser load these configuration files as CommonJS.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
