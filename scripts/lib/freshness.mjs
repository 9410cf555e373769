// "Builds what is not built": a build is stale when any input is newer than its build-info.json.
import fs from 'node:fs';
import path from 'node:path';
import { appDir, distDir, repoRoot } from './apps.mjs';

function newestMtime(target) {
  let newest = 0;
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function isBuildFresh(name) {
  const info = fs.statSync(path.join(distDir(name), 'build-info.json'), { throwIfNoEntry: false });
  if (!info) return false;
  const inputs = [
    path.join(appDir(name), 'src'),
    path.join(appDir(name), 'package.json'),
    path.join(appDir(name), 'webpack.config.cjs'),
    path.join(repoRoot, 'shared', 'src'),
    path.join(repoRoot, 'shared', 'package.json'),
    path.join(repoRoot, 'tools', 'webpack'),
  ];
  return Math.max(...inputs.map(newestMtime)) <= info.mtimeMs;
}
