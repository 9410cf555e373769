/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Releases by teams over HTTP, and published files every server can read:
// - release_tokens: the credentials of the release API, each for one owner (a team's
//   CI or a release manager), scoped to remotes and actions, kept as a SHA-256 hash
//   (a token is 32 random bytes, so a fast hash is enough: nothing to guess from it),
//   with an expiry and a revocation time;
// - release_files: the files of each published version when RELEASE_FILES=database
//   (several servers on one PostgreSQL database then serve the same files); rows are
//   only ever inserted, as published versions never change;
// - remote_versions.origin: where browsers load a version from when it is not this
//   server (a CDN in front of it, recorded at publish); null for this server.
import type { Kysely } from 'kysely';
import { binaryType, idColumn, notNull, notNullText } from './lib/columns';
import { dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('remote_versions').addColumn('origin', 'text').execute();
  await db.schema
    .createTable('release_tokens')
    .addColumn(...idColumn(db))
    .$call(notNullText('owner', 'role', 'remotes', 'actions'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .$call(notNullText('created_at', 'created_by', 'expires_at'))
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createTable('release_files')
    .$call(notNullText('remote', 'version', 'path'))
    .addColumn('content', binaryType(db), notNull)
    .addPrimaryKeyConstraint('release_files_pk', ['remote', 'version', 'path'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['release_files', 'release_tokens']);
  await db.schema.alterTable('remote_versions').dropColumn('origin').execute();
}
