// npm run privacy -- erase --email <email> | --phone <phone>: erases a person's
// personal data (src/privacy/erase.ts) and prints what was removed per table. The
// audit log records the erasure (no operator: it was run on the server), without the
// email or phone itself.
import { parseArgs } from 'node:util';
import { recordAudit } from '../src/admin/audit-log';
import { erasePersonalData, ErasureInputError, type ErasureReport, erasureSubject, type ErasureSubject } from '../src/privacy/erase';
import { answerHelp, parseArgvOrExit, withExistingDatabase } from './cli';

const USAGE = `
Usage: npm run privacy -- erase --email <email>
       npm run privacy -- erase --phone <phone>

Erases everything the site holds about one person: their enquiries, booking requests,
contact messages and newsletter subscription, the deliveries of those leads, their Luna
chats, stored replies that contain the email or phone, and the back office's work on
their leads; any other mention is blanked. Prints the rows removed per table.
Uses DATABASE_URL like the server.
`;

function parse(argv: string[]): ErasureSubject {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: 'string' }, phone: { type: 'string' } } });
  if (positionals.length !== 1 || positionals[0] !== 'erase') throw new ErasureInputError(`Unknown command "${positionals.join(' ')}".${USAGE}`);
  return erasureSubject(values);
}

function describe(report: ErasureReport): string {
  const rows = Object.entries(report.removed);
  const width = Math.max(...rows.map(([table]) => table.length));
  const total = rows.reduce((sum, [, n]) => sum + n, 0);
  return [...rows.map(([table, n]) => `${table.padEnd(width)}  ${n}`), '', total === 0 ? 'Nothing held about this person.' : `Removed ${total} row(s).`].join('\n');
}

async function main(): Promise<void> {
  answerHelp(USAGE);
  const subject = parseArgvOrExit(parse, (error) => (error instanceof ErasureInputError || error instanceof TypeError ? error.message : undefined));
  const report = await withExistingDatabase((db) =>
    erasePersonalData(db, subject, {
      alsoInTransaction: (trx, done) => recordAudit(trx, { operatorId: null, action: 'privacy.erase', target: `person:${'email' in subject ? 'email' : 'phone'}`, after: { ...done, via: 'cli' } }),
    }),
  );
  console.log(describe(report));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
