// Luna's transcripts: one row per message, already masked (lib/mask-contact.ts).
import type { Kysely } from 'kysely';
import type { ChatMessageTable, Database } from '../db/schema';
import type { Insertable } from 'kysely';

type Db = Kysely<Database>;

/** The visitor's last `limit` messages in a session, oldest first: the conversation so far. */
export async function listRecentVisitorMessages(db: Db, sessionId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select('text')
    .where('session_id', '=', sessionId)
    .where('sender', '=', 'user')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.text).reverse();
}

export async function insertChatMessages(db: Db, rows: Insertable<ChatMessageTable>[]): Promise<void> {
  await db.insertInto('chat_messages').values(rows).execute();
}

/** A whole session's transcript, oldest first (agents, exports, tests). */
export function listSessionTranscript(db: Db, sessionId: string) {
  return db
    .selectFrom('chat_messages')
    .select(['sender', 'text', 'created_at'])
    .where('session_id', '=', sessionId)
    .orderBy('id')
    .execute();
}
