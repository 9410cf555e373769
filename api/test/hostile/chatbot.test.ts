// Hostile requests to Luna, POST /api/chatbot/tour_ai?session_id=..., on
// SQLite and PostgreSQL: the message is long text (line breaks are fine; controls,
// C1, bidi, lone surrogates and damaged text are not), the session id a plain token,
// the chat key a header. No 5xx; each 400 names its field with its own message;
// every answered message is stored with its answer (two rows), nothing invalid.
import { describeEachDialect, useTestApp } from '../helpers/app';
import { expectHostileRun } from './checks';
import {
  accept,
  ALL_CONTROLS,
  fieldCases,
  fieldError,
  type FieldValue,
  HOSTILE_CHARS,
  type HostileCase,
  plainError,
  post,
  queryValue,
  type Target,
  textValues,
  transportCases,
} from './payloads';

const HUMAN = { required: 'Please type a message.', wrongType: 'human must be text', max: [500, 'Messages can be at most 500 characters.'], multiline: true } as const;
const SESSION_ID = 'session_id must be 8-100 letters, digits, hyphens or underscores';
const KEY_MESSAGE = 'Invalid or missing chat API key';

const fine: FieldValue[] = [
  'Goa mein 3 din ka trip under 20k?',
  'Kashmir honeymoon 👨\u200D👩\u200D👧 in May',
  'مرحبا، هل لديكم رحلات إلى كيرالا؟',
  'केरल में हाउसबोट कितने का है?',
  "'; DROP TABLE chat_messages; --",
  '<img src=x onerror=alert(1)>',
].map((text) => ({ label: `fine ${text.slice(0, 20)}`, value: text, outcome: accept(text) }));

describeEachDialect('hostile requests: /api/chatbot/tour_ai', (dialect) => {
  const t = useTestApp(dialect);

  it('every hostile request answered as its field says; two stored rows per answer, nothing invalid', async () => {
    const key = t.config.chatApiKey;
    let sessions = 0;
    const session = () => `hostile-session-${sessions++}`;
    const target: Target = {
      url: '/api/chatbot/tour_ai?session_id=hostile-transport',
      base: async () => ({ human: 'Goa in May?' }),
      accepted: () => ({ status: 200 }),
      latin1Field: { name: 'human' },
      headers: { 'x-api-key': key },
    };
    const perSession = { column: 'text', key: session, url: (s: string) => `/api/chatbot/tour_ai?session_id=${s}` };
    const sessionCases: HostileCase[] = [
      ...HOSTILE_CHARS.map((ch) => [`${ch.name} inside`, `session${ch.char}12345`] as const),
      ['too short', 'abc'],
      ['101 characters', 's'.repeat(101)],
      ['a space', 'session 12345'],
      ['a dot', 'session.12345'],
      ['empty', ''],
    ].map(([name, id]) => ({
      name: `session_id: ${name}`,
      build: async () => post(`/api/chatbot/tour_ai?session_id=${queryValue(id)}`, { human: 'Goa in May?' }, { 'x-api-key': key }),
      expect: fieldError('session_id', SESSION_ID),
    }));
    sessionCases.push(
      { name: 'session_id: missing', build: async () => post('/api/chatbot/tour_ai', { human: 'Hi' }, { 'x-api-key': key }), expect: fieldError('session_id', SESSION_ID) },
      { name: 'session_id: twice', build: async () => post('/api/chatbot/tour_ai?session_id=abcdefgh1&session_id=abcdefgh2', { human: 'Hi' }, { 'x-api-key': key }), expect: fieldError('session_id', SESSION_ID) },
    );
    const keyCases: HostileCase[] = [
      ['no key', {}],
      ['an empty key', { 'x-api-key': '' }],
      ['a wrong key', { 'x-api-key': 'wrong' }],
      ['the key in capitals', { 'x-api-key': key.toUpperCase() }],
      ['the key and more', { 'x-api-key': `${key}x` }],
      ['the authCode instead', { 'x-api-key': t.config.authCode }],
      ['the key under another name', { 'api-key': key }],
    ].map(([name, headers]) => ({
      name: `chat key: ${String(name)}`,
      build: async () => post('/api/chatbot/tour_ai?session_id=hostile-keys', { human: 'Hi' }, headers as Record<string, string>),
      expect: plainError(401, KEY_MESSAGE),
    }));
    keyCases.push({
      name: 'chat key: in the query instead of a header',
      build: async () => post(`/api/chatbot/tour_ai?session_id=hostile-keys&x-api-key=${encodeURIComponent(key)}`, { human: 'Hi' }),
      expect: plainError(401, KEY_MESSAGE),
    });
    const all = [
      ...fieldCases(target, 'human', textValues(HUMAN, 'Goa in ', 'May?'), perSession),
      ...fieldCases(target, 'human', textValues(HUMAN, 'Goa\n', 'in May?', ALL_CONTROLS).filter((v) => v.label.startsWith('U+')), perSession),
      ...fieldCases(target, 'human', fine, perSession),
      ...sessionCases,
      ...keyCases,
      ...transportCases(target),
    ];
    await expectHostileRun(t, all, {
      name: 'POST /api/chatbot/tour_ai',
      table: 'chat_messages',
      // each answered message is stored with its answer
      rowsStored: (r) => 2 * (r.statuses[200] ?? 0),
      locate: (c) => (c.key ? { session_id: c.key, sender: 'user' } : undefined),
      rules: { long: ['text'] },
    });
  });
});
