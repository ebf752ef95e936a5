// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The rules engine is pure TypeScript: no UI framework, no state library, no D3, no Node, no DOM.
const ENGINE_FORBIDDEN_IMPORTS = {
  paths: builtinModules
    .filter((name) => !name.startsWith('_'))
    .map((name) => ({
      name,
      message: 'src/rules is pure TypeScript: no Node built-ins.',
    })),
  patterns: [
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      message: 'src/rules must not import React.',
    },
    { group: ['zustand', 'zustand/*'], message: 'src/rules must not import zustand.' },
    { group: ['d3', 'd3/*', 'd3-*'], message: 'src/rules must not import D3.' },
    { group: ['node:*'], message: 'src/rules is pure TypeScript: no Node built-ins.' },
  ],
};

const ENGINE_FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'fetch',
  'XMLHttpRequest',
  'HTMLElement',
  'Element',
  'alert',
  'process',
  'Buffer',
  'require',
  '__dirname',
  '__filename',
].map((name) => ({ name, message: `src/rules must not use the global "${name}".` }));

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-floor/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Runs as a plain script before the first paint (index.html): no modules.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script' },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [
      '*.{js,mjs,cjs,ts}',
      'scripts/**/*.{js,mjs,ts}',
      'server/**/*.{js,mjs,ts}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'src/cli/**/*.ts',
      'test/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Boundary rule: the engine stays framework-free (architecture.md). Its tests may import
    // vitest and fast-check, which are not on the list.
    files: ['src/rules/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', ENGINE_FORBIDDEN_IMPORTS],
      'no-restricted-globals': ['error', ...ENGINE_FORBIDDEN_GLOBALS],
    },
  },
  {
    // Engine tests run under Node: they may read a knob such as PROP_RUNS from the environment.
    files: ['src/rules/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...ENGINE_FORBIDDEN_GLOBALS.filter((g) => g.name !== 'process'),
      ],
    },
  },
  {
    // Small parts (issue 14): no component or function over ~250 lines; split by what it draws
    // or decides. Tests and data tables are exempt.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
    },
  },
);
