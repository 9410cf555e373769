// Who edits the site's content, and how an edit of one item is written: in one
// transaction with its audit entry ('<kind>.update' of '<kind>:<slug>', what the
// item was before and after).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit-log';

/** Who edits, for the audit log. */
export interface Editor {
  operatorId: number;
  ip: string;
}

export interface ItemEdit<Item, Shown> {
  kind: 'package' | 'blog' | 'destination';
  slug: string;
  find(trx: Transaction<Database>, slug: string): Promise<Item | null>;
  /** Writes the edit (a ClientError leaves nothing written); `before` is the item as it was. */
  write(trx: Transaction<Database>, before: Item): Promise<void>;
  /** What the audit log keeps of the item. */
  audited(item: Item): unknown;
  /** The item as the editor's API answers it. */
  shown(item: Item): Shown;
}

/** The edited item as shown; null when the slug names none. */
export function editItem<Item, Shown>(db: Kysely<Database>, editor: Editor, edit: ItemEdit<Item, Shown>): Promise<Shown | null> {
  return db.transaction().execute(async (trx) => {
    const before = await edit.find(trx, edit.slug);
    if (!before) return null;
    await edit.write(trx, before);
    const after = (await edit.find(trx, edit.slug))!;
    await recordAudit(trx, {
      operatorId: editor.operatorId,
      action: `${edit.kind}.update`,
      target: `${edit.kind}:${edit.slug}`,
      before: edit.audited(before),
      after: edit.audited(after),
      ip: editor.ip,
    });
    return edit.shown(after);
  });
}
