/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Operator edits of the catalogue, which db:seed must not overwrite (filled in by the content work).
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
