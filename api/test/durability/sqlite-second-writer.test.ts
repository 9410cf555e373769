// A release manager pins on a live site: on SQLite the release CLI is a second
// connection to the file the server keeps writing (tracking rows, load reports). A
// transaction that reads before it writes must then wait its turn, not fail with
// SQLITE_BUSY: in WAL mode a deferred transaction whose snapshot is older than the
// other connection's commit cannot upgrade to a writer, and SQLite refuses at once
// without calling the busy handler. (This failed a release journey in CI.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReleaseManager } from '../../src/releases/release-manager';
import { createTestDatabase, type TestDatabase } from '../helpers/app';
import { publishFakeBuilds, testReleaseManager } from '../helpers/releases';

// The server's side, as a second connection in its own thread: small commits, one after another.
const WRITER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('busy_timeout = 5000');
const insert = db.prepare("insert into rate_limits (key, window_start, hits) values (?, 0, 1)");
let written = 0;
const until = Date.now() + workerData.ms;
while (Date.now() < until) {
  insert.run('writer-' + written);
  written += 1;
}
db.close();
parentPort.postMessage(written);
`;

describe('SQLite: release commands beside a server writing to the same file', () => {
  let root: string;
  let database: TestDatabase;
  let manager: ReleaseManager;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'second-writer-'));
    database = await createTestDatabase('sqlite', { file: true, seed: false });
    manager = testReleaseManager(database.handle.db, root);
    await publishFakeBuilds(manager, root, 'blogs', ['1.0.0', '1.1.0']);
    await manager.pin('blogs', '1.0.0');
  });

  afterAll(async () => {
    await database.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('pin and rollback, 40 times each while the other connection commits, all succeed', async () => {
    const filename = (database.config as { filename: string }).filename;
    const writer = new Worker(WRITER, { eval: true, workerData: { driver: require.resolve('better-sqlite3'), filename, ms: 3_000 } });
    const written = new Promise<number>((resolve, reject) => {
      writer.once('message', resolve);
      writer.once('error', reject);
    });
    const failures: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      for (const step of [() => manager.pin('blogs', '1.1.0'), () => manager.rollback('blogs')]) {
        await step().catch((error: Error) => failures.push(error.message));
        // let the writer's commits land between our transactions
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    expect(await written).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    const pins = await database.handle.db.selectFrom('remote_pins').select(['remote', 'version']).execute();
    expect(pins).toEqual([{ remote: 'blogs', version: '1.0.0' }]);
  }, 30_000);
});
