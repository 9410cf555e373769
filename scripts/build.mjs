#!/usr/bin/env node
// npm run build [-- --force] [app ...]: production builds of the shell and the remotes,
// skipping those already built from the current sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, appDir, distDir, repoRoot } from './lib/apps.mjs';
import { isBuildFresh } from './lib/freshness.mjs';
import { precompressDir } from './lib/precompress.mjs';

export function buildApp(name, { env = {} } = {}) {
  const started = Date.now();
  const webpackBin = path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
  const result = spawnSync(
    process.execPath,
    [webpackBin, '--mode', 'production', '--config', path.join(appDir(name), 'webpack.config.cjs')],
    { cwd: appDir(name), stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (result.status !== 0) throw new Error(`webpack build of ${name} failed`);
  precompressDir(env.BUILD_OUT_DIR || distDir(name));
  console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildStale({ force = false, only } = {}) {
  const names = only && only.length ? only : Object.keys(APPS);
  for (const name of names) {
    if (!APPS[name]) throw new Error(`unknown app ${name}; one of ${Object.keys(APPS).join(', ')}`);
    if (!force && isBuildFresh(name)) {
      console.log(`${name}: up to date`);
      continue;
    }
    buildApp(name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  try {
    buildStale({ force: args.includes('--force'), only: args.filter((a) => !a.startsWith('--')) });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
