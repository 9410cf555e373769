// Shared jest settings for the browser packages (jsdom + Testing Library).
// swc compiles TypeScript/JSX per file (fast on 2 cores); types are checked by `npm run typecheck`.
const path = require('node:path');
const { REMOTES } = require('./tools/apps.cjs');

/** @param {string} dir package directory, @param {string} name display name */
module.exports = function browserPreset(dir, name) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      }],
    },
    // swiper and its helpers ship ESM only (.mjs), so they are compiled too
    transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
      '\\.(svg|png|jpg|webp|woff2?)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.cjs')],
    // what the build defines (tools/webpack/create-config.cjs)
    globals: { __REMOTE_NAMES__: REMOTES },
  };
};
