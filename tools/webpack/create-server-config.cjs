// The server build of an app, made beside its browser build (dist/server/), so that
// the API server can render a page's first view to HTML with the very components the
// browser then hydrates.
//
// A remote's server build is one CommonJS file per exposed module. It bundles the
// remote's own code and takes every singleton (React, React Router, zustand,
// @safarnama/shared) from whoever loads it: the shell's server build provides them,
// as the shell provides them in the browser, so one React renders the whole page and
// one router and one store are read by every remote. It is published with the browser
// build (same version folder), so a pinned version renders with its own code.
//
// The shell's server build bundles the singletons itself and exports renderPage()
// (shell/src/server/render-page.tsx).
//
// Class names are made exactly as in the browser build (same CSS Modules options,
// same context), so the server's HTML carries the browser's classes; no CSS is
// emitted: the browser build's stylesheets style it.
const path = require('node:path');
const webpack = require('webpack');
const { app: appFromRegistry, appDir, REMOTES } = require('../apps.cjs');
const { cssModuleOptions } = require('./css-modules.cjs');

/** The singletons a remote's server build takes from the shell's (see shared-modules.cjs). */
const PROVIDED_BY_SHELL = /^(react|react-dom|react-router|react-router-dom|zustand|@safarnama\/shared)(\/.*)?$/;

/** Where each app's server build is written, relative to its dist folder. */
const SERVER_DIR = 'server';

/**
 * @param {string} name shell | catalogue | blogs | enquiry | chat
 * @param {{ dir?: string, exposes?: Record<string, string> }} [override] as createConfig's
 */
function createServerConfig(name, override = {}) {
  const entry = { ...appFromRegistry(name), ...(override.exposes ? { exposes: override.exposes } : {}) };
  const dir = override.dir || appDir(name);
  const isHost = entry.isHost;
  return (env = {}) => {
    const outDir = env.outDir || process.env.BUILD_OUT_DIR || path.join(dir, 'dist');
    const entries = isHost ? { 'shell-server': './src/server/render-page.tsx' } : { ...entry.exposes };
    return {
      name: `${name}-server`,
      mode: 'production',
      context: dir,
      target: 'node20',
      entry: entries,
      devtool: false,
      output: {
        path: path.join(outDir, SERVER_DIR),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        publicPath: '/',
        clean: true,
      },
      // a remote file is evaluated by the API server with its own require (api/src/rendering/server-builds.ts)
      externals: isHost ? [] : [({ request }, callback) => (request && PROVIDED_BY_SHELL.test(request) && !request.endsWith('.css') ? callback(null, `commonjs ${request}`) : callback())],
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The federation runtime loads browser containers: on the server a remote
        // module comes from its server build instead (shell/src/server/server-remotes.ts).
        alias: isHost ? { '@module-federation/enhanced/runtime$': path.join(dir, 'src', 'server', 'server-remotes.ts') } : {},
      },
      module: {
        // import() stays in the same file (eager): the API server evaluates one file from the
        // release store, with no folder beside it to load chunks from
        parser: { javascript: { exportsPresence: 'error', dynamicImportMode: 'eager' } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json'), compilerOptions: { noEmit: false, sourceMap: false } } },
          },
          { test: /\.module\.css$/, use: [{ loader: 'css-loader', options: { modules: { ...cssModuleOptions(name, true), exportOnlyLocals: true } } }] },
          { test: /\.css$/, exclude: /\.module\.css$/, use: path.join(__dirname, 'no-css-loader.cjs') },
          { test: /\.(woff2?|svg|png|jpe?g|webp)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __REMOTE_NAMES__: JSON.stringify(REMOTES) }),
      ],
      optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createServerConfig, SERVER_DIR };
