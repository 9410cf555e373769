// The migration list (api/migrations/index.ts) is written from the folder by
// api/migrations/lib/migration-list.ts: these tests fail when a migration file is not
// listed, when the list names a file that is gone, or when a file is misnamed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from '../../migrations';
import { INDEX_FILE, MIGRATION_FILE, MIGRATIONS_DIR, migrationListSource, migrationNames } from '../../migrations/lib/migration-list';

const WRITE_IT = 'run `npx tsx api/migrations/lib/migration-list.ts` to write the list again';

describe('the migration list', () => {
  it(`lists every migration file in the folder, sorted by name (${WRITE_IT})`, () => {
    expect(Object.keys(migrations)).toEqual(migrationNames());
  });

  it(`is the text lib/migration-list.ts writes, not edited by hand (${WRITE_IT})`, () => {
    expect(fs.readFileSync(INDEX_FILE, 'utf8')).toBe(migrationListSource(migrationNames()));
  });

  it('gives every migration an up and a down', () => {
    for (const migration of Object.values(migrations)) {
      expect(typeof migration.up).toBe('function');
      expect(typeof migration.down).toBe('function');
    }
  });

  it('finds in the folder only the list, its helpers and files named <14-digit timestamp>_<name>.ts', () => {
    const others = fs.readdirSync(MIGRATIONS_DIR).filter((file) => !MIGRATION_FILE.test(file));
    expect(others.sort()).toEqual(['index.ts', 'lib']);
  });

  it('takes the migrations of a folder by name, in the order Kysely applies them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      for (const file of ['20270101000000_later.ts', '20260101000000_first.ts', 'index.ts', 'helper.ts', '2026_short.ts']) {
        fs.writeFileSync(path.join(dir, file), '');
      }
      fs.mkdirSync(path.join(dir, 'lib'));
      expect(migrationNames(dir)).toEqual(['20260101000000_first', '20270101000000_later']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
