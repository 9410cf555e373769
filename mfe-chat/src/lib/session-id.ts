/** Where the chat session id lives: one id per browser session (tab), as the spec says. */
export const SESSION_KEY = 'luna-chat-session';

/** What the API accepts as session_id (contracts ChatQuery). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

// Storage can be switched off or full; the id then lives as long as the page.
let memoryId: string | null = null;

function randomId(): string {
  const cryptoApi = typeof globalThis.crypto === 'object' ? globalThis.crypto : undefined;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return `luna-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The chat session id of this browser session, created on first use. */
export function chatSessionId(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_KEY);
    if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
    const id = memoryId ?? randomId();
    sessionStorage.setItem(SESSION_KEY, id);
    memoryId = id;
    return id;
  } catch {
    memoryId ??= randomId();
    return memoryId;
  }
}

/** Test helper: forget the in-memory id. */
export function resetChatSessionId(): void {
  memoryId = null;
}
