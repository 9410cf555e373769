// The editor's packages: the list, one package as the editor sees it, and an edit,
// written with its audit entry in one transaction. Inactive packages are listed here
// (the public reads leave them out) so that an editor can put them back.
import type { PackageRow } from '@safarnama/contracts/back-office';
import type { Kysely, Transaction } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../../db/schema';
import { contentHash } from '../../lib/hash';
import { nowIso } from '../../lib/dates';
import { ClientError } from '../../lib/errors';
import type { ListQuery, PackageEdit } from './edit-inputs';
import { editItem, type Editor } from './editor';
import { matchesText, offsetOf, type Page, PAGE_SIZE } from './paging';

export interface EditablePackage extends PackageRow {
  description: string;
  inclusions: string[];
  exclusions: string[];
  itinerary: { day: number; name: string; description: string }[];
  /** Stars of the hotels it stays in; null for a day trip. */
  hotelCategory: number | null;
  editedAt: string | null;
  editedBy: number | null;
}

type Db = Kysely<Database>;

const splitLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

export async function listPackages(db: Db, { q, page }: ListQuery): Promise<Page<PackageRow>> {
  let query = db.selectFrom('packages').innerJoin('destinations', 'destinations.id', 'packages.destination_id');
  if (q?.trim()) query = query.where((eb) => matchesText(eb, ['packages.name', 'packages.slug', 'destinations.name'], q.trim()));
  const [rows, count] = await Promise.all([
    query
      .select(['packages.slug', 'packages.name', 'destinations.name as destination', 'packages.price', 'packages.days', 'packages.active'])
      .orderBy('packages.name')
      .orderBy('packages.id')
      .limit(PAGE_SIZE)
      .offset(offsetOf(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ slug: r.slug, name: r.name, destination: r.destination, price: Number(r.price), days: r.days, active: r.active === 1 })),
    total: Number(count.n),
    page,
    pageSize: PAGE_SIZE,
  };
}

/** A package as stored: what the editor sees, its row id and its content hash. */
type StoredPackage = EditablePackage & { id: number; contentHash: string };

export async function findEditablePackage(db: Db | Transaction<Database>, slug: string): Promise<StoredPackage | null> {
  const row = await db
    .selectFrom('packages')
    .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
    .selectAll('packages')
    .select('destinations.name as destination')
    .where('packages.slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  const days = await db.selectFrom('itinerary_days').select(['day', 'name', 'description']).where('package_id', '=', row.id).orderBy('day').execute();
  const stars = Number(row.rating);
  return {
    id: row.id,
    contentHash: row.content_hash,
    slug: row.slug,
    name: row.name,
    destination: row.destination,
    price: Number(row.price),
    days: row.days,
    active: row.active === 1,
    description: row.description,
    inclusions: splitLines(row.inclusions),
    exclusions: splitLines(row.exclusions),
    itinerary: days,
    hotelCategory: stars >= 3 && stars <= 5 ? stars : null,
    editedAt: row.edited_at,
    editedBy: row.edited_by,
  };
}

/**
 * The description is HTML on the site (a card shows its text, the listing's structured
 * data carries it): only the few tags a blurb needs are kept, and plain text typed into
 * the editor becomes a paragraph.
 */
export function cleanDescription(input: string): string {
  const html = /<[a-z][^>]*>/i.test(input) ? input : `<p>${input}</p>`;
  return sanitizeHtml(html, { allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br'], allowedAttributes: {}, disallowedTagsMode: 'discard' }).trim();
}

/** What the audit log keeps of a package: the fields an edit may change. */
function auditView(p: EditablePackage) {
  return { price: p.price, description: p.description, inclusions: p.inclusions, exclusions: p.exclusions, itinerary: p.itinerary, active: p.active };
}

export function updatePackage(db: Db, slug: string, edit: PackageEdit, editor: Editor): Promise<EditablePackage | null> {
  return editItem<StoredPackage, EditablePackage>(db, editor, {
    kind: 'package',
    slug,
    find: findEditablePackage,
    write: (trx, before) => writePackageEdit(trx, before, edit, editor),
    audited: auditView,
    shown: shownPackage,
  });
}

async function writePackageEdit(trx: Transaction<Database>, before: StoredPackage, edit: PackageEdit, editor: Editor): Promise<void> {
  // The days of a package are its length as sold (its name and page say "5 days"):
  // an edit rewrites them, it does not add or drop any.
  if (edit.itinerary.length !== before.days) {
    throw new ClientError(400, `The itinerary must have ${before.days} days (day 1 to ${before.days}), as the package does.`, [
      { field: 'itinerary', message: `expected ${before.days} days` },
    ]);
  }
  const description = cleanDescription(edit.description);
  if (description.replace(/<[^>]*>/g, '').trim() === '') throw new ClientError(400, 'The description cannot be empty.', [{ field: 'description', message: 'no text left' }]);
  const now = nowIso();
  const changes = { price: edit.price, description, inclusions: edit.inclusions, exclusions: edit.exclusions, itinerary: edit.itinerary, active: edit.active };
  await trx
    .updateTable('packages')
    .set({
      price: edit.price,
      description,
      inclusions: edit.inclusions.join('\n'),
      exclusions: edit.exclusions.join('\n'),
      active: edit.active ? 1 : 0,
      // a new hash is a new itinerary PDF version: the old PDF showed the old text
      content_hash: contentHash({ previous: before.contentHash, edit: changes }),
      updated_at: now,
      edited_at: now,
      edited_by: editor.operatorId,
    })
    .where('id', '=', before.id)
    .execute();
  for (const day of edit.itinerary) {
    await trx.updateTable('itinerary_days').set({ name: day.name, description: day.description }).where('package_id', '=', before.id).where('day', '=', day.day).execute();
  }
  await trx.deleteFrom('itinerary_pdfs').where('package_id', '=', before.id).execute();
}

/** The package as the editor's API answers it (without the row id and hash). */
export function shownPackage(p: StoredPackage): EditablePackage {
  const { id: _id, contentHash: _hash, ...shown } = p;
  return shown;
}
