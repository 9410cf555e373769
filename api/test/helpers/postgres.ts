import os from 'node:os';
import { Client } from 'pg';

function candidates(): string[] {
  if (process.env.PG_TEST_URL) return [process.env.PG_TEST_URL];
  const user = os.userInfo().username;
  return ['postgres://postgres@127.0.0.1:5432/test', `postgres://${encodeURIComponent(user)}@127.0.0.1:5432/test`];
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The first PostgreSQL URL that answers, or null. */
export async function findPostgres(): Promise<string | null> {
  for (const url of candidates()) if (await canConnect(url)) return url;
  return null;
}

export async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
