import { SESSION_ID_PATTERN, SESSION_KEY, chatSessionId, resetChatSessionId } from './session-id';

const realCrypto = globalThis.crypto;

beforeEach(() => {
  sessionStorage.clear();
  resetChatSessionId();
});
afterEach(() => {
  Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true });
  jest.restoreAllMocks();
});

describe('chatSessionId: one id per browser session', () => {
  it('makes a UUID once and keeps it in sessionStorage', () => {
    const id = chatSessionId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(sessionStorage.getItem(SESSION_KEY)).toBe(id);
    expect(chatSessionId()).toBe(id);
  });

  it('uses the id this session already has', () => {
    sessionStorage.setItem(SESSION_KEY, 'existing_session-42');
    expect(chatSessionId()).toBe('existing_session-42');
  });

  it('replaces a stored value the API would refuse', () => {
    sessionStorage.setItem(SESSION_KEY, 'bad id!');
    const id = chatSessionId();
    expect(id).not.toBe('bad id!');
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(sessionStorage.getItem(SESSION_KEY)).toBe(id);
  });

  it('falls back to random bytes where randomUUID is missing (plain http)', () => {
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: realCrypto.getRandomValues.bind(realCrypto) }, configurable: true });
    const id = chatSessionId();
    expect(id).toMatch(/^luna-[0-9a-f]{32}$/);
    expect(id).toMatch(SESSION_ID_PATTERN);
  });

  it('falls back to Math.random without any crypto', () => {
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    expect(chatSessionId()).toMatch(/^luna-[0-9a-f]{32}$/);
  });

  it('keeps one id for the page when storage is switched off', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const id = chatSessionId();
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(chatSessionId()).toBe(id);
  });
});
