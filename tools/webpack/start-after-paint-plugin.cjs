// The shell's index.html starts main.js through start-after-paint.js: main.js becomes
// a preload hint (fetched at once, as before) and a small content-hashed script
// evaluates it after the first contentful paint (why: start-after-paint.js).
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
        data.headTags = data.headTags.flatMap((tag) => {
          const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
          if (typeof src !== 'string' || !/(^|\/)main\.js(\?|$)/.test(src)) return [tag];
          return [
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src }),
            HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${fileName}`, 'data-main': src }),
          ];
        });
        return data;
      });
    });
  }
}

module.exports = { StartAfterPaintPlugin };
