// Operator edits of the catalogue (migrations/20261128180200_content_edits.ts) are
// columns of the catalogue's own tables (db/schema.ts: edited_at, edited_by, active,
// body_markdown), not tables of their own: the public reads then need no join, and
// the before and after of every edit is in the audit log.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no tables of its own, see above
export interface ContentEditTables {}
