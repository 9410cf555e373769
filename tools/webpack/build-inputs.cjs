// What a production build is made from, as one hash. build-info.json records it and
// `npm run build` / `npm start` rebuild an app only when it changed. Content, not
// modification times: a checkout, a dependency bump (package-lock.json) or a
// compiler setting (tsconfig.base.json) changes the hash even when mtimes lie.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { appDir, repoRoot } = require('../apps.cjs');

const SKIP = new Set(['node_modules', 'dist']);

function listFiles(target, out) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return out;
  if (!stat.isDirectory()) {
    out.push(target);
    return out;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    listFiles(path.join(target, entry.name), out);
  }
  return out;
}

/** Every file (or folder) the build of `name` reads: its own package, the libraries it bundles, the toolchain. */
function buildInputs(name) {
  return [
    appDir(name),
    path.join(repoRoot, 'shared'),
    path.join(repoRoot, 'contracts'),
    path.join(repoRoot, 'tools', 'webpack'),
    path.join(repoRoot, 'tools', 'apps.cjs'),
    path.join(repoRoot, 'apps.json'),
    path.join(repoRoot, 'tsconfig.base.json'),
    path.join(repoRoot, 'package.json'),
    path.join(repoRoot, 'package-lock.json'),
  ];
}

/** sha256 over the relative path and content of every input file, in a stable order. */
function inputsHash(name) {
  const hash = crypto.createHash('sha256');
  const files = buildInputs(name).flatMap((input) => listFiles(input, [])).sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

module.exports = { buildInputs, inputsHash };
