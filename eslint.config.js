// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';

// DESIGN.md's dependency direction, enforced: app -> sdk -> generated types; app -> design-system;
// design-system -> nothing of ours; sdk -> nothing of app/design-system; a feature never imports
// another feature (what two features share moves to app/lib, sdk or design-system).
const features = readdirSync('app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  { target: './design-system', from: './sdk', message: 'The design system imports nothing of the sdk.' },
  { target: './design-system', from: './app', message: 'The design system imports nothing of the app.' },
  { target: './sdk', from: './app', message: 'The sdk imports nothing of the app.' },
  { target: './sdk', from: './design-system', message: 'The sdk imports nothing of the design system.' },
  { target: './mocks', from: './app', message: 'The mocks depend on openapi/ only.' },
  { target: './mocks', from: './sdk', message: 'The mocks depend on openapi/ only.' },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what they share to app/lib, sdk or design-system.',
  })),
];

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'dist-storybook', 'sdk/generated/**', 'app/i18n/compiled/**', 'test-results', 'playwright-report', 'coverage'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line scripts talk to the terminal.
    files: ['**/*.mjs', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Every user-facing string of the app comes from a catalogue (app/i18n).
    files: ['app/**/*.tsx'],
    ignores: ['app/**/*.test.tsx', 'app/**/*.stories.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,aria-label,alt,title,placeholder,description,errorMessage,*Label}']] } },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-id': 'off',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
);
