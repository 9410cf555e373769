// What /remotes.json answers on the shell's dev server: every remote from its own dev server.
const ports = require('./ports.cjs');
module.exports = Object.fromEntries(
  ['catalogue', 'blogs', 'enquiry', 'chat'].map((name) => [
    name,
    { version: 'dev', entry: `http://127.0.0.1:${ports[name]}/mf-manifest.json` },
  ]),
);
