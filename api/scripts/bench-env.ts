// The environment `npm run bench` starts the real server with: production mode (as
// served), a fresh SQLite file, and limits raised so the load measures the routes,
// not the rate limiter. Its own file so that a test can check the server accepts it.
import { randomBytes } from 'node:crypto';

export function benchServerEnv(dbFile: string): Record<string, string> {
  return {
    DATABASE_URL: `sqlite:${dbFile}`,
    RATE_LIMIT_WRITE_MAX: '100000000',
    CHAT_RATE_LIMIT_MAX: '1000000',
    SEARCH_TRACKING_RATE_LIMIT_MAX: '1000000000',
    NODE_ENV: 'production',
    // production refuses to start without a preview-link secret; the bench makes no links
    PREVIEW_SECRET: randomBytes(32).toString('hex'),
  };
}
