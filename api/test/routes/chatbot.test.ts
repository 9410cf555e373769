// POST /api/chatbot/tour_ai: the key, bad input, the flood limit, the stored
// transcript (contact details masked) and an answer grounded in the database.
import { ChatAnswer } from '@safarnama/contracts';
import { DEFAULT_CHAT_API_KEY } from '../../src/config';
import { maskContactDetails } from '../../src/lib/mask-contact';
import { listSessionTranscript } from '../../src/repositories/chat.repository';
import { describeEachDialect, type TestApp, useTestApp } from '../helpers/app';

const SESSION = 'a3c1f0e2-5d6b-4c7a-9e8f-0123456789ab';
const KEY = { 'x-api-key': DEFAULT_CHAT_API_KEY };

function ask(t: TestApp, human: unknown, opts: { session?: string; headers?: Record<string, string>; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/chatbot/tour_ai?session_id=${encodeURIComponent(opts.session ?? SESSION)}`,
    headers: opts.headers ?? KEY,
    payload: human === undefined ? undefined : ({ human } as object),
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
}

describeEachDialect('Luna: POST /api/chatbot/tour_ai', (dialect) => {
  const t = useTestApp(dialect);

  const transcript = (session = SESSION) => listSessionTranscript(t.database.handle.db, session);

  it('a missing or wrong key is a 401 and nothing is stored', async () => {
    for (const headers of [{}, { 'x-api-key': 'guess' }, { 'x-api-key': '' }] as Record<string, string>[]) {
      const res = await ask(t, 'hello', { headers, session: 'no-key-session' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 0, message: 'Invalid or missing chat API key' });
    }
    expect(await transcript('no-key-session')).toEqual([]);
  });

  it.each([
    ['a blank message', '   ', 'Please type a message.'],
    ['an empty message', '', 'Please type a message.'],
    ['an oversized message', 'k'.repeat(501), 'Messages can be at most 500 characters.'],
    ['a message that is not text', 42, 'human must be text'],
  ])('%s is a 400 with a clear message', async (_name, human, message) => {
    const res = await ask(t, human, { session: 'bad-input-session' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, message, errors: [{ field: 'human', message }] });
    expect(await transcript('bad-input-session')).toEqual([]);
  });

  it('a missing or malformed session id is a 400', async () => {
    for (const session of ['', 'short', '<script>x</script>', 'x'.repeat(101)]) {
      const res = await ask(t, 'hello', { session });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('session_id must be 8-100 letters, digits, hyphens or underscores');
    }
    const noBody = await ask(t, undefined);
    expect(noBody.statusCode).toBe(400);
  });

  it('answers from the database: Kashmir honeymoon packages under 40k with working links, and the quote details', async () => {
    const res = await ask(t, 'honeymoon in kashmir under 40k', { session: 'grounded-session-1' });
    expect(res.statusCode).toBe(200);
    const answer = ChatAnswer.parse(res.json());
    const links = [...answer.model_response.matchAll(/\[([^\]]+)\]\((\/packages-details\/(\d+)days-\d+nights-([^)]+))\)/g)];
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links.length).toBeLessThanOrEqual(3);
    for (const [, name, , days, slug] of links) {
      const row = await t.database.handle.db
        .selectFrom('packages')
        .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
        .select(['packages.name', 'packages.days', 'packages.price', 'destinations.name as destination'])
        .where('packages.slug', '=', slug)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name, days: Number(days), destination: 'Kashmir' });
      expect(row.price).toBeLessThan(40_000);
      expect(answer.model_response).toContain(`₹${row.price.toLocaleString('en-IN')}`);
    }
    expect(answer.quote).toMatchObject({ destination: 'Kashmir' });
  });

  it('remembers the conversation: a month and party size later fill in the quote', async () => {
    const session = 'memory-session-1';
    await ask(t, 'goa packages', { session });
    const res = await ask(t, 'we are 4 people travelling in december', { session });
    expect(res.statusCode).toBe(200);
    expect(res.json().quote).toEqual({ destination: 'Goa', month: 12, people: 4 });
  });

  it('stores the transcript per session with phone numbers and email addresses masked', async () => {
    const session = 'masked-session-1';
    const res = await ask(t, 'call me on +91 98765 43210 or mail asha.k@example.in about manali', { session });
    expect(res.statusCode).toBe(200);
    const rows = await transcript(session);
    expect(rows.map((r) => r.sender)).toEqual(['user', 'bot']);
    expect(rows[0].text).toBe('call me on [phone hidden] or mail [email hidden] about manali');
    expect(rows[1].text).toBe(maskContactDetails(res.json().model_response));
    // the assistant never saw the number either: no budget of ₹98,765 was read from it
    expect(res.json().model_response).not.toContain('98,765');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('98765');
    expect(stored).not.toContain('asha.k@example.in');
    expect(await transcript('other-session-99')).toEqual([]);
  });

  it('answers HTML with text that never echoes it', async () => {
    const res = await ask(t, '<img src=x onerror=alert(1)> goa', { session: 'html-session-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().model_response).not.toMatch(/<img|onerror/i);
  });
});

describe('Luna: a flood from one client', () => {
  const t = useTestApp('sqlite', { chatRateLimitMax: 3 });

  it('the fourth message in a minute from one address is a 429; another address still chats', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(t, `hi ${i}`, { session: 'flood-session-1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await ask(t, 'hi again', { session: 'flood-session-1' });
    expect(limited.json()).toEqual({ code: 0, message: 'Too many requests. Please wait a minute and try again.' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await listSessionTranscript(t.database.handle.db, 'flood-session-1')).length).toBe(6);
    expect((await ask(t, 'hello', { session: 'flood-session-2', ip: '10.9.8.7' })).statusCode).toBe(200);
    // the lead-write budget is separate: an enquiry from the flooding address still goes through
    expect((await t.request({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'flood@example.com' } })).statusCode).toBe(201);
  });
});
