#!/usr/bin/env node
// The browsers come from Debian's packages (never a downloaded browser build):
//   chromium                 /usr/bin/chromium: Lighthouse and screenshots, the browser a visitor runs
//   chromium-headless-shell  the e2e suite: the same engine without the desktop browser
//                            around it, as Playwright's own headless runs use (a new page
//                            is ~2x faster to open; the e2e journeys take ~25% less time)
// Installs what is missing with apt-get when we are root; otherwise says how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.E2E_CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

const PACKAGES = [
  { name: 'chromium', file: CHROMIUM },
  { name: 'chromium-headless-shell', file: HEADLESS_SHELL },
];

export function ensureChromium() {
  const missing = PACKAGES.filter((p) => !fs.existsSync(p.file));
  if (!missing.length) return;
  const command = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.map((p) => p.name).join(' ')}`;
  const what = missing.map((p) => `${p.name} (${p.file})`).join(', ');
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing: ${what}. Install as root: sudo sh -c '${command}'`);
  }
  console.log(`Missing: ${what}: ${command}`);
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  const still = missing.filter((p) => !fs.existsSync(p.file));
  if (result.status !== 0 || still.length) throw new Error(`Installing ${still.map((p) => p.name).join(', ') || 'Chromium'} failed: ${command}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureChromium();
    console.log(`chromium: ${CHROMIUM}\nheadless shell: ${HEADLESS_SHELL}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
