#!/usr/bin/env node
// The e2e suite drives Debian's Chromium (never a downloaded browser build).
// Installs it with apt-get when missing and we are root; otherwise says how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const command = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM}. Install it as root: sudo sh -c '${command}'`);
  }
  console.log(`Chromium is missing: ${command}`);
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  if (result.status !== 0 || !fs.existsSync(CHROMIUM)) throw new Error(`Installing Chromium failed: ${command}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureChromium();
    console.log(`chromium: ${CHROMIUM}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
