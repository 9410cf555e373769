// One webpack configuration for the shell and every remote, so that four teams
// build the same way: ts-loader (types are checked once, by `npm run typecheck`),
// CSS Modules, Module Federation with a manifest, and a build-info.json naming the
// shared singletons each build was made against, which the release CLI checks against
// what is live before a remote goes live.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedBuildInfo, sharedSingletons, sharedVersion } = require('./shared-modules.cjs');
const { inputsHash } = require('./build-inputs.cjs');
const { cssModuleOptions } = require('./css-modules.cjs');
const { createServerConfig, SERVER_DIR } = require('./create-server-config.cjs');
const { StartAfterPaintPlugin } = require('./start-after-paint-plugin.cjs');
const webpack = require('webpack');
const { app: appFromRegistry, appDir, REMOTES, repoRoot } = require('../apps.cjs');

const routerBuild = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');

// React Router is shared as a browser-only subset (see react-router-browser.mjs).
const routerAliases = {
  'react-router$': path.join(__dirname, 'react-router-browser.mjs'),
  'react-router-dom$': path.join(__dirname, 'react-router-dom-browser.mjs'),
  'react-router-production-build$': path.join(routerBuild, 'index.mjs'),
};

/** What /remotes.json answers on the shell's dev server: every remote from its own dev server. */
function devRemotes() {
  const { REMOTES, PORTS } = require('../apps.cjs');
  return Object.fromEntries(REMOTES.map((r) => [r, { version: 'dev', entry: `http://127.0.0.1:${PORTS[r]}/mf-manifest.json` }]));
}

