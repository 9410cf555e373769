// The shell's index.html names, as preload hints, every file its start-up needs:
// the chunks of `import('./bootstrap')` and of the shared modules it consumes (React,
// React Router, the store, the shared library). Without them the browser only learns
// of each file once the one before it has run: main.js, then the bootstrap chunks,
// then the shared ones. Fonts are not preloaded: they would compete with the
// scripts the first paint needs, and the size-adjusted fallback face in
// shared/src/styles/tokens.css lets them swap in without moving text.
const HtmlWebpackPlugin = require('html-webpack-plugin');


/**
 * Files of the chunk groups reachable from `entryModule`'s async blocks (the
 * bootstrap import), and, for every shared module those chunks consume, of the
 * chunks the shell *provides* it from: at run time the share scope hands out the
 * provider's copy (the shell loads first), not the consumer's own fallback chunk.
 */
function startupFiles(compilation, entryModule) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const m of compilation.modules) {
    if (m.type === 'provide-module') providers.set(m.options?.shareKey ?? m._name, m);
  }
  const files = new Set();
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks || []) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!group || seen.has(group)) continue;
      seen.add(group);
      for (const chunk of group.chunks) {
        for (const file of chunk.files) files.add(file);
        for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
          if (m.type === 'consume-shared-module') visitBlocks(providers.get(m.options?.shareKey) ?? m);
        }
      }
    }
  };
  visitBlocks(entryModule);
  return [...files];
}

class BootPreloadPlugin {
  constructor({ entryRequest = './src/index.ts' } = {}) {
    this.entryRequest = entryRequest;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const entry = [...compilation.modules].find((m) => m.rawRequest === this.entryRequest);
        if (!entry) throw new Error(`BootPreloadPlugin: ${this.entryRequest} is not in the build`);
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const tag = (attributes) => ({ tagName: 'link', voidTag: true, attributes, meta: { plugin: 'BootPreloadPlugin' } });
        const links = [];
        for (const file of startupFiles(compilation, entry)) {
          if (file.endsWith('.js')) links.push(tag({ rel: 'preload', as: 'script', href: publicPath + file }));
          // preloaded, not render-blocking: the chunk loader applies it before the code that needs it runs
          else if (file.endsWith('.css')) links.push(tag({ rel: 'preload', as: 'style', href: publicPath + file }));
        }
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin };
