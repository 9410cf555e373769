// npm run db:migrate            apply pending migrations
// npm run db:migrate -- down    undo the last migration
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateDown, migrateToLatest } from '../src/db/migrate';
import { answerHelp } from './cli';

answerHelp(`
Usage: npm run db:migrate [-- down]

Applies the pending migrations to DATABASE_URL (a SQLite file is created if missing);
down undoes the last one.
`);

async function main(): Promise<void> {
  const down = process.argv.slice(2).includes('down');
  const config = loadConfig();
  const database = openDatabase(config.database, config.databaseTimeouts);
  try {
    const result = await database.withoutStatementTimeout((db) => (down ? migrateDown(db, database.schema) : migrateToLatest(db, database.schema)));
    const applied = result.results ?? [];
    if (applied.length === 0) console.log('Database is up to date.');
    for (const r of applied) console.log(`${r.direction === 'Up' ? 'applied' : 'reverted'} ${r.migrationName}: ${r.status}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
