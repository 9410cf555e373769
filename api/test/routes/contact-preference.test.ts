// How the traveller wants to be contacted, on every lead write: the
// enquiry, the booking request and the contact message. Stored in a fixed order,
// each way once; an older client that does not send it gets a phone call; none
// ticked or an unknown way is a 400 with a clear message and nothing stored.
import { contactPreferenceField } from '@safarnama/contracts';
import { describeEachDialect, useTestApp, validBooking, validEnquiry } from '../helpers/app';
import { validContact } from '../helpers/contact';

type LeadTable = 'enquiries' | 'booking_requests' | 'contact_messages';

describeEachDialect('contact preference on lead writes', (dialect) => {
  const t = useTestApp(dialect);
  let packageId: number;
  beforeAll(async () => {
    packageId = await t.firstPackageId();
  });

  const routes: { name: string; url: string; table: LeadTable; body: (extra: Record<string, unknown>) => Promise<Record<string, unknown>> }[] = [
    { name: 'enquiry', url: '/api/request-book/add-direct', table: 'enquiries', body: async (extra) => validEnquiry(extra) },
    { name: 'booking request', url: '/api/request-book/add', table: 'booking_requests', body: async (extra) => validBooking(packageId, extra) },
    { name: 'contact message', url: '/api/contact', table: 'contact_messages', body: (extra) => validContact(t, { message: 'Please call me about Kerala', ...extra }) },
  ];

  const stored = async (table: LeadTable, id: number) =>
    (await t.database.handle.db.selectFrom(table).select('contact_preference').where('id', '=', id).executeTakeFirstOrThrow()).contact_preference;

  describe.each(routes)('$name', ({ url, table, body }) => {
    const send = async (extra: Record<string, unknown>) => t.request({ method: 'POST', url, payload: await body(extra) });

    it.each([
      ['not sent (a client released before the field)', undefined, 'phone'],
      ['null', null, 'phone'],
      ['phone only', ['phone'], 'phone'],
      ['in any order, stored in the fixed order', ['email', 'phone', 'whatsapp'], 'phone,whatsapp,email'],
      ['a way ticked twice is stored once', ['whatsapp', 'whatsapp'], 'whatsapp'],
    ])('%s: stored as %p', async (_label, preference, expected) => {
      const res = await send(preference === undefined ? {} : { contactPreference: preference });
      expect(res.statusCode).toBe(201);
      expect(await stored(table, JSON.parse(res.body).data.id)).toBe(expected);
    });

    it.each([
      ['none ticked', [], contactPreferenceField.required],
      ['an unknown way', ['fax'], contactPreferenceField.invalid],
      ['not a list', 'phone', contactPreferenceField.invalid],
      ['more entries than ways', ['phone', 'email', 'whatsapp', 'phone'], contactPreferenceField.invalid],
      ['a number in the list', [1], contactPreferenceField.invalid],
    ])('%s: 400 with its message, nothing stored', async (_label, preference, message) => {
      const before = await t.count(table);
      const res = await send({ contactPreference: preference });
      expect(res.statusCode).toBe(400);
      const answer = JSON.parse(res.body);
      expect(answer.message).toBe(message);
      expect(answer.errors[0].field).toBe('contactPreference');
      expect(await t.count(table)).toBe(before);
    });
  });
});
