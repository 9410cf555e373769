#!/usr/bin/env node
// The API compiled to JavaScript: api/dist/server.js, which every real run of the server
// starts (npm start, e2e, bench, lighthouse, the tests that kill a server), and
// api/dist/itinerary-pdf-layout.js, which the PDF worker thread loads.
//
// esbuild bundles each entry with the workspace packages it imports (@safarnama/*:
// TypeScript source, no build of their own) and leaves every other package to node_modules.
// It does not check types: `npm run typecheck` does.
//
// Built only when stale: api/dist/build-info.json records a hash of every file the last
// build read; a build is fresh while those files hash the same. Each output is written
// to a temporary file and renamed, so a server starting meanwhile reads a whole file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from './lib/apps.mjs';
import { answerHelp } from './lib/usage.mjs';

const apiDir = path.join(repoRoot, 'api');
export const apiDistDir = path.join(apiDir, 'dist');
/** The compiled server: `node api/dist/server.js`. */
export const apiServerFile = path.join(apiDistDir, 'server.js');
const infoFile = path.join(apiDistDir, 'build-info.json');
const ENTRIES = { server: 'src/server.ts', 'itinerary-pdf-layout': 'src/services/itinerary-pdf-layout.ts' };
// what the output depends on besides the sources: how they are built
const BUILD_FILES = [fileURLToPath(import.meta.url), path.join(repoRoot, 'node_modules', 'esbuild', 'package.json')];

function hashOf(files) {
  const hash = crypto.createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(file).update('\0');
    try {
      hash.update(fs.readFileSync(path.resolve(repoRoot, file)));
    } catch {
      hash.update('missing');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function isApiBuildFresh() {
  try {
    const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
    const outputs = Object.keys(ENTRIES).map((name) => path.join(apiDistDir, `${name}.js`));
    return outputs.every((file) => fs.existsSync(file)) && info.inputsHash === hashOf([...info.inputs, ...BUILD_FILES]);
  } catch {
    return false; // no build yet, or an unreadable build-info.json: build again
  }
}

/** Bare imports stay `require`s, except the workspace's own packages, which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@safarnama/') ? undefined : { path: args.path, external: true }));
  },
};

function writeAtomically(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

export async function buildApi({ quiet = false } = {}) {
  const started = Date.now();
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(apiDir, file)])),
    outdir: apiDistDir,
    bundle: true,
    platform: 'node',
    format: 'cjs', // the API is CommonJS: it reads __dirname and require.resolve
    target: 'node20', // the oldest Node the API supports (engines in api/package.json)
    // stack traces name the TypeScript lines, however the server is started
    sourcemap: 'linked',
    banner: { js: 'process.setSourceMapsEnabled(true);' },
    plugins: [externalPackages],
    metafile: true,
    write: false,
    logLevel: 'warning',
  }).finally(() => esbuild.stop()); // its service process would stay beside the server npm start runs
  for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  const inputs = Object.keys(result.metafile.inputs);
  writeAtomically(infoFile, `${JSON.stringify({ inputsHash: hashOf([...inputs, ...BUILD_FILES]), inputs }, null, 2)}\n`);
  if (!quiet) console.log(`built api/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the API unless api/dist is built from the current sources; returns the server file. */
export async function buildApiIfStale({ force = false, quiet = false } = {}) {
  if (force || !isApiBuildFresh()) await buildApi({ quiet });
  else if (!quiet) console.log('api: up to date');
  return apiServerFile;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  answerHelp(`
Usage: node scripts/build-api.mjs [--force]

Compiles the API to api/dist/ (server.js, itinerary-pdf-layout.js) unless it is built
from the current sources already; --force builds it anyway.
`);
  try {
    await buildApiIfStale({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`The API did not build: ${error.message}`);
    process.exit(1);
  }
}
