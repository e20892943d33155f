// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { typeScriptResolver } from './scripts/eslint-import-resolver.js';

// TypeScript's own rules run without type information: the type-checked set took twice the time and
// memory on two cores, beside an `astro check` that type-checks the same files anyway.
const sources = ['**/*.{ts,tsx,js,mjs}'];
const tests = ['**/*.test.{ts,tsx}', '**/*.test-helpers.ts', 'api/test/**', 'site/test/**', 'e2e/**', 'scripts/**'];

// The layers of the API, and the site beside it: what each may import (eslint-plugin-boundaries).
const contract = { element: { type: 'contract' } };
const platform = { element: { type: 'platform' } };
const resource = { element: { type: 'resource' } };
const ownResource = { element: { type: 'resource', captured: { name: '{{ from.element.captured.name }}' } } };
const resourceEntry = { element: { type: 'resource', fileInternalPath: 'index.ts' } };
// The files directly in api/: a folder of its own there would be a layer these walls do not know yet.
const app = { element: { type: 'app', fileInternalPath: '*' } };
const site = { element: { type: 'site' } };
const routes = { file: { path: '**/*.routes.ts' } };

// Routes read their body and query only as they declare them (declared-routes.ts): read raw, they would skip the
// trimming, the whitelist and the 400s. Only the reader, and the Idempotency-Key's hash of the body, read them raw.
const rawInputMessage =
  "Declare the route's input ({ body } or { query }, declared-routes.ts) and use what it is given.";
const rawInput = [
  { selector: "MemberExpression[object.name='ctx'][property.name='query']", message: rawInputMessage },
  {
    selector: "MemberExpression[object.property.name='request'][property.name=/^(body|query)$/]",
    message: rawInputMessage,
  },
];

export default defineConfig([
  globalIgnores(['dist/', '.astro/', 'data/', 'backups/', 'test-results/', '.node/']),
  {
    files: sources,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { omitted: _omitted, ...rest } = value` is how a copy leaves a property out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks, and those of v7's recommended set that check React's rules themselves. Left out:
    // the React Compiler's own (its config, gating, what it could not compile or keep), and set-state-in-effect,
    // which flags what a pre-rendered island must do: read the URL and saved drafts once hydrated, not before.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/static-components': 'error',
      'react-hooks/use-memo': 'error',
      'react-hooks/immutability': 'error',
      'react-hooks/globals': 'error',
      'react-hooks/refs': 'error',
      'react-hooks/set-state-in-render': 'error',
      'react-hooks/error-boundaries': 'error',
      'react-hooks/purity': 'error',
    },
  },
  {
    files: ['site/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: sources,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [typeScriptResolver],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    // Packages cannot import our files: following them into node_modules cost memory and found nothing.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['api/**/*.ts'],
    ignores: [...tests, 'api/platform/validation/**'],
    rules: { 'no-restricted-syntax': ['error', ...rawInput] },
  },
  {
    files: ['api/**/*.ts', 'site/**/*.{ts,tsx}'],
    ignores: tests,
    plugins: { boundaries },
    settings: {
      'import/resolver': { [new URL('./scripts/eslint-import-resolver.js', import.meta.url).pathname]: {} },
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'contract', pattern: 'api/contract', partialMatch: false },
        { type: 'platform', pattern: 'api/platform', partialMatch: false },
        { type: 'resource', pattern: 'api/resources/*', capture: ['name'], partialMatch: false },
        { type: 'test', pattern: 'api/test', partialMatch: false },
        { type: 'app', pattern: 'api', partialMatch: false },
        // Before site, which would hold it: the component tests' fakes and fixtures, which no page may import.
        { type: 'test', pattern: 'site/test', partialMatch: false },
        { type: 'site', pattern: 'site', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Within one layer too (a route file importing another), and to our files in no layer (test helpers).
          checkInternals: true,
          checkUnknownLocals: true,
          policies: [
            { from: contract, allow: { to: contract } },
            { from: platform, allow: { to: [platform, contract] } },
            // Another resource only through its index.ts, so each resource chooses what it offers.
            { from: resource, allow: { to: [platform, contract, ownResource, resourceEntry] } },
            { from: app, allow: { to: [app, platform, contract, resourceEntry] } },
            { from: site, allow: { to: [site, contract] } },
            // A router mounts its own routes only: shared handlers live in a service or middleware.
            { from: routes, disallow: { to: routes } },
          ],
        },
      ],
    },
  },
]);
