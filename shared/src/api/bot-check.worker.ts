// Runs altcha-lib's solver off the page's thread: receives a challenge, answers
// with the number found (or null).
import { solveChallenge } from 'altcha-lib/v1';
import type { BotCheckChallenge } from '@safarnama/contracts';

self.onmessage = async (event: MessageEvent<BotCheckChallenge>) => {
  const c = event.data;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  self.postMessage(solution ? { number: solution.number } : null);
};
