// Lint rules, including the one-way imports of ../shared/style.md:
// shared <- remotes <- shell; remotes never import each other; zustand, axios,
// react-toastify and swiper only through @safarnama/shared; the API imports no front end.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import apps from './tools/apps.cjs';

// The remotes' folders, from the registry (apps.json).
const REMOTES = apps.REMOTES.map((name) => apps.APPS[name].folder);

const throughShared = ['axios', 'zustand', 'zustand/*', 'react-toastify', 'react-toastify/*', 'swiper', 'swiper/*', 'dompurify'].map(
  (name) => ({ group: [name], message: 'Import it through @safarnama/shared: one copy for the whole site.' }),
);
const sharedByName = {
  group: ['**/shared/src', '**/shared/src/**', '@safarnama/shared/src/**'],
  message: 'Import the shared library by package name: @safarnama/shared.',
};
const noTestingInTheSite = {
  group: ['@safarnama/shared/testing'],
  message: 'The testing entry is for test files only.',
};
const noApps = (except) => ({
  group: ['shell', ...REMOTES]
    .filter((p) => p !== except)
    .flatMap((p) => [`**/${p}/**`, `@safarnama/${p}`, `@safarnama/${p}/**`]),
  message: 'Imports flow one way (shared <- remotes <- shell): compose another remote at run time with RemoteArea.',
});

// Inside a remote (../shared/style.md, bulletproof-react): src/features/<feature>/ holds
// what one route or widget owns; src/components, src/hooks, src/lib and src/testing
// hold what several features share. A feature never imports another feature, and the
// shared folders never import a feature. The zones are derived from the folders on disk.
const featureZones = (remote) => {
  const featuresDir = path.join(import.meta.dirname, remote, 'src', 'features');
  const features = fs.existsSync(featuresDir)
    ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];
  return [
    ...features.map((feature) => ({
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what both need to src/components, src/hooks or src/lib.',
    })),
    {
      target: ['components', 'hooks', 'lib', 'testing'].map((dir) => `./${remote}/src/${dir}`),
      from: `./${remote}/src/features`,
      message: 'Shared folders serve the features; they never import one.',
    },
  ];
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'deploy/**', 'data/**', 'coverage/**', 'e2e/.tmp/**', 'e2e/artifacts/**', '.e2e-*/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Every package a workspace imports is in its own package.json: npm's hoisting would
    // otherwise hide a missing one until that workspace is installed or released alone.
    // The nearest package.json to each file is the one that must declare it.
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } } },
    rules: { 'import/no-extraneous-dependencies': ['error', { devDependencies: true, optionalDependencies: false, includeTypes: true }] },
  },
  {
    // The shell's map of what each remote exposes is types only, compiled away: the
    // remotes are composed at run time, never installed as the shell's dependencies.
    files: ['shell/src/remotes/remote-modules.ts'],
    rules: { 'import/no-extraneous-dependencies': 'off' },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', 'tools/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['shared/src/**', 'shell/src/**', ...REMOTES.map((r) => `${r}/src/**`)],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'api/test/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noApps(), { group: ['**/api/src/**', '@safarnama/api'], message: 'The browser library never imports the server.' }] },
      ],
    },
  },
  {
    files: REMOTES.map((remote) => `${remote}/src/**`),
    rules: { 'import/no-restricted-paths': ['error', { zones: REMOTES.flatMap(featureZones) }] },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**`],
    // src/testing serves the test files only, like shared's testing entry
    ignores: [`${remote}/src/**/*.test.ts`, `${remote}/src/**/*.test.tsx`, `${remote}/src/testing/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...throughShared, sharedByName, noTestingInTheSite, noApps(remote)] }] },
  })),
  {
    files: ['shell/src/**'],
    ignores: ['shell/src/**/*.test.ts', 'shell/src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...throughShared,
            sharedByName,
            noTestingInTheSite,
            { group: REMOTES.map((r) => `**/${r}/src/**`), message: 'The shell loads remotes at run time (RemoteArea); only their type maps may be imported, with import type.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@safarnama/*', '!@safarnama/contracts', '**/shared/src/**', '**/shell/**', '**/mfe-*/**'], message: 'The API stands alone: it shares only the contract package.' }] }],
    },
  },
);
