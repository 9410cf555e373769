// Idempotency-Key on the lead writes: the same key with the same request replays
// the first answer; the same key with another request is refused (422) and the
// second lead is not stored; keys are forgotten after 24 hours.
import { createTestApp, describeEachDialect, useTestApp, validBooking, validEnquiry } from '../helpers/app';

const REUSED = 'This Idempotency-Key was already used for a different request. Send a new key for a new submission.';
const json = (body: string) => JSON.parse(body);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000).toISOString();

describeEachDialect('Idempotency-Key', (dialect) => {
  const t = useTestApp(dialect);

  const post = (url: string, payload: object, key: string) => t.request({ method: 'POST', url, payload, headers: { 'idempotency-key': key } });
  const enquiriesNamed = async (name: string) =>
    (await t.database.handle.db.selectFrom('enquiries').select('id').where('name', '=', name).execute()).length;

  it('a key reused for a different enquiry is 422 with the reason, and the second enquiry is not stored', async () => {
    const key = `reuse-${dialect}-enquiry`;
    const first = await post('/api/request-book/add-direct', validEnquiry({ name: 'Asha Rao' }), key);
    expect(first.statusCode).toBe(201);
    const second = await post('/api/request-book/add-direct', validEnquiry({ name: 'Vikram Rao' }), key);
    expect(second.statusCode).toBe(422);
    expect(json(second.body)).toEqual({ code: 0, message: REUSED, errors: [{ field: 'Idempotency-Key', message: REUSED }] });
    expect(await enquiriesNamed('Asha Rao')).toBe(1);
    expect(await enquiriesNamed('Vikram Rao')).toBe(0);
  });

  it('the same request sent again with its key is a replay even when typed differently (the validated request is compared)', async () => {
    const key = `reuse-${dialect}-same`;
    const first = await post('/api/request-book/add-direct', validEnquiry({ name: 'Meera Iyer', email: 'meera@example.com' }), key);
    const again = await post('/api/request-book/add-direct', validEnquiry({ name: ' Meera Iyer ', email: 'MEERA@example.com' }), key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(json(again.body).data.id).toBe(json(first.body).data.id);
    expect(await enquiriesNamed('Meera Iyer')).toBe(1);
  });

  it('a key reused for a different booking or newsletter address is 422 too', async () => {
    const packageId = await t.firstPackageId();
    const key = `reuse-${dialect}-booking`;
    expect((await post('/api/request-book/add', validBooking(packageId, { noOfPerson: 2 }), key)).statusCode).toBe(201);
    const changed = await post('/api/request-book/add', validBooking(packageId, { noOfPerson: 3 }), key);
    expect(changed.statusCode).toBe(422);
    const bookings = await t.database.handle.db.selectFrom('booking_requests').select('no_of_person').where('package_id', '=', packageId).execute();
    expect(bookings.map((b) => b.no_of_person)).not.toContain(3);

    const newsletterKey = `reuse-${dialect}-newsletter`;
    expect((await post('/api/newsletter/subscribe', { email: 'first@example.com' }, newsletterKey)).statusCode).toBe(201);
    expect((await post('/api/newsletter/subscribe', { email: 'second@example.com' }, newsletterKey)).statusCode).toBe(422);
    const emails = await t.database.handle.db.selectFrom('newsletter_subscriptions').select('email').execute();
    expect(emails.map((e) => e.email)).toContain('first@example.com');
    expect(emails.map((e) => e.email)).not.toContain('second@example.com');
  });

  it('a key older than 24 hours is forgotten: it stores the new request', async () => {
    const key = `expired-${dialect}`;
    await t.database.handle.db
      .insertInto('idempotency_keys')
      .values({ scope: 'enquiry', key, status_code: 201, response_body: '{"id":1}', request_hash: 'an-older-request', created_at: hoursAgo(25) })
      .execute();
    const res = await post('/api/request-book/add-direct', validEnquiry({ name: 'Kabir Shah' }), key);
    expect(res.statusCode).toBe(201);
    expect(await enquiriesNamed('Kabir Shah')).toBe(1);
    const record = await t.database.handle.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(json(record.response_body).id).toBe(json(res.body).data.id);
    expect(record.created_at > hoursAgo(1)).toBe(true);
  });

  it('a key younger than 24 hours still replays', async () => {
    const key = `young-${dialect}`;
    const first = await post('/api/request-book/add-direct', validEnquiry({ name: 'Nisha Paul' }), key);
    await t.database.handle.db.updateTable('idempotency_keys').set({ created_at: hoursAgo(23) }).where('key', '=', key).execute();
    const again = await post('/api/request-book/add-direct', validEnquiry({ name: 'Nisha Paul' }), key);
    expect(again.statusCode).toBe(200);
    expect(json(again.body).data.id).toBe(json(first.body).data.id);
  });

  it('expired keys of other requests are swept by a later write', async () => {
    // a new server process: its first keyed write sweeps
    const app = await createTestApp(dialect);
    await app.database.handle.db
      .insertInto('idempotency_keys')
      .values({ scope: 'contact', key: `stale-${dialect}`, status_code: 201, response_body: '{"id":9}', request_hash: 'x', created_at: hoursAgo(30) })
      .execute();
    await app.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry(), headers: { 'idempotency-key': `sweeper-${dialect}` } });
    const stale = await app.database.handle.db.selectFrom('idempotency_keys').select('key').where('key', '=', `stale-${dialect}`).execute();
    expect(stale).toEqual([]);
    await app.close();
  });
});
