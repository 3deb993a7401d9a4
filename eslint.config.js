import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One zone per folder in features/: a feature may import shared code, never another feature (a route
// module composes them). Read from disk, so a new feature is covered as soon as its folder exists.
const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const featureZones = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: 'Features never import each other: pass the other feature in from the route module.',
  }));

// The same for the back office: a tab's folder under admin/resources may import the shared admin code
// (components, lib) and the tour/trek kit in resources/trips, never another tab's folder.
const adminResourcesDir = new URL('./apps/web/src/admin/resources/', import.meta.url);
const SHARED_RESOURCE_KITS = ['trips'];
const adminResourceZones = fs
  .readdirSync(adminResourcesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_RESOURCE_KITS.includes(entry.name))
  .map(({ name }) => ({
    target: `./apps/web/src/admin/resources/${name}`,
    from: './apps/web/src/admin/resources',
    except: [`./${name}`, './types.ts', './index.ts', ...SHARED_RESOURCE_KITS.map((kit) => `./${kit}`)],
    message:
      'Back-office resources never import each other: move what two tabs share to admin/components or admin/lib.',
  }));
// One zone per API module folder: a module's repositories (*.repo.ts) are its own. Another module asks
// for what it needs through the owner's service or port files, wired in apps/api/src/services.ts.
// Read from disk like the features above; module-folder cycles are checked by scripts/module-cycles.mjs.
const apiModulesDir = new URL('./apps/api/src/modules/', import.meta.url);
const apiModules = fs
  .readdirSync(apiModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name);
const apiRepoZones = apiModules.map((name) => ({
  target: `./apps/api/src/modules/${name}`,
  from: apiModules.filter((other) => other !== name).map((other) => `./apps/api/src/modules/${other}/**/*.repo.ts`),
  message: "A module's repository is private: use its service or port, passed in from services.ts.",
}));

const webZones = [
  // Shared code stays independent of features, the admin app and the app layer.
  {
    target: './apps/web/src/components',
    from: ['./apps/web/src/features', './apps/web/src/admin', './apps/web/src/app'],
  },
  { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/admin', './apps/web/src/app'] },
  { target: './apps/web/src/config', from: ['./apps/web/src/features', './apps/web/src/admin', './apps/web/src/app'] },
  // Features never import each other's internals or the app layer.
  { target: './apps/web/src/features', from: ['./apps/web/src/app', './apps/web/src/admin'] },
  // The public site never pulls in the back office (the router loads it lazily).
  { target: './apps/web/src/features', from: './apps/web/src/admin' },
  { target: './apps/web/src/admin', from: ['./apps/web/src/features', './apps/web/src/app'] },
  ...featureZones,
  ...adminResourceZones,
  // The tour/trek kit is shared by tabs, so it depends on none of them.
  {
    target: './apps/web/src/admin/resources/trips',
    from: './apps/web/src/admin/resources',
    except: ['./trips', './types.ts'],
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'apps/api/drizzle/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    // The API's domain modules talk to the database only through their own repositories.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/api/src/lib', from: ['./apps/api/src/modules', './apps/api/src/plugins'] },
            { target: './apps/api/src/db/schema', from: ['./apps/api/src/modules', './apps/api/src/lib'] },
            ...apiRepoZones,
          ],
        },
      ],
    },
  },
  {
    // Back-office screens reach the API through the one data client.
    files: ['apps/web/src/admin/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/admin/lib/data-client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['callEndpoint', 'downloadEndpoint'],
              message: 'Back-office screens call the API through the data client (admin/lib/data-client.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Contracts are shared by both apps and import nothing from them.
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@trails/api', '@trails/web'] }],
    },
  },
);
