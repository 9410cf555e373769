// "Builds what is not built": a build is fresh when the hash of everything it is made
// from (tools/webpack/build-inputs.cjs) equals the one its build-info.json recorded.
import fs from 'node:fs';
import path from 'node:path';
import buildInputs from '../../tools/webpack/build-inputs.cjs';
import { distDir } from './apps.mjs';

export function isBuildFresh(name) {
  const file = path.join(distDir(name), 'build-info.json');
  if (!fs.existsSync(file)) return false;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).inputsHash === buildInputs.inputsHash(name);
  } catch {
    return false; // an unreadable build-info.json: build again
  }
}
