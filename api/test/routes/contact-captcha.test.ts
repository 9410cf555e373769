// The contact form's captcha lives on the server: GET /api/contact/captcha issues
// a stored challenge, POST /api/contact must answer it. One answer per challenge
// (right or wrong), within ten minutes; a refused answer stores nothing.
import { describeEachDialect, useTestApp } from '../helpers/app';
import { solvedBotCheck } from '../helpers/bot-check';
import { issueCaptcha, validContact } from '../helpers/contact';

const WRONG = 'Incorrect captcha. Please try again.';
const json = (body: string) => JSON.parse(body);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describeEachDialect('contact captcha', (dialect) => {
  const t = useTestApp(dialect);

  const post = (body: object, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: '/api/contact', payload: body, headers });
  const challenge = (id: string) => t.database.handle.db.selectFrom('captcha_challenges').selectAll().where('id', '=', id).executeTakeFirst();
  const messagesFrom = (email: string) => t.database.handle.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
  const refusedAsWrong = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(400);
    expect(json(res.body)).toEqual({ code: 0, message: WRONG, errors: [{ field: 'captcha', message: WRONG }] });
  };

  it('issues a stored, uncacheable six-character code (three capitals and three digits) as a picture only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/contact/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { code, message, data } = json(res.body);
    expect([code, message]).toEqual([1, 'Success']);
    expect(Object.keys(data).sort()).toEqual(['captchaId', 'expiresAt', 'image']);
    expect(data.captchaId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const expiresIn = Date.parse(data.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const stored = await challenge(data.captchaId);
    expect(stored).toMatchObject({ used_at: null });
    expect(stored?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(stored?.code.replace(/\d/g, '')).toMatch(/^[A-Z]{3}$/);
    // the code is nowhere in the answer: not as text, and not as text in the picture's markup
    expect(res.body).not.toContain(stored?.code);
    expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0,0,200,64"/);
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    for (const ch of stored!.code) expect(svg).not.toContain(`>${ch}<`);
    // six characters and at least three noise lines, all paths
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(9);

    const others = await Promise.all(Array.from({ length: 20 }, () => issueCaptcha(t)));
    expect(new Set(others.map((c) => c.captchaId)).size).toBe(20);
    // 20 draws from 351 million possible codes: the same code twice would mean it is not random
    expect(new Set(others.map((c) => c.code)).size).toBe(20);
    // the letters and digits land in every position, not in a fixed pattern
    expect(new Set(others.map((c) => c.code.replace(/[A-Z]/g, 'A').replace(/\d/g, '9'))).size).toBeGreaterThan(1);
  });

  it('needs the authCode', async () => {
    const res = await t.request({ method: 'GET', url: '/api/contact/captcha', auth: false });
    expect(res.statusCode).toBe(401);
  });

  it('the right code stores the message and spends the challenge; spaces around it are forgiven', async () => {
    const body = await validContact(t, { email: 'right@example.in', message: 'Houseboat for two nights, please.\nThanks' });
    const res = await post({ ...body, captcha: ` ${body.captcha as string} ` });
    expect(res.statusCode).toBe(201);
    expect(json(res.body).message).toBe('Form submitted successfully.');
    const rows = await messagesFrom('right@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: json(res.body).data.id,
      name: 'Meera Iyer',
      subject: 'Kerala in May',
      message: 'Houseboat for two nights, please.\nThanks',
      source: 'contact',
    });
    expect((await challenge(body.captchaId as string))?.used_at).toEqual(expect.any(String));
  });

  it('a wrong code is 400 with the spec message, stores nothing and spends the challenge', async () => {
    const body = await validContact(t, { email: 'wrong@example.in' });
    const code = body.captcha as string;
    // case counts: the code in small letters is wrong
    refusedAsWrong(await post({ ...body, captcha: code.toLowerCase() }));
    expect(await messagesFrom('wrong@example.in')).toEqual([]);
    expect((await challenge(body.captchaId as string))?.used_at).toEqual(expect.any(String));
    // the right code is too late now: no second guess on one challenge
    refusedAsWrong(await post(body));
    expect(await messagesFrom('wrong@example.in')).toEqual([]);
  });

  it('a challenge answers once: the same body again is refused', async () => {
    const body = await validContact(t, { email: 'twice@example.in' });
    expect((await post(body)).statusCode).toBe(201);
    refusedAsWrong(await post(body));
    expect(await messagesFrom('twice@example.in')).toHaveLength(1);
  });

  it('an unknown challenge is refused like a wrong code', async () => {
    const body = await validContact(t, { email: 'unknown@example.in', captchaId: 'AAAAAAAAAAAAAAAAAAAAAAAA' });
    refusedAsWrong(await post(body));
    expect(await messagesFrom('unknown@example.in')).toEqual([]);
  });

  it('a challenge expires ten minutes after it was issued', async () => {
    const young = await validContact(t, { email: 'young@example.in' });
    const old = await validContact(t, { email: 'old@example.in' });
    const age = (id: unknown, minutes: number) =>
      t.database.handle.db.updateTable('captcha_challenges').set({ created_at: minutesAgo(minutes) }).where('id', '=', id as string).execute();
    await age(young.captchaId, 9);
    await age(old.captchaId, 11);
    expect((await post(young)).statusCode).toBe(201);
    refusedAsWrong(await post(old));
    expect(await messagesFrom('old@example.in')).toEqual([]);
  });

  it('a missing or blank code asks for it without spending the challenge', async () => {
    const body = await validContact(t, { email: 'blank@example.in' });
    for (const captcha of [undefined, null, '', '   ']) {
      const res = await post({ ...body, captcha });
      expect(res.statusCode).toBe(400);
      expect(json(res.body)).toEqual({
        code: 0,
        message: 'Please enter the code shown',
        errors: [{ field: 'captcha', message: 'Please enter the code shown' }],
      });
    }
    expect(await messagesFrom('blank@example.in')).toEqual([]);
    expect((await post(body)).statusCode).toBe(201);
  });

  it('a message without a challenge id is refused, naming the field', async () => {
    const { captchaId: _unused, ...body } = await validContact(t, { email: 'noid@example.in' });
    for (const payload of [body, { ...body, captchaId: '' }, { ...body, captchaId: 'short' }, { ...body, captchaId: 42 }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(json(res.body).errors).toEqual([{ field: 'captchaId', message: 'captchaId must be the id of a challenge from GET /api/contact/captcha' }]);
    }
    expect(await messagesFrom('noid@example.in')).toEqual([]);
  });

  it('two messages sent at once with one challenge: exactly one is stored', async () => {
    const body = await validContact(t, { email: 'race@example.in' });
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => post({ ...body, message: `Attempt ${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) refusedAsWrong(refused);
    expect(await messagesFrom('race@example.in')).toHaveLength(1);
  });

  it('a retried message with its Idempotency-Key is answered again (200, same id), though its challenge is spent', async () => {
    const body = await validContact(t, { email: 'retry@example.in' });
    const key = `contact-retry-${dialect}`;
    const first = await post(body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const again = await post(body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(json(again.body).data.id).toBe(json(first.body).data.id);
    // a retry that fetched a fresh challenge is the same message too; its challenge stays unspent
    const fresh = await issueCaptcha(t);
    const withFresh = await post({ ...body, captchaId: fresh.captchaId, captcha: fresh.code }, { 'idempotency-key': key });
    expect(withFresh.statusCode).toBe(200);
    expect(json(withFresh.body).data.id).toBe(json(first.body).data.id);
    expect((await challenge(fresh.captchaId))?.used_at).toBeNull();
    expect(await messagesFrom('retry@example.in')).toHaveLength(1);
  });

  it("the picture's alternative, a sum in words, becomes the challenge's answer (digits or words)", async () => {
    const ask = (id: string) => t.request({ method: 'GET', url: `/api/contact/captcha/${id}/question` });
    const sums = { in_digits: '', in_words: '' };
    for (const form of Object.keys(sums) as (keyof typeof sums)[]) {
      const body = await validContact(t, { email: `question-${form}@example.in` });
      const res = await ask(body.captchaId as string);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { question } = json(res.body).data;
      const match = /^What is (\w+) plus (\w+)\?$/.exec(question);
      expect(match).not.toBeNull();
      const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen'];
      const sum = words.indexOf(match![1]) + words.indexOf(match![2]);
      sums[form] = form === 'in_digits' ? String(sum) : words[sum].toUpperCase();
      expect((await post({ ...body, captcha: sums[form] })).statusCode).toBe(201);
      // spent: no more questions for it
      expect((await ask(body.captchaId as string)).statusCode).toBe(404);
    }
    // once a question was asked, the picture's code is no longer the answer
    const body = await validContact(t, { email: 'question-code@example.in' });
    expect((await ask(body.captchaId as string)).statusCode).toBe(200);
    refusedAsWrong(await post(body));
    expect(await messagesFrom('question-code@example.in')).toEqual([]);
    expect((await ask('AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('a new message under a used key is 422 and does not spend its challenge', async () => {
    const key = `contact-other-${dialect}`;
    expect((await post(await validContact(t, { email: 'keyed@example.in' }), { 'idempotency-key': key })).statusCode).toBe(201);
    const other = await validContact(t, { email: 'keyed@example.in', message: 'A different question' });
    expect((await post(other, { 'idempotency-key': key })).statusCode).toBe(422);
    expect((await challenge(other.captchaId as string))?.used_at).toBeNull();
    expect(await messagesFrom('keyed@example.in')).toHaveLength(1);
  });
});

describeEachDialect('captcha issuing: rate limit and clean-up', (dialect) => {
  const t = useTestApp(dialect, { captchaRateLimitMax: 3 });

  const ids = async () => (await t.database.handle.db.selectFrom('captcha_challenges').select('id').execute()).map((r) => r.id).sort();

  it('issuing deletes challenges older than ten minutes, spent or not', async () => {
    await t.database.handle.db
      .insertInto('captcha_challenges')
      .values([
        { id: `old-unused-${dialect}-000000`, code: 'AB1C23', created_at: minutesAgo(11), used_at: null },
        { id: `old-spent-${dialect}-0000000`, code: 'XY9Z87', created_at: minutesAgo(30), used_at: minutesAgo(29) },
        { id: `young-${dialect}-00000000000`, code: 'QW4E56', created_at: minutesAgo(5), used_at: null },
      ])
      .execute();
    const issued = await issueCaptcha(t, '10.0.0.1');
    expect(await ids()).toEqual([issued.captchaId, `young-${dialect}-00000000000`].sort());
  });

  it('more than the limit from one address in a minute is a 429; other addresses and the writes are not affected', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/contact/captcha?authCode=${t.config.authCode}`, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await from('10.0.0.2')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await from('10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(json(limited.body)).toEqual({ code: 0, message: 'Too many requests. Please wait a minute and try again.' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await from('10.0.0.3')).statusCode).toBe(200);
    // the lead writes keep their own budget
    const body = await validContact(t, { email: 'limited@example.in' });
    const headers = { 'x-bot-check': await solvedBotCheck(t.app) };
    const stored = await t.app.inject({ method: 'POST', url: `/api/contact?authCode=${t.config.authCode}`, payload: body, headers, remoteAddress: '10.0.0.2' });
    expect(stored.statusCode).toBe(201);
  });
});
