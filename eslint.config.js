import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const LIKE_MESSAGE = 'Match text with containsText() from src-server/db/like.ts.';
const ONE_LIKE_HELPER = [
  { selector: 'CallExpression > Literal[value=/^i?like$/i]', message: LIKE_MESSAGE },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\si?like\\s/i]",
    message: LIKE_MESSAGE,
  },
];

const QUERY_MESSAGE =
  'Queries live in a repository, the one name for the data layer: move this one into a *-repository.ts file.';
const QUERIES_ONLY_IN_REPOSITORIES = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
    message: QUERY_MESSAGE,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: QUERY_MESSAGE },
];

const CLOCK_MESSAGE =
  'Take the injected Clock (src-server/core/clock.ts) where time decides something, so tests can move it; ' +
  'where only the wall clock will do, disable this line with a comment saying why.';
const ONE_CLOCK = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: CLOCK_MESSAGE,
  },
];

/** Files where a query is at home, or that are not product code. */
const NOT_QUERIES = ['src-server/db/**', '**/*-repository.ts', '**/*.test.ts'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', 'release', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Migrations are frozen in time and typed against any schema on purpose.
    files: ['src-server/db/migrations/*.ts', '**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // shared/ runs in every process: no DOM, no Node built-ins, no Electron.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'electron', 'react', 'react-dom'],
              message: 'shared/ must stay platform-free.',
            },
          ],
        },
      ],
    },
  },
  {
    // Typed search text goes through one LIKE helper, so `%` and `_` are literal on both dialects.
    files: ['src-server/**/*.ts'],
    ignores: ['src-server/db/like.ts', 'src-server/db/migrations/*.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_LIKE_HELPER] },
  },
  {
    // The server reaches the database through repositories (files named *-repository.ts) and
    // db/ itself; everything else calls them.
    files: ['src-server/**/*.ts'],
    ignores: NOT_QUERIES,
    rules: { 'no-restricted-syntax': ['error', ...ONE_LIKE_HELPER, ...QUERIES_ONLY_IN_REPOSITORIES] },
  },
  {
    // Features and the HTTP layer read "now" from the injected Clock.
    files: ['src-server/features/**/*.ts', 'src-server/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_LIKE_HELPER, ...ONE_CLOCK] },
  },
  {
    files: ['src-server/features/**/*.ts', 'src-server/http/**/*.ts'],
    ignores: NOT_QUERIES,
    rules: {
      'no-restricted-syntax': ['error', ...ONE_LIKE_HELPER, ...QUERIES_ONLY_IN_REPOSITORIES, ...ONE_CLOCK],
    },
  },
  {
    // Features never import each other: shared pieces go to components/ or lib/.
    files: ['src-renderer/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/|/features/',
              message: 'Features must not import other features.',
            },
            { group: ['jotai', 'jotai/*'], message: 'Use src-renderer/lib/store.ts.' },
          ],
        },
      ],
    },
  },
);
