import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > Literal[value=/^i?like$/i]',
          message: 'Match text with containsText() from src-server/db/like.ts.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\si?like\\s/i]",
          message: 'Match text with containsText() from src-server/db/like.ts.',
        },
      ],
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
