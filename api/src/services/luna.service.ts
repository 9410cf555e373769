// Luna's conversation turn: the embedded assistant answers from the catalogue
// (and, when configured, a model rewords that answer), and both messages are
// stored, masked, in the session's transcript. The server keeps no conversation
// state of its own: the session's earlier messages are read from the database,
// so any server process can answer any turn.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChatAnswer } from '@safarnama/contracts';
import type { LunaModelConfig } from '../config';
import type { Database } from '../db/schema';
import { LunaAssistant } from '../assistant/luna-assistant';
import { nowIso } from '../lib/dates';
import { maskContactDetails } from '../lib/mask-contact';
import * as chatRepo from '../repositories/chat.repository';
import { phraseWithModel } from './luna-phrasing';

/** How much of the conversation the assistant reads back. */
const MEMORY = 8;
/** The catalogue is read again this often, so edits and reseeds reach Luna. */
const RELOAD_MS = 5 * 60_000;

export class LunaService {
  private assistant: Promise<LunaAssistant> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: LunaModelConfig | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The next turn reads the catalogue again: an operator changed it (a price, a package taken off, the phone number). */
  reloadCatalogue(): void {
    this.loadedAt = 0;
  }

  /** The assistant over the current catalogue; loaded once, then again every few minutes. */
  private current(): Promise<LunaAssistant> {
    if (this.assistant && Date.now() - this.loadedAt <= RELOAD_MS) return this.assistant;
    const previous = this.assistant;
    this.loadedAt = Date.now();
    // A failed reload keeps the last good assistant; a failed first load is tried again next turn.
    this.assistant = LunaAssistant.fromDatabase(this.db).catch((error: unknown) => {
      this.log.error({ err: error }, 'luna could not read the catalogue');
      if (previous) return previous;
      this.assistant = null;
      throw error;
    });
    return this.assistant;
  }

  async reply(sessionId: string, human: string, clientIp: string): Promise<ChatAnswer> {
    const [assistant, earlier] = await Promise.all([this.current(), chatRepo.listRecentVisitorMessages(this.db, sessionId, MEMORY)]);
    // The assistant reads the message as it is stored: a phone number is not a budget.
    const masked = maskContactDetails(human);
    const reply = assistant.answer(masked, earlier);
    const text = (this.model && (await phraseWithModel(this.model, masked, reply, this.log))) || reply.text;
    const at = nowIso();
    await chatRepo.insertChatMessages(this.db, [
      { session_id: sessionId, sender: 'user', text: masked, client_ip: clientIp, created_at: at },
      { session_id: sessionId, sender: 'bot', text: maskContactDetails(text), client_ip: clientIp, created_at: at },
    ]);
    return reply.quote ? { model_response: text, quote: reply.quote } : { model_response: text };
  }
}
