// API tests: node environment, real databases (SQLite always, PostgreSQL when reachable).
// swc compiles each file to CommonJS; types are checked by `tsc -p api`.
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
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  // ESM-only packages compiled to CommonJS too: the cookie package light-my-request
  // (fastify.inject) depends on, marked (blog Markdown), and the HTML parser under
  // sanitize-html (blog bodies; Node itself loads these with require(esm), jest cannot).
  transformIgnorePatterns: [
    '/node_modules/(?!((light-my-request/node_modules/)?cookie|marked|(sanitize-html/node_modules/)?(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities))/)',
  ],
  testTimeout: 60_000,
  maxWorkers: 2,
};
