// Lint rules, including the layer boundaries that keep catalog and engine free of Electron, the DOM and the app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const forbiddenInPureLayers = {
  patterns: [
    { group: ['electron', 'electron/*'], message: 'catalog, engine, sandbox and cli must not depend on Electron.' },
    {
      group: ['react', 'react-dom', 'react-dom/*'],
      message: 'catalog, engine, sandbox and cli must not depend on the UI.',
    },
    {
      group: ['**/main/**', '**/preload/**', '**/renderer/**', '**/browser-host/**'],
      message: 'Pure layers must not import the app.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.work/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/catalog/**', 'src/engine/**', 'src/sandbox/**', 'src/cli/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', forbiddenInPureLayers] },
  },
  {
    files: ['src/catalog/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbiddenInPureLayers.patterns,
            {
              group: ['**/engine/**', '**/sandbox/**', '**/cli/**', 'node:*', 'undici'],
              message: 'The catalog is pure data and schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'electron/*', 'node:*', 'undici', 'exceljs'],
              message: 'The renderer talks to the app only through src/shared contract.',
            },
            {
              group: ['**/main/**', '**/engine/**', '**/sandbox/**', '**/browser-host/**'],
              message: 'The renderer knows only src/shared and src/catalog.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
