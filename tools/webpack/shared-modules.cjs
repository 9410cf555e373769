// The singletons every app shares through Module Federation. requiredVersion
// comes from the workspace's own package.json ranges, so a remote built against
// an incompatible React fails loudly instead of loading a second copy.
const path = require('node:path');
const repoRoot = path.resolve(__dirname, '..', '..');
const sharedPkg = require(path.join(repoRoot, 'shared', 'package.json'));

const ranges = sharedPkg.dependencies;

function sharedSingletons() {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: singleton(ranges.react),
    // trailing slash: react/jsx-runtime and other subpaths are shared too
    'react/': singleton(ranges.react),
    'react-dom': singleton(ranges['react-dom']),
    'react-dom/': singleton(ranges['react-dom']),
    'react-router': singleton(ranges['react-router']),
    'react-router-dom': singleton(ranges['react-router-dom']),
    zustand: singleton(ranges.zustand),
    '@safarnama/shared': { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version },
  };
}

module.exports = { sharedSingletons, sharedVersion: sharedPkg.version };
