// The migration list, ../index.ts, is written from this folder's file names:
//   npx tsx api/migrations/lib/migration-list.ts
// after adding a migration (api/test/db/migration-list.test.ts fails until then).
//
// A list written ahead of time, not a folder scan when the server starts (Kysely's
// FileMigrationProvider): the server runs as one esbuild bundle (api/dist/server.js),
// which has no migration files beside it, and Node 20 cannot load TypeScript anyway.
// Static imports load the same migrations in the bundle, in jest and in the tsx scripts.
import fs from 'node:fs';
import path from 'node:path';

/** A migration is a file named by its timestamp and what it does; anything else here is not one. */
export const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.ts$/;

export const MIGRATIONS_DIR = path.resolve(__dirname, '..');
export const INDEX_FILE = path.join(MIGRATIONS_DIR, 'index.ts');

/** The migrations' names in the order Kysely applies them: sorted by name, as its Migrator sorts them. */
export function migrationNames(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .map((file) => path.basename(file, '.ts'))
    .sort();
}

/** The text of index.ts for these migration names. */
export function migrationListSource(names: readonly string[]): string {
  const binding = (name: string) => `m${name}`;
  return [
    '// Written by lib/migration-list.ts from the file names in this folder: do not edit by hand.',
    "import type { Migration } from 'kysely';",
    ...names.map((name) => `import * as ${binding(name)} from './${name}';`),
    '',
    '/** Every migration by name; Kysely applies them sorted by name. */',
    'export const migrations: Record<string, Migration> = {',
    ...names.map((name) => `  '${name}': ${binding(name)},`),
    '};',
    '',
  ].join('\n');
}

if (require.main === module) {
  fs.writeFileSync(INDEX_FILE, migrationListSource(migrationNames()));
  console.log(`wrote ${path.relative(process.cwd(), INDEX_FILE)}`);
}
