// Where the files of published versions live. Every server reads them from here
// (to serve /remotes/<remote>/<version>/..., and the manifests index.html's preload
// hints come from) and publish writes them here, once per version: a published
// version never changes, so a store only ever adds whole versions.
//   folder   (RELEASE_FILES=folder, the default): <DEPLOY_DIR>/remotes/, one machine's disk
//   database (RELEASE_FILES=database): the release_files table of the server's
//            database, so several servers on one PostgreSQL database serve the same files
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { BuildFiles } from '../build-files';
import { DatabaseReleaseStore } from './database-release-store';
import { FolderReleaseStore } from './folder-release-store';

export type ReleaseFilesKind = 'folder' | 'database';
export type Executor = Kysely<Database> | Transaction<Database>;

export interface ReleaseStore {
  readonly kind: ReleaseFilesKind;
  /** Where a version's files are, for messages ("deploy/remotes/blogs/1.4.0", "the database"). */
  describe(remote: string, version: string): string;
  /**
   * The version has files in the store (its mf-manifest.json). Inside a transaction,
   * pass it: SQLite has one connection, which a query outside the transaction would wait for.
   */
  has(remote: string, version: string, db?: Executor): Promise<boolean>;
  /** One file of a version; null when it is not there. */
  read(remote: string, version: string, file: string): Promise<Buffer | null>;
  /** Stores a whole version at once; false when the version already has files (nothing is written). */
  write(remote: string, version: string, files: BuildFiles): Promise<boolean>;
}

export function openReleaseStore(kind: ReleaseFilesKind, options: { deployDir: string; db: Kysely<Database> }): ReleaseStore {
  return kind === 'database' ? new DatabaseReleaseStore(options.db) : new FolderReleaseStore(options.deployDir);
}
