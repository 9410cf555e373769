// The one registry of the front-end apps (apps.json at the root: name, folder,
// dev port, exposed modules), in the shapes the build, the scripts, the tests and
// the linter need. Adding a remote is one entry in apps.json plus its folder.
const path = require('node:path');
const registry = require('../apps.json');

const repoRoot = path.resolve(__dirname, '..');

/** Remote names, in registry order. */
const REMOTES = Object.keys(registry.remotes);

/** Every app (the shell first) by name: { name, folder, port, title, exposes?, runtimePlugins?, isHost }. */
const APPS = {
  shell: { name: 'shell', ...registry.shell, isHost: true },
  ...Object.fromEntries(REMOTES.map((name) => [name, { name, ...registry.remotes[name], isHost: false }])),
};

/** Dev-server ports by app name, plus the API's. */
const PORTS = { ...Object.fromEntries(Object.values(APPS).map((app) => [app.name, app.port])), api: registry.api.port };

function app(name) {
  const found = APPS[name];
  if (!found) throw new Error(`Unknown app "${name}". Apps: ${Object.keys(APPS).join(', ')}.`);
  return found;
}

const appDir = (name) => path.join(repoRoot, app(name).folder);

module.exports = { repoRoot, REMOTES, APPS, PORTS, app, appDir };
