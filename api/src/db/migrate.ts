/* eslint-disable @typescript-eslint/no-explicit-any -- the migrator runs the frozen migrations, which take Kysely<any> */
import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
// every file of api/migrations, listed by api/migrations/lib/migration-list.ts
import { migrations } from '../../migrations';

// `schema` keeps the migration bookkeeping tables in a non-default PostgreSQL
// schema (Kysely otherwise finds another schema's tables when several exist).
function migrator(db: Kysely<any>, schema?: string): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
}

function check(result: MigrationResultSet): MigrationResultSet {
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}

/** Applies every pending migration; running it again does nothing. */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<MigrationResultSet> {
  return check(await migrator(db, schema).migrateToLatest());
}

export async function migrateDown(db: Kysely<any>, schema?: string): Promise<MigrationResultSet> {
  return check(await migrator(db, schema).migrateDown());
}
