// The shell host: its federation surface is this file; the build itself is shared.
const createConfig = require('../tools/webpack/create-config.cjs');
const ports = require('../tools/webpack/ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: ports.shell,
  title: 'Safarnama Holidays',
  runtimePlugins: [require.resolve('./src/remotes/offline-remote-plugin.ts')],
});
