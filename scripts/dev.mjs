#!/usr/bin/env node
// npm run dev: the API on :8080 and every app on its own webpack dev server with reload.
// Open the shell at http://127.0.0.1:3000; each remote also runs standalone on its port.
import concurrently from 'concurrently';
import path from 'node:path';
import { APPS, PORTS, REMOTES, repoRoot } from './lib/apps.mjs';
import { answerHelp } from './lib/usage.mjs';

answerHelp(`
Usage: npm run dev

The API on :${PORTS.api} and every app on its own webpack dev server with reload; open the
shell at http://127.0.0.1:3000.
`);

const webpack = path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
const tsx = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

const { result } = concurrently(
  [
    { name: 'api', command: `node ${tsx} watch api/src/server.ts`, env: { PORT: String(PORTS.api), SERVE_SITE: '0' } },
    ...Object.values(APPS).map(({ name, folder }) => ({
      name,
      command: `node ${webpack} serve --mode development --config ${folder}/webpack.config.cjs`,
    })),
  ],
  { prefixColors: 'auto', killOthers: ['failure'], cwd: repoRoot },
);
console.log(`shell: http://127.0.0.1:${PORTS.shell}  remotes: ${REMOTES.map((r) => `${r} :${PORTS[r]}`).join(', ')}`);
result.catch(() => process.exit(1));
