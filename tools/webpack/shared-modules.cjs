// The singletons every app shares through Module Federation. requiredVersion
// comes from the workspace's own package.json ranges, so a remote built against
// an incompatible React fails loudly instead of loading a second copy.
const path = require('node:path');
const repoRoot = path.resolve(__dirname, '..', '..');
const sharedPkg = require(path.join(repoRoot, 'shared', 'package.json'));

const ranges = sharedPkg.dependencies;
// React Router resolves to our browser subset (tools/webpack/react-router-browser.mjs),
// whose nearest package.json is not React Router's: state the real versions.
const installed = (name, from = repoRoot) => require(require.resolve(`${name}/package.json`, { paths: [from] })).version;

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

/**
 * What build-info.json records of the singletons an app is built against: per package
 * (not the 'react/' subpath keys) the version installed where the app resolves it, and
 * the range it requires. The release CLI compares them with the live shell's and the
 * other live remotes' before anything goes live (api/src/releases/compatibility.ts).
 * @param {string} appDir the app's folder
 * @returns {Record<string, { version: string, requiredVersion: string }>}
 */
function sharedBuildInfo(appDir) {
  return Object.fromEntries(
    Object.entries(sharedSingletons())
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, config]) => [name, { version: config.version ?? installed(name, appDir), requiredVersion: config.requiredVersion }]),
  );
}

module.exports = { sharedSingletons, sharedBuildInfo, sharedVersion: sharedPkg.version };
