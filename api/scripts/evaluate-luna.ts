// npm run eval:luna: answers Luna's evaluation set (test/assistant/evaluation-set.ts)
// on a fresh migrated and seeded SQLite file and prints the pass rate and every
// failing case with its answer. The jest suite (test/assistant/evaluation.test.ts)
// asserts the same scores; this is the quick loop for working on the answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LunaAssistant } from '../src/assistant/luna-assistant';
import * as content from '../src/content/index';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { EVALUATION_SET } from '../test/assistant/evaluation-set';
import { evaluate, loadFacts, report } from '../test/assistant/score';
import { answerHelp } from './cli';

answerHelp(`
Usage: npm run eval:luna [-- <case>]

Answers Luna's evaluation set on a fresh SQLite file and prints the pass rate and every
failing case with its answer; a case id (or part of one) runs the matching cases alone.
`);

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-luna-eval-'));
  const database = openDatabase({ dialect: 'sqlite', filename: path.join(dir, 'luna.db') });
  try {
    await migrateToLatest(database.db, database.schema);
    await seedDatabase(database.db, content);
    const [luna, facts] = await Promise.all([LunaAssistant.fromDatabase(database.db), loadFacts(database.db)]);
    const only = process.argv[2];
    const cases = only ? EVALUATION_SET.filter((c) => c.id.includes(only)) : EVALUATION_SET;
    const results = evaluate(luna, cases, facts);
    console.log(report(results));
    if (only) for (const r of results) console.log(`\n[${r.case.id}] ${r.reply.text}\nquote: ${JSON.stringify(r.reply.quote)}`);
    const grounding = results.flatMap((r) => r.grounding);
    console.log(grounding.length === 0 ? 'Grounding: every package link and price is in the database.' : `Grounding: ${grounding.length} violations.`);
    if (results.some((r) => r.failures.length > 0)) process.exitCode = 1;
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
