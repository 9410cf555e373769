import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from '../../migrations';

function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function check(result: MigrationResultSet): MigrationResultSet {
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}

/** Applies every pending migration; running it again does nothing. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  return check(await migrator(db).migrateToLatest());
}

export async function migrateDown(db: Kysely<any>): Promise<MigrationResultSet> {
  return check(await migrator(db).migrateDown());
}
