#!/usr/bin/env node
// npm run remotes -- list | publish <remote> [--from <dir>] | pin <remote> <version> | rollback <remote>
import { ReleaseError, list, pin, publish, rollback } from './lib/releases.mjs';
import { deployDir } from './lib/apps.mjs';

const USAGE = `Usage: npm run remotes -- <command>
  list                       published and pinned versions of every remote
  publish <remote>           copy the remote's production build to deploy/remotes/<remote>/<version>/
  pin <remote> <version>     make that published version live (deploy/remotes.json)
  rollback <remote>          return to the previously pinned version
Remotes: catalogue, blogs, enquiry, chat. Deploy directory: ${deployDir()}`;

function main(argv) {
  const [command, remote, ...rest] = argv;
  switch (command) {
    case 'list': {
      const rows = list();
      const width = Math.max(...rows.map((r) => r.remote.length), 6);
      console.log(`${'remote'.padEnd(width)}  ${'pinned'.padEnd(10)}  published`);
      for (const row of rows) {
        const published = row.published.map((v) => (v === row.pinned ? `${v}*` : v)).join(', ') || '-';
        console.log(`${row.remote.padEnd(width)}  ${(row.pinned ?? '-').padEnd(10)}  ${published}`);
      }
      return;
    }
    case 'publish': {
      const fromIndex = rest.indexOf('--from');
      const from = fromIndex >= 0 ? rest[fromIndex + 1] : undefined;
      const result = publish(remote, { from });
      console.log(`Published ${result.remote} ${result.version} to ${result.dir}`);
      console.log(`Make it live with: npm run remotes -- pin ${result.remote} ${result.version}`);
      return;
    }
    case 'pin': {
      const result = pin(remote, rest[0]);
      if (!result.changed) console.log(`${remote} ${result.version} is already pinned.`);
      else console.log(`Pinned ${remote} ${result.version}${result.previous ? ` (was ${result.previous})` : ''}. Live on the next page load.`);
      return;
    }
    case 'rollback': {
      const result = rollback(remote);
      console.log(`Rolled ${remote} back to ${result.version}${result.previous ? ` (was ${result.previous})` : ''}.`);
      return;
    }
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 2;
  }
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ReleaseError) {
    console.error(`Refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
