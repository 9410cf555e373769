// Unit tests of the browser packages. The API and e2e suites have their own configs
// (they need a database and a real browser) and run from scripts/test.mjs.
module.exports = {
  projects: ['shared', 'shell', 'mfe-catalogue', 'mfe-blogs', 'mfe-enquiry', 'mfe-chat'].map((d) => `<rootDir>/${d}`),
};
