// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A web feature may use app/, ui/, shared/, api/ and another feature's public index.ts, never the files
 * inside another feature: what several features need belongs in app/ (app-wide state) or shared/ / ui/.
 */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(features/)?(${webFeatures.filter((other) => other !== feature).join('|')})/`,
            message:
              "Another feature's internals: import its public index ('../<feature>'), or move what is shared to app/, shared/ or ui/.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'tmp/**',
      'coverage/**',
      '.nx/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Nest classes are DI containers and DTOs; empty classes and extraneous classes are idiomatic there.
      '@typescript-eslint/no-extraneous-class': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            // Layering: contracts are the bottom, then platform, then features; apps compose.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:platform', 'type:contracts', 'type:ui'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts'] },
            // Bounded contexts: a service sees its own scope and shared code, never another service's
            // code; it may name another context's contracts to send that context a message.
            {
              sourceTag: 'scope:identity',
              onlyDependOnLibsWithTags: ['scope:identity', 'scope:shared', 'type:contracts'],
            },
            {
              sourceTag: 'scope:catalogue',
              onlyDependOnLibsWithTags: ['scope:catalogue', 'scope:shared', 'type:contracts'],
            },
            {
              sourceTag: 'scope:orders',
              onlyDependOnLibsWithTags: ['scope:orders', 'scope:shared', 'type:contracts'],
            },
            {
              sourceTag: 'scope:admin',
              onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared', 'type:contracts'],
            },
            {
              sourceTag: 'scope:sync',
              onlyDependOnLibsWithTags: ['scope:sync', 'scope:shared', 'type:contracts'],
            },
            // The gateway speaks every context's contracts but never imports a service.
            {
              sourceTag: 'scope:gateway',
              onlyDependOnLibsWithTags: ['scope:gateway', 'scope:shared', 'type:contracts'],
            },
            // The browser may only share contracts (DTO rules, types); platform is Node-only.
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'type:contracts'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['*'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.test.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    // Jest's asymmetric matchers (expect.any, objectContaining) are typed any by design.
    rules: { '@typescript-eslint/unbound-method': 'off', '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  ...featureBoundaries,
  {
    // The kit, the shared pieces and the API client sit below the features: they never import one.
    files: ['apps/web/src/{ui,shared,api}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/features/', message: 'ui/, shared/ and api/ sit below the features.' }] },
      ],
    },
  },
  prettier,
);
