// Runs a command without blocking (tests run several side by side) and collects what it
// printed: { code, out, err }.
import { spawn } from 'node:child_process';

/** @returns {Promise<{ code: number | null, out: string, err: string }>} */
export function capture(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}
