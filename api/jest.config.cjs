// API tests: node environment, real databases (SQLite always, PostgreSQL when reachable).
// swc compiles each file to CommonJS; types are checked by `tsc -p api`.
const fs = require('node:fs');
const path = require('node:path');

const realContent = fs.existsSync(path.join(__dirname, 'src/content/index.ts'));

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  // Until the content module lands, tests run against a small fixture catalogue.
  moduleNameMapper: realContent ? {} : { '^(.*)/content/index$': '<rootDir>/test/fixtures/content.ts' },
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  // light-my-request (fastify.inject) depends on an ESM-only cookie package.
  transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
