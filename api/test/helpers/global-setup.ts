// Runs once before the API suites: finds out whether PostgreSQL is reachable so
// that every suite can run its PostgreSQL variant (or skip it with a visible note).
import { findPostgres } from './postgres';

export default async function globalSetup(): Promise<void> {
  const url = await findPostgres();
  process.env.API_TEST_PG_URL = url ?? '';
  if (!url) {
    console.warn('\n[api tests] PostgreSQL is not reachable on 127.0.0.1:5432: the PostgreSQL variants are SKIPPED.\n');
  }
}
