#!/usr/bin/env node
// npm run typecheck: the front end, the API and the e2e suite, each one tsc program, no emit.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { answerHelp } from './lib/usage.mjs';

answerHelp('Usage: npm run typecheck\n\nThe front end, the API and the e2e suite, each one tsc program, no emit.');

const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = false;
for (const project of ['tsconfig.json', 'api/tsconfig.json', 'e2e/tsconfig.json']) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: repoRoot, stdio: 'inherit' });
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
