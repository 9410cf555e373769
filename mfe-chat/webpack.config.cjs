// The chat remote: its federation surface is this file; the build itself is shared.
const createConfig = require('../tools/webpack/create-config.cjs');
const ports = require('../tools/webpack/ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'chat',
  port: ports.chat,
  title: 'Luna chat (standalone)',
  exposes: {
    './ChatWidget': './src/features/chat-widget/chat-widget.tsx',
  },
});
