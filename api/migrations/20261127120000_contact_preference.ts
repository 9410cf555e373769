/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// How each traveller wants to be contacted: 'phone', 'whatsapp' and/or 'email',
// stored comma-separated in that order ('phone,email'). Leads stored before
// the forms asked were taken as a phone call, which is what the column says for them.
import type { Kysely } from 'kysely';

const LEAD_TABLES = ['enquiries', 'booking_requests', 'contact_messages'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.alterTable(table).addColumn('contact_preference', 'text', (col) => col.notNull().defaultTo('phone')).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) await db.schema.alterTable(table).dropColumn('contact_preference').execute();
}
