// CSS Modules' options, one definition for the browser and the server build of an app:
// the server's HTML must carry exactly the class names the browser's stylesheets use.

/**
 * @param {string} appName the app's name, in every class so one remote cannot restyle another
 * @param {boolean} isProd short hashed names in production, readable ones in development
 */
function cssModuleOptions(appName, isProd) {
  return {
    localIdentName: isProd ? `${appName}-[hash:base64:6]` : `${appName}-[name]__[local]`,
    namedExport: false,
    exportLocalsConvention: 'as-is',
  };
}

module.exports = { cssModuleOptions };