class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify({ ...this.info, builtAt: new Date().toISOString() }, null, 2);
          compilation.emitAsset('build-info.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * A remote's src/page-hints.json, published with each version: the images each
 * exposed page paints first, which the server names as preload hints in index.html
 * (api/src/plugins/app/site-page.ts), so a release can change them without the shell.
 */
class PageHintsPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageHintsPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name: 'PageHintsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = JSON.stringify(JSON.parse(fs.readFileSync(this.file, 'utf8')));
        compilation.emitAsset('page-hints.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * The webpack configuration of one app of the registry (apps.json): its folder, dev
 * port, standalone title, exposed modules (remotes) or runtime plugins (the shell).
 * @param {string} name shell | catalogue | blogs | enquiry | chat
 * @param {{ dir?: string, exposes?: Record<string, string> }} [override] another folder or
 *   exposed modules than the registry's: the release e2e test builds a changed copy this way
 */
module.exports = function createConfig(name, override = {}) {
  const entry = { ...appFromRegistry(name), ...(override.exposes ? { exposes: override.exposes } : {}) };
  const dir = override.dir || appDir(name);
  const app = {
    name,
    dir,
    port: entry.port,
    title: entry.title,
    exposes: entry.exposes && Object.fromEntries(Object.entries(entry.exposes).map(([key, file]) => [`./${key}`, file])),
    runtimePlugins: (entry.runtimePlugins || []).map((file) => path.join(dir, file)),
  };
  const serverConfig = createServerConfig(name, override);
  // A production build makes the server build too; the dev servers serve the browser build alone.
  return (env = {}, argv = {}) => ((argv.mode || 'production') === 'production' ? [browserConfig(env, argv), serverConfig(env)] : browserConfig(env, argv));

  function browserConfig(env, argv) {
    const mode = argv.mode || 'production';
    const isProd = mode === 'production';
    const isHost = entry.isHost;
    const pkg = JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
    const version = env.version || process.env.REMOTE_VERSION || pkg.version;
    const outDir = env.outDir || process.env.BUILD_OUT_DIR || path.join(app.dir, 'dist');
    // Hashed before webpack reads anything, so an edit made during the build counts as a change.
    const buildInfo = { app: app.name, version, sharedVersion, shared: sharedBuildInfo(app.dir), ...(isProd ? { inputsHash: inputsHash(name) } : {}) };

    return {
      mode,
      context: app.dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Remotes are served from /remotes/<name>/<version>/: 'auto' resolves chunks
        // relative to wherever the manifest was loaded from, so a build can be
        // published under any version directory without rebuilding.
        publicPath: isHost ? '/' : 'auto',
        // No [contenthash] in entry names: webpack 5.111 + MF 2.9 cannot build it
        // (module-federation/core#5077). A remote's entries live under a versioned,
        // immutable directory anyway; the shell's main.js is revalidated (ETag) like
        // index.html. Lazy chunks, where the weight is, keep their content hashes.
        filename: '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: app.name,
        // the server build (create-server-config.cjs) writes beside it
        clean: { keep: (file) => file === SERVER_DIR || file.startsWith(`${SERVER_DIR}/`) || file.startsWith(`${SERVER_DIR}\\`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: routerAliases,
      },
      module: {
        // a missing export (e.g. a React Router API outside the shared subset) fails the build
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: {
                transpileOnly: true,
                configFile: path.join(app.dir, 'tsconfig.json'),
                compilerOptions: { noEmit: false, sourceMap: !isProd },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              isProd ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: cssModuleOptions(app.name, isProd),
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(woff2?|svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // the registry's remote names, without the rest of the registry (shell/src/remotes/pins.ts)
        new webpack.DefinePlugin({ __REMOTE_NAMES__: JSON.stringify(REMOTES) }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          remotes: {}, // none at build time: the shell registers the pinned ones from /remotes.json
          // the shell bundles the singletons into main.js (see shell/src/index.ts); remotes take them from it
          shared: sharedSingletons({ fromHost: !isHost && isProd, eager: isHost }),
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins || [],
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          // no type download or generation: each remote declares its types in src/exposed-modules.ts
          dts: false,
          // Runtime trimming: browser-only code everywhere, and no manifest snapshot code
          // in remotes (only the shell loads manifests; a remote composing another remote
          // does it through the shared loader, on the shell's runtime). Module
          // Federation's own provideExternalRuntime was measured and rejected: it imports
          // the runtime by another path, so the shell carried it twice (+22 KB gzip).
          experiments: {
            optimization: { target: 'web', ...(isHost ? {} : { disableSnapshot: true }) },
            // A production remote takes the federation runtime from the shell
            // (shell/src/remotes/provide-runtime-plugin.ts) instead of bundling its own:
            // -19 KB gzip per remote entry. Dev builds keep theirs: each dev server
            // also serves its remote standalone, with no shell to provide it.
            ...(!isHost && isProd ? { externalRuntime: true } : {}),
          },
        }),
        new MiniCssExtractPlugin({
          filename: isProd ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(repoRoot, 'tools', 'webpack', 'index.html'),
          title: app.title || 'Safarnama Holidays',
          chunks: ['main'],
          scriptLoading: 'defer',
          hash: true, // main.js?<build hash>: a new shell build is never served from an old cache entry
          minify: isProd,
        }),
        // the server renders the shell's pages: the paint comes first, then main.js
        ...(isHost && isProd ? [new StartAfterPaintPlugin()] : []),
        ...(!isHost && fs.existsSync(path.join(app.dir, 'src', 'page-hints.json')) ? [new PageHintsPlugin(path.join(app.dir, 'src', 'page-hints.json'))] : []),
        new BuildInfoPlugin(buildInfo),
      ],
      optimization: {
        // Terser may write ES2020 (the sources are ES2022 already) and takes a third pass:
        // about 100 B gzip off main.js, which every page's first render carries.
        minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3, ecma: 2020 }, format: { ecma: 2020 } } },
        // the MF runtime must stay one chunk per container
        runtimeChunk: false,
        // A remote's exposed page carries the code it shares with its sibling pages
        // instead of a common chunk beside it: the page opened first is one file fewer
        // in the first round of requests (six connections over HTTP/1.1), and what a
        // later page repeats is a few KB, run only once.
        ...(!isHost && isProd ? { splitChunks: { cacheGroups: { default: false, defaultVendors: false } } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        client: { overlay: { warnings: false, errors: true } },
        proxy: [
          {
            context: ['/api', '/media', '/config.json', ...(isHost ? [] : ['/remotes.json'])],
            target: `http://127.0.0.1:${process.env.API_PORT || require('../apps.cjs').PORTS.api}`,
          },
        ],
        setupMiddlewares: isHost
          ? (middlewares, devServer) => {
              // in dev the shell's pins point at the other dev servers
              devServer.app.get('/remotes.json', (_req, res) => {
                res.set('Cache-Control', 'no-cache');
                res.json(devRemotes());
              });
              return middlewares;
            }
          : undefined,
      },
    };
  }
};
