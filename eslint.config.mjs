// Lint rules, including the one-way imports of ../shared/style.md:
// shared <- remotes <- shell; remotes never import each other; zustand, axios,
// react-toastify and swiper only through @safarnama/shared; the API imports no front end.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mfe-catalogue', 'mfe-blogs', 'mfe-enquiry', 'mfe-chat'];

const throughShared = ['axios', 'zustand', 'zustand/*', 'react-toastify', 'react-toastify/*', 'swiper', 'swiper/*', 'dompurify'].map(
  (name) => ({ group: [name], message: 'Import it through @safarnama/shared: one copy for the whole site.' }),
);
const sharedByName = {
  group: ['**/shared/src', '**/shared/src/**', '@safarnama/shared/src/**'],
  message: 'Import the shared library by package name: @safarnama/shared.',
};
const noApps = (except) => ({
  group: ['shell', ...REMOTES]
    .filter((p) => p !== except)
    .flatMap((p) => [`**/${p}/**`, `@safarnama/${p}`, `@safarnama/${p}/**`]),
  message: 'Imports flow one way (shared <- remotes <- shell): compose another remote at run time with RemoteArea.',
});

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
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**`],
    ignores: [`${remote}/src/**/*.test.ts`, `${remote}/src/**/*.test.tsx`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...throughShared, sharedByName, noApps(remote)] }] },
  })),
  {
    files: ['shell/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...throughShared,
            sharedByName,
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['@safarnama/*', '**/shared/src/**', '**/shell/**', '**/mfe-*/**'], message: 'The API stands alone.' }] }],
    },
  },
);
