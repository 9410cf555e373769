// The shell's index.html starts main.js through start-after-paint.js: main.js and the
// files split from it become preload hints (fetched at once, as before) and a small
// content-hashed script evaluates them after the page's largest paint (why:
// start-after-paint.js).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const SOURCE = path.join(__dirname, 'start-after-paint.js');

class StartAfterPaintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartAfterPaintPlugin', (compilation) => {
      compilation.fileDependencies.add(SOURCE);
      // minified with the rest of the build's scripts
      const code = fs.readFileSync(SOURCE, 'utf8');
      const fileName = `start.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
      compilation.hooks.processAssets.tap({ name: 'StartAfterPaintPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(fileName, new compiler.webpack.sources.RawSource(code));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterPaintPlugin', (data) => {
        const publicPath = data.publicPath || '/';
        // main.js and the files split from it (React DOM, the federation runtime), in order
        const isStartScript = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const scripts = data.headTags.filter(isStartScript).map((tag) => tag.attributes.src);
        if (scripts.length === 0) return data;
        // the start script first: it runs before the first paint, the files it starts after it
        data.headTags = [
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${fileName}`, 'data-main': scripts.join(' ') }),
          ...scripts.map((src) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src })),
          ...data.headTags.filter((tag) => !isStartScript(tag)),
        ];
        return data;
      });
    });
  }
}

module.exports = { StartAfterPaintPlugin };
