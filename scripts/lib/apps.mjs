// The apps (from the registry, apps.json) and where their builds and releases live.
import path from 'node:path';
import registry from '../../tools/apps.cjs';

export const { repoRoot, REMOTES, APPS, PORTS, app, appDir } = registry;

export const distDir = (name) => process.env[`${name.toUpperCase()}_DIST`] || path.join(appDir(name), 'dist');
export const deployDir = () => path.resolve(process.env.DEPLOY_DIR || path.join(repoRoot, 'deploy'));
