// The singletons every app shares through Module Federation. requiredVersion
// comes from the workspace's own package.json ranges, so a remote built against
// an incompatible React fails loudly instead of loading a second copy.
const path = require('node:path');
const repoRoot = path.resolve(__dirname, '..', '..');
const sharedPkg = require(path.join(repoRoot, 'shared', 'package.json'));

const ranges = sharedPkg.dependencies;
// React Router resolves to our browser subset (tools/webpack/react-router-browser.mjs),
// whose nearest package.json is not React Router's: state the real versions.
const installed = (name) => require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;

/**
 * @param {{ fromHost?: boolean, eager?: boolean }} [options] fromHost: take every
 *   singleton from the share scope the shell fills, bundling no fallback copy (a
 *   production remote always loads under the shell; a dev server also serves its remote
 *   standalone, so keeps them). eager: bundle them into the entry chunk (the shell's).
 */
function sharedSingletons({ fromHost = false, eager = false } = {}) {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, ...(fromHost ? { import: false } : {}), ...(eager ? { eager: true } : {}) });
  return {
    react: singleton(ranges.react),
    // trailing slash: react/jsx-runtime and other subpaths are shared too
    'react/': singleton(ranges.react),
    'react-dom': singleton(ranges['react-dom']),
    'react-dom/': singleton(ranges['react-dom']),
    'react-router': { ...singleton(ranges['react-router']), version: installed('react-router') },
    'react-router-dom': { ...singleton(ranges['react-router-dom']), version: installed('react-router-dom') },
    zustand: singleton(ranges.zustand),
    '@safarnama/shared': { ...singleton(`^${sharedPkg.version}`), version: sharedPkg.version },
  };
}

module.exports = { sharedSingletons, sharedVersion: sharedPkg.version };
