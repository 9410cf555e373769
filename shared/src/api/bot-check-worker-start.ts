// The bot check's worker (bot-check.worker.ts), started by webpack's
// `new Worker(new URL(...))`; a worker that cannot start (a remote served from
// another origin, a strict policy) rejects, and the page solves the challenge itself.
import type { BotCheckChallenge } from '@safarnama/contracts';

export function solveInWorker(challenge: BotCheckChallenge): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bot-check.worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<{ number: number } | null>) => {
      worker.terminate();
      resolve(event.data?.number ?? null);
    };
    worker.onerror = (event) => {
      worker.terminate();
      event.preventDefault();
      reject(new Error('The bot-check worker did not start'));
    };
    worker.postMessage(challenge);
  });
}
