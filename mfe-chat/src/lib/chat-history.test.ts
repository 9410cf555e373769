import { HISTORY_KEY, MAX_STORED_MESSAGES, clearHistory, loadHistory, saveHistory, toQuote, type ChatMessage } from './chat-history';

beforeEach(() => localStorage.clear());

const conversation: ChatMessage[] = [
  { sender: 'user', text: 'Hey' },
  { sender: 'bot', text: 'Namaste! Where would you like to go?' },
  { sender: 'user', text: 'Kerala in December for 2' },
  { sender: 'bot', text: 'See [Kerala](/kerala-tour-packages)', quote: { destination: 'Kerala', month: 12, people: 2 } },
];

const store = (value: unknown) => localStorage.setItem(HISTORY_KEY, JSON.stringify(value));

describe('the stored conversation', () => {
  it('comes back as saved, quotes included', () => {
    saveHistory(conversation);
    expect(loadHistory()).toEqual(conversation);
  });

  it('is empty when nothing is stored, and after clearHistory', () => {
    expect(loadHistory()).toEqual([]);
    saveHistory(conversation);
    clearHistory();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(loadHistory()).toEqual([]);
  });

  it('keeps only the last messages of a long conversation', () => {
    const long = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, i): ChatMessage => ({ sender: i % 2 ? 'bot' : 'user', text: `m${i}` }));
    saveHistory(long);
    const loaded = loadHistory();
    expect(loaded).toHaveLength(MAX_STORED_MESSAGES);
    expect(loaded[0].text).toBe('m5');
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare array', JSON.stringify(conversation)],
    ['another version', JSON.stringify({ version: 2, messages: conversation })],
    ['a made-up sender', JSON.stringify({ version: 1, messages: [{ sender: 'admin', text: 'hi' }] })],
    ['bot_typing (never stored)', JSON.stringify({ version: 1, messages: [{ sender: 'bot_typing', text: '' }] })],
    ['text that is not a string', JSON.stringify({ version: 1, messages: [{ sender: 'bot', text: { html: '<b>x</b>' } }] })],
    ['a quote on a user message', JSON.stringify({ version: 1, messages: [{ sender: 'user', text: 'x', quote: { destination: 'Goa' } }] })],
    ['a broken quote', JSON.stringify({ version: 1, messages: [{ sender: 'bot', text: 'x', quote: { destination: 'Goa', month: 13 } }] })],
    ['too many messages', JSON.stringify({ version: 1, messages: Array(MAX_STORED_MESSAGES + 1).fill({ sender: 'user', text: 'x' }) })],
  ])('is discarded when tampered with: %s', (_, raw) => {
    localStorage.setItem(HISTORY_KEY, raw);
    expect(loadHistory()).toEqual([]);
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('discards the whole value, not just the bad message', () => {
    store({ version: 1, messages: [...conversation, { sender: 'bot', text: 42 }] });
    expect(loadHistory()).toEqual([]);
  });
});

describe('toQuote', () => {
  it('keeps a destination with an optional month and party size', () => {
    expect(toQuote({ destination: ' Goa ', month: 1, people: 4 })).toEqual({ destination: 'Goa', month: 1, people: 4 });
    expect(toQuote({ destination: 'Goa' })).toEqual({ destination: 'Goa' });
  });

  it.each([undefined, null, 'Goa', { destination: '' }, { destination: 'Goa', people: 0 }, { destination: 'Goa', people: 51 }, { destination: 'Goa', month: 1.5 }])(
    'is undefined for %p',
    (value) => {
      expect(toQuote(value)).toBeUndefined();
    },
  );
});
