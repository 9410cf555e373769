import { limits } from '@safarnama/shared';

/** What a custom-quote enquiry can start from (the API's ChatQuote). */
export interface Quote {
  destination: string;
  /** 1-12 */
  month?: number;
  people?: number;
}

/** A finalised chat message; the bot's may carry a quote. (bot_typing is never stored.) */
export interface ChatMessage {
  sender: 'user' | 'bot';
  text: string;
  quote?: Quote;
}

export const HISTORY_KEY = 'luna-chat-history';
const HISTORY_VERSION = 1;
/** Kept from the end of a long conversation. */
export const MAX_STORED_MESSAGES = 100;
const MAX_TEXT = 10_000;
const MAX_DESTINATION = 100;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A quote as the API describes it, or undefined (an answer without one, or a broken one). */
export function toQuote(value: unknown): Quote | undefined {
  if (!isRecord(value)) return undefined;
  const { destination, month, people } = value;
  if (typeof destination !== 'string') return undefined;
  const name = destination.trim();
  if (!name || name.length > MAX_DESTINATION) return undefined;
  if (month !== undefined && !isWholeIn(month, 1, 12)) return undefined;
  if (people !== undefined && !isWholeIn(people, limits.minPersons, limits.maxPersons)) return undefined;
  return { destination: name, ...(month !== undefined ? { month } : {}), ...(people !== undefined ? { people } : {}) };
}

function toMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { sender, text, quote } = value;
  if ((sender !== 'user' && sender !== 'bot') || typeof text !== 'string' || text.length > MAX_TEXT) return null;
  if (quote === undefined) return { sender, text };
  const valid = sender === 'bot' ? toQuote(quote) : undefined;
  return valid ? { sender, text, quote: valid } : null;
}

/**
 * The stored conversation. localStorage is editable by anyone at the keyboard, so a
 * value that is not exactly what saveHistory writes is thrown away, not half-trusted.
 */
export function loadHistory(): ChatMessage[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(HISTORY_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  const messages = parseHistory(raw);
  if (messages === null) clearHistory();
  return messages ?? [];
}

function parseHistory(raw: string): ChatMessage[] | null {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.version !== HISTORY_VERSION || !Array.isArray(stored.messages)) return null;
  if (stored.messages.length > MAX_STORED_MESSAGES) return null;
  const messages: ChatMessage[] = [];
  for (const item of stored.messages) {
    const message = toMessage(item);
    if (!message) return null;
    messages.push(message);
  }
  return messages;
}

export function saveHistory(messages: readonly ChatMessage[]): void {
  try {
    if (messages.length === 0) {
      localStorage.removeItem(HISTORY_KEY);
      return;
    }
    const kept = messages.slice(-MAX_STORED_MESSAGES);
    localStorage.setItem(HISTORY_KEY, JSON.stringify({ version: HISTORY_VERSION, messages: kept }));
  } catch {
    // storage full or switched off: the conversation lives as long as the page
  }
}

export function clearHistory(): void {
  saveHistory([]);
}
