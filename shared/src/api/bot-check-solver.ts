// Solves a bot-check challenge with altcha-lib: in a Web Worker when the browser
// can start one (the page stays responsive), else on the page, where each hash
// awaits crypto.subtle and so lets input through between tries.
import { solveChallenge } from 'altcha-lib/v1';
import type { BotCheckChallenge } from '@safarnama/contracts';

export async function solve(challenge: BotCheckChallenge): Promise<number> {
  if (typeof Worker !== 'undefined') {
    const inWorker = await import(/* webpackChunkName: "bot-check-solver" */ './bot-check-worker-start')
      .then(({ solveInWorker }) => solveInWorker(challenge))
      .catch(() => null);
    if (inWorker !== null) return inWorker;
  }
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('The bot-check challenge has no solution');
  return solution.number;
}
