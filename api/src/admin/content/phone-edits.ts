// The site's phone number (the TFN of website 1): shown in the header, the footer,
// Luna's answers and every itinerary PDF (whose version it is part of).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { recordAudit } from '../audit-log';
import type { Editor } from './editor';

/** The site's website id: the public site asks for /tfn/get-by-website-id/1. */
export const SITE_WEBSITE_ID = 1;

export async function readPhone(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('tfn_numbers').select('tfn_number').where('website_id', '=', SITE_WEBSITE_ID).executeTakeFirst();
  return row?.tfn_number ?? null;
}

export async function updatePhone(db: Kysely<Database>, phone: string, editor: Editor): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('tfn_numbers').select('tfn_number').where('website_id', '=', SITE_WEBSITE_ID).executeTakeFirst();
    const now = nowIso();
    const edited = { tfn_number: phone, edited_at: now, edited_by: editor.operatorId };
    if (before) await trx.updateTable('tfn_numbers').set(edited).where('website_id', '=', SITE_WEBSITE_ID).execute();
    else await trx.insertInto('tfn_numbers').values({ website_id: SITE_WEBSITE_ID, ...edited }).execute();
    await recordAudit(trx, {
      operatorId: editor.operatorId,
      action: 'phone.update',
      target: `site:phone`,
      before: { phone: before?.tfn_number ?? null },
      after: { phone },
      ip: editor.ip,
    });
    return phone;
  });
}
