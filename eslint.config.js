// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';

// The layers, enforced (docs/architecture.md, "Layers"): the design system imports nothing of ours;
// the sdk nothing of the app or the design system; the mocks openapi/ only. In the app, from the
// bottom up: its foundation (i18n, config), the routes (app/routing: the route table, the pages'
// titles and the paths to them), the shared library (app/lib: design system, sdk, foundation,
// routes and itself only), the services (session, offline, push, video), the features (never each
// other: what two share moves to app/lib, sdk or design-system), and on top the shell with the
// router, and the entry point (the rest of app/). Nothing imports a layer above its own; imports
// inside one element (one feature, the sdk, …) are free.
const boundaryElements = [
  { type: 'design-system', pattern: 'design-system' },
  { type: 'sdk', pattern: 'sdk' },
  { type: 'mocks', pattern: 'mocks' },
  { type: 'feature', pattern: 'app/features/*', capture: ['feature'] },
  { type: 'lib', pattern: 'app/lib' },
  { type: 'service', pattern: 'app/{session,offline,push,video}' },
  { type: 'shell', pattern: 'app/shell' },
  { type: 'routes', pattern: 'app/routing' },
  { type: 'foundation', pattern: 'app/{i18n,config}' },
  { type: 'app', pattern: 'app' },
];

const disallow = (from, to, message) => ({
  from: { element: { type: from } },
  disallow: { to: { element: { types: { anyOf: to } } } },
  message,
});

// A module two folders away or further is named from the repository's root (`@/app/lib/…`), so a
// move rewrites no relative paths; `./` and `../` stay for neighbours.
const fromRoot = {
  regex: '^(\\.\\./){2,}',
  message: 'Import from `@/…` (the repository root) instead of climbing two folders or more.',
};

const APP = ['lib', 'service', 'feature', 'shell', 'routes', 'foundation', 'app'];
const boundaryPolicies = [
  disallow('design-system', ['sdk', ...APP], 'The design system imports nothing of the sdk or the app.'),
  disallow('sdk', ['design-system', ...APP], 'The sdk imports nothing of the app or the design system.'),
  disallow('mocks', ['sdk', 'design-system', ...APP], 'The mocks depend on openapi/ only.'),
  disallow(
    'foundation',
    ['routes', 'lib', 'service', 'feature', 'shell', 'app'],
    'i18n and config import no other app code.',
  ),
  disallow(
    'routes',
    ['lib', 'service', 'feature', 'shell', 'app'],
    'app/routing (the route table, titles and paths) imports only i18n and config: the router that renders screens is the shell.',
  ),
  disallow(
    'lib',
    ['service', 'feature', 'shell', 'app'],
    'app/lib imports only the design system, the sdk, i18n, config, the routes (app/routing) and itself: pass in what it needs from above.',
  ),
  disallow(
    'service',
    ['feature', 'shell', 'app'],
    'A service (session, offline, push, video) imports no feature, routing or shell.',
  ),
  disallow(
    'feature',
    ['feature', 'shell', 'app'],
    'A feature never imports another feature or the shell: move what they share to app/lib, sdk or design-system.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-storybook',
      'sdk/generated/**',
      'test-results',
      'test-results-*',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      // tsconfig.json's paths: `@/…` is the repository's root.
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    // React's rules (hooks, and the compiler's checks of components), where React code lives: the
    // mocks, end-to-end tests and scripts are Node code, and the compiler's analysis of them cost a
    // fifth of the lint's time.
    files: ['{app,design-system,sdk,.storybook}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['{design-system,sdk}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [fromRoot] }] },
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
  {
    // Every path to a page comes from the route table's builders (app/routing/paths.ts), so renaming
    // a route moves every link to it: a path written out where a link or a navigation takes one fails.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/**/*.css.ts',
      'app/**/*.test.{ts,tsx}',
      'app/**/*.stories.tsx',
      'app/lib/stories.tsx',
      'app/routing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXAttribute[name.name=/^(href|to)$/] Literal[value=/^\\//]',
          'JSXAttribute[name.name=/^(href|to)$/] TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]',
          'Property[key.name=/^(href|to)$/] > Literal[value=/^\\//]',
          'Property[key.name=/^(href|to)$/] > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]',
          'CallExpression[callee.name=/^(navigate|setLocation)$/] > Literal[value=/^\\//]',
          'CallExpression[callee.name=/^(navigate|setLocation)$/] > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]',
        ].map((selector) => ({
          selector,
          message: 'Build the path with `paths` from app/routing/paths.ts instead of writing it out.',
        })),
      ],
    },
  },
  {
    // One date library, through one door: the app takes @internationalized/date from the design
    // system's re-export (the same objects its date fields use), never directly.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@internationalized/date',
              message: 'Import dates from the design system (it re-exports @internationalized/date).',
            },
          ],
          patterns: [fromRoot],
        },
      ],
    },
  },
  {
    // App styles take the design system's tokens (vars, breakpoints, media queries) from its one
    // entry point, never its internals or components, and never hard-code a breakpoint.
    files: ['app/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)design-system(/(?!tokens$).*)?$',
              message: 'Import tokens in app styles from design-system/tokens only.',
            },
            fromRoot,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/(min|max)-width:\\s*[0-9]/]',
          message: 'Use the media queries of design-system/tokens (mq) instead of a hard-coded breakpoint.',
        },
      ],
    },
  },
);
