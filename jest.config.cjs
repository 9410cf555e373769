// Unit tests of the browser packages: shared and every app of the registry (apps.json).
// The API and e2e suites have their own configs (they need a database and a real
// browser) and run from scripts/test.mjs.
const { APPS } = require('./tools/apps.cjs');

module.exports = {
  projects: ['shared', ...Object.values(APPS).map((app) => app.folder)].map((d) => `<rootDir>/${d}`),
};
