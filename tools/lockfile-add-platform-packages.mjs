#!/usr/bin/env node
// Keeps `npm ci` working. npm >= 11.6 refuses a lock that lacks an entry for any
// declared optional platform package ("Missing: @swc/core-darwin-arm64@ from lock
// file"), but records only the ones it could fetch, and the registry this project
// installs from serves only some platforms. This adds an entry for each missing one:
// its version, `optional`, and the os/cpu/libc it is built for (from the registry
// when it has them, else from the package name), so npm ci validates the lock and
// skips the package on other machines exactly as it would have.
// Run it after anything rewrites package-lock.json (npm install):
//   node tools/lockfile-add-platform-packages.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = { x64: 'x64', arm64: 'arm64', ia32: 'ia32', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', wasm32: 'wasm32', arm: 'arm' };

/** "@swc/core-linux-arm-gnueabihf" -> { os: ['linux'], cpu: ['arm'], libc: ['glibc'] } */
export function platformFromName(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const tail = parts.at(-1);
  const libc = /^musl/.test(tail) ? 'musl' : /^gnu/.test(tail) && os === 'linux' ? 'glibc' : undefined;
  return { ...(os ? { os: [os === 'openharmony' ? 'openharmony' : os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

function registryMetadata(name, version) {
  try {
    const out = execFileSync('npm', ['view', `${name}@${version}`, '--json', 'version', 'dist.integrity', 'os', 'cpu', 'libc'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const meta = JSON.parse(out);
    const pick = (field) => (meta[field] ? { [field]: [].concat(meta[field]) } : {});
    return { version: meta.version, integrity: meta['dist.integrity'], ...pick('os'), ...pick('cpu'), ...pick('libc') };
  } catch {
    return null; // not on this registry
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lockFile = path.resolve(process.argv[2] ?? 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  const { packages } = lock;
  let added = 0;
  for (const [key, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (packages[`node_modules/${name}`] || packages[`${key ? `${key}/` : ''}node_modules/${name}`]) continue;
      const meta = registryMetadata(name, version) ?? { version, ...platformFromName(name) };
      const { integrity, ...platform } = meta;
      packages[`node_modules/${name}`] = {
        version: platform.version,
        ...(integrity ? { integrity } : {}),
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...Object.fromEntries(Object.entries(platform).filter(([field]) => field !== 'version')),
      };
      added += 1;
      console.log(`added ${name}@${platform.version} ${JSON.stringify(Object.fromEntries(Object.entries(platform).filter(([f]) => f !== 'version')))}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`${added} platform package entries added to ${lockFile}`);
}
