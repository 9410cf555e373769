// npm run db:seed: migrate, then load the seed catalogue (idempotent: a second run changes nothing).
import { loadConfig } from '../src/config';
import * as content from '../src/content/index';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { answerHelp } from './cli';

answerHelp(`
Usage: npm run db:seed

Migrates DATABASE_URL, then loads the seed catalogue from api/content (a second run
changes nothing).
`);

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database, config.databaseTimeouts);
  try {
    const report = await database.withoutStatementTimeout(async (db) => {
      await migrateToLatest(db, database.schema);
      return seedDatabase(db, content);
    });
    console.log(
      `Seeded ${report.categories} categories, ${report.destinations} destinations, ${report.packages} packages, ${report.blogs} blogs ` +
        `(changed: ${report.changedDestinations} destinations, ${report.changedPackages} packages, ${report.changedBlogs} blogs).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
