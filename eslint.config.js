// Lint rules, including the layer boundaries (read from test/architecture/layer-table.mjs, the table the layers test
// checks) that keep catalog and engine free of Electron, the DOM and the app, and the engine's parts in one order.
import { relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importProblem, resolveRelative } from './test/architecture/layer-table.mjs';

const SRC = resolve(import.meta.dirname, 'src');

/** Flags an import that test/architecture/layer-table.mjs does not allow (layers and the engine's inner order). */
const layerImports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = relative(SRC, context.filename).split(sep).join('/');
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = spec.startsWith('.') ? resolveRelative(context.filename, spec) : null;
      const problem = importProblem(from, spec, target === null ? null : relative(SRC, target).split(sep).join('/'));
      if (problem !== null) context.report({ node: node.source, message: `Layers: ${problem}.` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
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
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { layers: { rules: { imports: layerImports } } },
    rules: { 'layers/imports': 'error' },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
