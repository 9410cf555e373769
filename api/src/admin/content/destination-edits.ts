// The editor's destinations: the list, one destination's description and FAQs, and an
// edit, written with its audit entry in one transaction. The FAQs are replaced as a
// whole, in the order the editor sent them.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { contentHash } from '../../lib/hash';
import { nowIso } from '../../lib/dates';
import type { DestinationEdit } from './edit-inputs';
import { editItem, type Editor } from './editor';

export interface DestinationListItem {
  slug: string;
  name: string;
  state: string;
  faqCount: number;
}

export interface EditableDestination {
  slug: string;
  name: string;
  state: string;
  description: string;
  faqs: { question: string; answer: string }[];
  editedAt: string | null;
  editedBy: number | null;
}

type Db = Kysely<Database>;

export async function listDestinations(db: Db): Promise<DestinationListItem[]> {
  const rows = await db
    .selectFrom('destinations')
    .leftJoin('destination_faqs', 'destination_faqs.destination_id', 'destinations.id')
    .select(['destinations.slug', 'destinations.name', 'destinations.state', (eb) => eb.fn.count<number | string>('destination_faqs.id').as('faqs')])
    .groupBy(['destinations.id', 'destinations.slug', 'destinations.name', 'destinations.state'])
    .orderBy('destinations.name')
    .execute();
  return rows.map((r) => ({ slug: r.slug, name: r.name, state: r.state, faqCount: Number(r.faqs) }));
}

export async function findEditableDestination(db: Db | Transaction<Database>, slug: string): Promise<(EditableDestination & { id: number; contentHash: string }) | null> {
  const row = await db.selectFrom('destinations').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  const faqs = await db.selectFrom('destination_faqs').select(['question', 'answer']).where('destination_id', '=', row.id).orderBy('position').execute();
  return {
    id: row.id,
    contentHash: row.content_hash,
    slug: row.slug,
    name: row.name,
    state: row.state,
    description: row.description,
    faqs,
    editedAt: row.edited_at,
    editedBy: row.edited_by,
  };
}

export function shownDestination(d: EditableDestination & { id: number; contentHash: string }): EditableDestination {
  const { id: _id, contentHash: _hash, ...shown } = d;
  return shown;
}

export function updateDestination(db: Db, slug: string, edit: DestinationEdit, editor: Editor): Promise<EditableDestination | null> {
  return editItem(db, editor, {
    kind: 'destination',
    slug,
    find: findEditableDestination,
    async write(trx, before) {
      const now = nowIso();
      await trx
        .updateTable('destinations')
        .set({
          description: edit.description,
          content_hash: contentHash({ previous: before.contentHash, edit }),
          updated_at: now,
          edited_at: now,
          edited_by: editor.operatorId,
        })
        .where('id', '=', before.id)
        .execute();
      await trx.deleteFrom('destination_faqs').where('destination_id', '=', before.id).execute();
      if (edit.faqs.length > 0) {
        await trx
          .insertInto('destination_faqs')
          .values(edit.faqs.map((f, i) => ({ destination_id: before.id, position: i + 1, question: f.question, answer: f.answer })))
          .execute();
      }
    },
    audited: (d) => ({ description: d.description, faqs: d.faqs }),
    shown: shownDestination,
  });
}
