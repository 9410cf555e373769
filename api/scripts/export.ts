// npm run export -- enquiries|bookings|newsletter|contact [--since YYYY-MM-DD]
// Writes RFC 4180 CSV to stdout; the row count goes to stderr.
import fs from 'node:fs';
import { EXPORT_USAGE, exportLeads, parseExportArgs } from '../src/services/export.service';
import { answerHelp, parseArgvOrExit, withExistingDatabase } from './cli';

answerHelp(EXPORT_USAGE);

/**
 * The CSV goes to stdout. `npm run export -- enquiries > leads.csv` would start the file
 * with npm's own banner ("> safarnama-holidays@1.0.0 export" and the command), which
 * npm writes to stdout before any script runs. So when stdout is a regular file that
 * holds nothing but such a banner, it is emptied and the CSV is written from its start
 * (positioned writes: the descriptor's own offset still points past the banner).
 * `npm run --silent export` never writes the banner in the first place.
 */
function csvOutput(): (chunk: string) => Promise<void> | void {
  if (bannerOnlyFile()) {
    fs.ftruncateSync(1, 0);
    let position = 0;
    return (chunk) => {
      position += fs.writeSync(1, chunk, position, 'utf8');
    };
  }
  return (chunk) => {
    if (process.stdout.write(chunk)) return;
    return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
  };
}

const NPM_BANNERS = /^(?:\n?> [^\n]*\n(?:> [^\n]*\n)*\n?)+$/;

function bannerOnlyFile(): boolean {
  try {
    const stat = fs.fstatSync(1);
    if (!stat.isFile() || stat.size === 0 || stat.size > 4096) return false;
    // the file behind descriptor 1, read through /proc (Linux); elsewhere this finds nothing
    return NPM_BANNERS.test(fs.readFileSync('/proc/self/fd/1', 'utf8'));
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const args = parseArgvOrExit(parseExportArgs, (error) => (error as Error).message);
  const count = await withExistingDatabase((db) => exportLeads(db, args.kind, args.since, csvOutput()));
  console.error(`Exported ${count} ${args.kind} row(s)${args.since ? ` since ${args.since}` : ''}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
