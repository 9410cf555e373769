/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// The leads' outbox: one row per lead and channel (the webhook, the business's
// email, the traveller's acknowledgement), written in the lead's own transaction, so
// that a stored lead always has its deliveries and a delivery never names a lead that
// was not stored. A worker claims due rows (claimed_by and claimed_until are its
// lease, so that of several processes one delivers a row), sends them, and marks
// each delivered, due again later (exponential back-off) or failed once give_up_at
// (24 hours after the lead) has passed.
// delivery_id is what the receivers see, the same on every attempt, so that they can
// drop a repeat; (lead_kind, lead_id, channel) is unique: one acknowledgement per lead.
import type { Kysely } from 'kysely';
import { emptyByDefault, idColumn, notNull, notNullText } from './lib/columns';
import { createIndexes, dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lead_deliveries')
    .addColumn(...idColumn(db))
    .addColumn('delivery_id', 'text', (col) => col.notNull().unique())
    .addColumn('lead_kind', 'text', notNull)
    .addColumn('lead_id', 'integer', notNull)
    .$call(notNullText('channel', 'payload'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .$call(notNullText('next_attempt_at', 'give_up_at'))
    .addColumn('claimed_until', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('last_error', 'text', emptyByDefault)
    .addColumn('created_at', 'text', notNull)
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('lead_deliveries_lead_channel_key', ['lead_kind', 'lead_id', 'channel'])
    .execute();
  // what the worker asks for: pending rows by due time
  await createIndexes(db, 'lead_deliveries', { lead_deliveries_due_idx: ['status', 'next_attempt_at'] });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['lead_deliveries']);
}
