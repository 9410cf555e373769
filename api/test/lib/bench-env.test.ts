// `npm run bench` starts the real server in production mode: the environment it
// gives must be one the server accepts (the releases work made PREVIEW_SECRET
// required in production, and the bench stopped at start-up until it set one).
import { benchServerEnv } from '../../scripts/bench-env';
import { loadConfig } from '../../src/config';

it("the bench's server environment passes the production configuration check", () => {
  const env = benchServerEnv('/tmp/safarnama-bench-check.db');
  const config = loadConfig(env);
  expect(config.previewSecret).toBe(env.PREVIEW_SECRET);
  expect(env.PREVIEW_SECRET).toMatch(/^[0-9a-f]{64}$/);
  // a new secret per run: nothing fixed that could sign links on a real server
  expect(benchServerEnv('/tmp/x.db').PREVIEW_SECRET).not.toBe(env.PREVIEW_SECRET);
});
