// Stored writes: booking requests, direct enquiries, newsletter, contact. Success
// stores exactly one row; bad input answers the spec's messages and stores nothing.
import { CreatedEnvelope, SubscribedEnvelope } from '@safarnama/contracts';
import { describeEachDialect, futureDate, useTestApp, validBooking, validEnquiry } from '../helpers/app';
import { solvedBotCheck } from '../helpers/bot-check';
import { validContact } from '../helpers/contact';

const json = (body: string) => JSON.parse(body);

describeEachDialect('lead routes', (dialect) => {
  const t = useTestApp(dialect);

  describe('POST /api/request-book/add', () => {
    let packageId: number;
    beforeAll(async () => {
      packageId = await t.firstPackageId();
    });
    const add = (body: unknown, headers: Record<string, string> = {}) =>
      t.request({ method: 'POST', url: '/api/request-book/add', payload: body as object, headers });

    it('stores a booking request: 201 with its id and the spec message', async () => {
      const res = await add(validBooking(packageId, { email: ' Rahul@Example.IN ', phone: '91234 56780' }));
      expect(res.statusCode).toBe(201);
      const body = CreatedEnvelope.parse(json(res.body));
      expect(body.message).toBe('Booking request submitted successfully!');
      const row = await t.database.handle.db.selectFrom('booking_requests').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ package_id: packageId, lead_name: 'Rahul Verma', email: 'rahul@example.in', phone: '9123456780', no_of_person: 2, server_ip: '127.0.0.1' });
      expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it.each([
      ['leadName', '', 'Lead passenger name is required'],
      ['leadName', '   ', 'Lead passenger name is required'],
      ['leadName', 'A', 'Name must be at least 2 characters long'],
      ['leadName', 'x'.repeat(51), 'Name must be at most 50 characters long'],
      ['noOfPerson', undefined, 'Number of persons is required'],
      ['noOfPerson', 0, 'Number of persons must be between 1 and 50'],
      ['noOfPerson', 51, 'Number of persons must be between 1 and 50'],
      ['noOfPerson', 2.5, 'Number of persons must be between 1 and 50'],
      ['departureCity', '', 'Departure city is required'],
      ['departureCity', 'D', 'Departure city must be at least 2 characters long'],
      ['date', '', 'Travel date is required'],
      ['date', '2020-01-01', 'Please select a future date'],
      ['date', '2031-02-30', 'Please enter a valid date (yyyy-mm-dd)'],
      ['email', '', 'Email is required'],
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['email', `${'a'.repeat(95)}@b.com`, 'Email must be at most 100 characters'],
      ['phone', '', 'Mobile number is required'],
      ['phone', '12345', 'Please enter a valid 10-digit mobile number'],
      ['phone', '5123456789', 'Please enter a valid 10-digit mobile number'],
      ['packageDetailId', undefined, 'Package is required'],
      ['packageDetailId', 'abc', 'packageDetailId must be a package id'],
      ['productId', 2, 'productId must be 1'],
    ])('%s = %p: 400 "%s", nothing stored', async (field, value, message) => {
      const before = await t.count('booking_requests');
      const res = await add(validBooking(packageId, { [field]: value }));
      expect(res.statusCode).toBe(400);
      const body = json(res.body);
      expect(body).toEqual({ code: 0, message, errors: [{ field, message }] });
      expect(await t.count('booking_requests')).toBe(before);
    });

    it('an unknown package is a 400 on packageDetailId', async () => {
      const res = await add(validBooking(987654));
      expect(res.statusCode).toBe(400);
      expect(json(res.body).errors[0].field).toBe('packageDetailId');
    });

    it('lists every invalid field, the first message as the message', async () => {
      const res = await add({});
      expect(res.statusCode).toBe(400);
      const body = json(res.body);
      expect(body.message).toBe('Duration is required');
      expect(body.errors.map((e: { field: string }) => e.field)).toEqual(
        expect.arrayContaining(['leadName', 'noOfPerson', 'packageDetailId', 'departureCity', 'date', 'email', 'phone']),
      );
    });
  });

  describe('POST /api/request-book/add-direct', () => {
    const addDirect = (body: unknown, headers: Record<string, string> = {}) =>
      t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: body as object, headers });

    it('stores an enquiry with its tracking fields; the visitor IP is the request address, not what the body claims', async () => {
      const res = await addDirect({ ...validEnquiry(), userIp: '203.0.113.7' });
      expect(res.statusCode).toBe(201);
      const { data } = CreatedEnvelope.parse(json(res.body));
      const row = await t.database.handle.db.selectFrom('enquiries').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Priya Sharma',
        phone: '9876543210',
        destination: 'Goa',
        no_of_people: 2,
        source: 'WEBSITE',
        device_type: 'desktop',
        utm_source: 'direct',
        utm_campaign: 'enquiry_form',
        user_ip: '127.0.0.1',
        server_ip: '127.0.0.1',
      });
    });

    it('accepts the enquiry page payload without the optional tracking fields', async () => {
      const pagePayload: Record<string, unknown> = validEnquiry({ noOfPeople: '3' });
      for (const key of ['deviceType', 'browser', 'utm_content']) delete pagePayload[key];
      expect((await addDirect(pagePayload)).statusCode).toBe(201);
    });

    it.each([
      ['name', '', 'Required'],
      ['name', '  ', 'Required'],
      ['phone', '', 'Phone number is required'],
      ['phone', '98765abcde', 'Phone number must contain only digits'],
      ['phone', '98765', 'Phone number must be 10 digits'],
      ['phone', '98765432101', 'Phone number must be 10 digits'],
      ['email', '', 'Required'],
      ['email', 'priya@', 'Please enter a valid email address'],
      ['destination', '', 'Required'],
      ['departureCity', '', 'Required'],
      ['noOfPeople', undefined, 'Required'],
      ['noOfPeople', 0, 'Number of people must be between 1 and 50'],
      ['date', '', 'Required'],
      ['date', '2001-09-09', 'Please select a future date'],
      ['source', 'PHONE', "source must be 'WEBSITE'"],
    ])('%s = %p: 400 "%s"', async (field, value, message) => {
      const before = await t.count('enquiries');
      const res = await addDirect(validEnquiry({ [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(json(res.body)).toEqual({ code: 0, message, errors: [{ field, message }] });
      expect(await t.count('enquiries')).toBe(before);
    });

    it("today's date (India time) is accepted", async () => {
      expect((await addDirect(validEnquiry({ date: futureDate(0) }))).statusCode).toBe(201);
    });

    it('the same Idempotency-Key twice stores one row and answers the first id again', async () => {
      const before = await t.count('enquiries');
      const headers = { 'idempotency-key': `enquiry-${dialect}-1` };
      const first = await addDirect(validEnquiry(), headers);
      const second = await addDirect(validEnquiry(), headers);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(json(second.body)).toEqual(json(first.body));
      expect(await t.count('enquiries')).toBe(before + 1);
    });

    it('the same key sent concurrently still stores one row', async () => {
      const before = await t.count('enquiries');
      const headers = { 'idempotency-key': `enquiry-${dialect}-concurrent` };
      const answers = await Promise.all(Array.from({ length: 10 }, () => addDirect(validEnquiry(), headers)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => json(a.body).data.id)).size).toBe(1);
      expect(await t.count('enquiries')).toBe(before + 1);
    });

    it('an invalid Idempotency-Key is a 400', async () => {
      const res = await addDirect(validEnquiry(), { 'idempotency-key': 'x'.repeat(101) });
      expect(res.statusCode).toBe(400);
      expect(json(res.body).errors[0].field).toBe('Idempotency-Key');
    });
  });

  describe('POST /api/newsletter/subscribe', () => {
    const subscribe = (body: unknown) => t.request({ method: 'POST', url: '/api/newsletter/subscribe', payload: body as object });

    it('subscribes once: 201 then 200, one row, email lowercased', async () => {
      const first = await subscribe({ email: 'Traveller@Example.com', accessKey: 'site-form' });
      expect(first.statusCode).toBe(201);
      expect(SubscribedEnvelope.parse(json(first.body))).toEqual({ code: 1, message: 'Thank you for subscribing!', data: { success: true } });
      const second = await subscribe({ email: 'traveller@example.com ' });
      expect(second.statusCode).toBe(200);
      expect(json(second.body).data).toEqual({ success: true });
      const rows = await t.database.handle.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'traveller@example.com').execute();
      expect(rows).toHaveLength(1);
    });

    it('invalid email: the spec message', async () => {
      for (const email of ['', 'nope', 'a@b', 'a b@c.com', null]) {
        const res = await subscribe({ email });
        expect(res.statusCode).toBe(400);
        expect(json(res.body).message).toBe('Valid email is required *');
      }
    });
  });

  describe('POST /api/contact', () => {
    const contact = (body: unknown) => t.request({ method: 'POST', url: '/api/contact', payload: body as object });

    it('stores a contact message and a support message', async () => {
      const res = await contact(await validContact(t, { name: 'Meera Iyer', email: 'meera@example.in', subject: 'Kerala in May', message: 'Is May a good month?\nThanks', source: 'contact' }));
      expect(res.statusCode).toBe(201);
      expect(json(res.body).message).toBe('Form submitted successfully.');
      const { subject: _none, ...withoutSubject } = await validContact(t, { name: 'Meera Iyer', email: 'meera@example.in', message: 'Call me back', source: 'support' });
      const support = await contact(withoutSubject);
      expect(support.statusCode).toBe(201);
      const row = await t.database.handle.db.selectFrom('contact_messages').selectAll().where('id', '=', json(support.body).data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ subject: '', source: 'support' });
    });

    it.each([
      ['name', '', 'Name is required'],
      ['email', '', 'Email is required'],
      ['email', 'meera', 'Please enter a valid email address'],
      ['message', ' ', 'Message is required'],
      ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
      ['source', 'sales', "source must be 'contact' or 'support'"],
      ['captcha', ' ', 'Please enter the code shown'],
    ])('%s = %p: 400 "%s"', async (field, value, message) => {
      const res = await contact(await validContact(t, { message: 'Hello', [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(json(res.body).message).toBe(message);
    });
  });
});

describeEachDialect('rate limit on writes', (dialect) => {
  const t = useTestApp(dialect, { rateLimitWriteMax: 3 });

  it('the fourth write in a minute from one address is a 429 with a clear message; reads are not limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.request({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: `r${i}@example.com` } })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201]);
    const limited = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry() });
    expect(limited.statusCode).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({ code: 0, message: 'Too many requests. Please wait a minute and try again.' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await t.count('enquiries')).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/package/get-all-category' })).statusCode).toBe(200);
    const headers = { 'x-bot-check': await solvedBotCheck(t.app) };
    const other = await t.app.inject({ method: 'POST', url: `/api/newsletter/subscribe?authCode=${t.config.authCode}`, payload: { email: 'other@example.com' }, headers, remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(201);
  });
});

