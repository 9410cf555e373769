// Hostile requests to the two lead writes of /api/request-book: the
// booking request (/add) and the direct enquiry (/add-direct), on SQLite and
// PostgreSQL. No answer is a 5xx; each refusal names its field with that field's
// own message; what is accepted is stored as the rules say, nothing a rule refuses
// is in the tables afterwards, and the tables grew by exactly the 201 answers.
// Reused Idempotency-Keys come last.
import { describeEachDialect, useTestApp, validBooking, validEnquiry } from '../helpers/app';
import { contactPreferenceField } from '@safarnama/contracts';
import { expectKeyReuse, expectLeadFormRun } from './checks';
import {
  accept,
  BAD_NUMBERS,
  choiceValues,
  countValues,
  dateValues,
  emailValues,
  fieldCases,
  fieldError,
  type FieldValue,
  HOSTILE_CHARS,
  IDEMPOTENCY_KEY_INVALID,
  MISSING,
  NUMBER_STRINGS,
  optionalTextValues,
  phoneValues,
  post,
  Raw,
  refuse,
  SAMPLE_CHARS,
  type Target,
  textValues,
  trackingValues,
  VALID_MOBILE,
  withAuthCode,
  WRONG_TYPES,
  contactPreferenceValues,
} from './payloads';

const NAME = { letters: true, min: [2, 'Name must be at least 2 characters long'], max: [50, 'Name must be at most 50 characters long'] } as const;
const PACKAGE_ID = 'packageDetailId must be a package id';
const NOT_AVAILABLE = 'This package is not available. Please choose another package.';

/** packageDetailId: a whole number from 1 to 2,000,000,000 that is a package we sell (`sold`). */
function packageIdValues(packageId: number, sold: Set<number>): FieldValue[] {
  const outcome = (value: unknown) => {
    const n = value instanceof Raw ? Number(value.json) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0 || n > 2_000_000_000 || Object.is(n, -0)) return refuse(PACKAGE_ID);
    return sold.has(n) ? accept(n) : refuse(NOT_AVAILABLE);
  };
  return [
    ...BAD_NUMBERS.map(([label, value]) => ({ label, value, outcome: outcome(value) })),
    ...NUMBER_STRINGS.map((s) => ({ label: `the string ${JSON.stringify(s)}`, value: s, outcome: refuse(PACKAGE_ID) })),
    ...WRONG_TYPES.map(([label, value]) => ({ label, value, outcome: outcome(value) })),
    { label: 'the id as text', value: String(packageId), outcome: refuse(PACKAGE_ID) },
    { label: '2,000,000,000', value: 2_000_000_000, outcome: refuse(NOT_AVAILABLE) },
    { label: '2,000,000,001', value: 2_000_000_001, outcome: refuse(PACKAGE_ID) },
    { label: 'null', value: null, outcome: refuse('Package is required') },
    { label: 'missing', value: MISSING, outcome: refuse('Package is required') },
    { label: 'a package we sell', value: packageId, outcome: accept(packageId) },
  ];
}

const SESSION = 'chatSessionId must be a chat session id';
const chatSessionValues: FieldValue[] = [
  ...HOSTILE_CHARS.map((ch) => ({ label: `${ch.name} inside`, value: `session-${ch.char}1234`, outcome: refuse(SESSION) })),
  ...WRONG_TYPES.map(([label, value]) => ({ label, value, outcome: refuse(SESSION) })),
  { label: 'too short', value: 'abc', outcome: refuse(SESSION) },
  { label: '101 characters', value: 's'.repeat(101), outcome: refuse(SESSION) },
  { label: 'null', value: null, outcome: accept('') },
  { label: 'a session id', value: 'luna-session_42', outcome: accept('luna-session_42') },
];

describeEachDialect('hostile requests: /api/request-book', (dialect) => {
  const t = useTestApp(dialect);
  let packageId: number;
  let sold: Set<number>;
  beforeAll(async () => {
    packageId = await t.firstPackageId();
    sold = new Set((await t.database.handle.db.selectFrom('packages').select('id').execute()).map((p) => p.id));
  });

  it('POST /add (booking request): every hostile request answered as its field says, nothing invalid stored', async () => {
    const target: Target = {
      url: '/api/request-book/add',
      base: async () => validBooking(packageId),
      accepted: () => ({ status: 201 }),
      latin1Field: { name: 'leadName' },
    };
    const fields = [
      ...fieldCases(target, 'leadName', textValues({ required: 'Lead passenger name is required', wrongType: 'Lead passenger name must be text', ...NAME }, 'Rahul ', 'Verma'), { column: 'lead_name' }),
      ...fieldCases(target, 'duration', textValues({ required: 'Duration is required', max: [50, 'Duration must be at most 50 characters'] }, '4 Days / ', '3 Nights'), { column: 'duration' }),
      ...fieldCases(
        target,
        'departureCity',
        textValues(
          { required: 'Departure city is required', wrongType: 'Departure city must be text', letters: true, min: [2, 'Departure city must be at least 2 characters long'], max: [50, 'Departure city must be at most 50 characters long'] },
          'Navi ',
          'Mumbai',
        ),
        { column: 'departure_city' },
      ),
      ...fieldCases(target, 'noOfPerson', countValues({ required: 'Number of persons is required', range: 'Number of persons must be between 1 and 50' }), { column: 'no_of_person' }),
      ...fieldCases(target, 'packageDetailId', packageIdValues(packageId, sold), { column: 'package_id' }),
      ...fieldCases(target, 'date', dateValues('Travel date is required'), { column: 'travel_date' }),
      ...fieldCases(target, 'email', emailValues({ required: 'Email is required', invalid: 'Please enter a valid email address' }), { column: 'email' }),
      ...fieldCases(target, 'phone', phoneValues('Mobile number is required', VALID_MOBILE), { column: 'phone' }),
      ...fieldCases(target, 'contactPreference', contactPreferenceValues(contactPreferenceField.required, contactPreferenceField.invalid), { column: 'contact_preference' }),
      ...fieldCases(target, 'productId', choiceValues([1], 'productId must be 1'), { column: 'product_id' }),
      ...fieldCases(target, 'websiteId', choiceValues([1], 'websiteId must be 1'), { column: 'website_id' }),
    ];
    await expectLeadFormRun(t, target, fields, { table: 'booking_requests', rules: { letters: { lead_name: 2, departure_city: 2 } } });
  });

  it('POST /add-direct (enquiry): every hostile request answered as its field says, nothing invalid stored', async () => {
    const target: Target = {
      url: '/api/request-book/add-direct',
      base: async () => validEnquiry(),
      accepted: () => ({ status: 201 }),
      latin1Field: { name: 'name' },
    };
    // Every character in one tracking field; the same rule, one of each family, in the others.
    const tracking = (field: string, column: string, max: number, chars = SAMPLE_CHARS) => fieldCases(target, field, trackingValues(field, max, chars), { column });
    const fields = [
      ...fieldCases(target, 'name', textValues({ required: 'Required', wrongType: 'Name must be text', ...NAME }, 'Priya ', 'Sharma'), { column: 'name' }),
      ...fieldCases(target, 'phone', phoneValues('Phone number is required', 'Phone number must contain only digits', 'Phone number must be 10 digits'), { column: 'phone' }),
      ...fieldCases(target, 'email', emailValues({ required: 'Required', invalid: 'Please enter a valid email address' }), { column: 'email' }),
      ...fieldCases(target, 'destination', textValues({ required: 'Required', wrongType: 'Destination must be text', letters: true, max: [100, 'Destination must be at most 100 characters'] }, 'Andaman ', 'Islands'), { column: 'destination' }),
      ...fieldCases(target, 'departureCity', textValues({ required: 'Required', wrongType: 'Departure city must be text', letters: true, max: [50, 'Departure city must be at most 50 characters long'] }, 'New ', 'Delhi'), { column: 'departure_city' }),
      ...fieldCases(target, 'noOfPeople', countValues({ required: 'Required', range: 'Number of people must be between 1 and 50' }), { column: 'no_of_people' }),
      ...fieldCases(target, 'date', dateValues('Required'), { column: 'travel_date' }),
      ...fieldCases(target, 'websiteName', optionalTextValues('websiteName', 100, 'Safarnama ', 'Holidays'), { column: 'website_name' }),
      ...fieldCases(target, 'source', choiceValues(['WEBSITE'], "source must be 'WEBSITE'"), { column: 'source' }),
      ...fieldCases(target, 'contactPreference', contactPreferenceValues(contactPreferenceField.required, contactPreferenceField.invalid), { column: 'contact_preference' }),
      ...fieldCases(target, 'chatSessionId', chatSessionValues, { column: 'chat_session_id' }),
      ...tracking('deviceType', 'device_type', 20),
      ...tracking('browser', 'browser', 50, HOSTILE_CHARS),
      ...tracking('utm_source', 'utm_source', 200),
      ...tracking('utm_medium', 'utm_medium', 200),
      ...tracking('utm_campaign', 'utm_campaign', 200),
      ...tracking('utm_content', 'utm_content', 200),
    ];
    await expectLeadFormRun(t, target, fields, {
      table: 'enquiries',
      rules: {
        tracking: ['device_type', 'browser', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content'],
        letters: { name: 2, destination: 1, departure_city: 1 },
      },
    });
  });

  it('reused and malformed Idempotency-Keys: the same request replays, another one is 422 and not stored', async () => {
    const writes = [
      { url: '/api/request-book/add', table: 'booking_requests' as const, column: 'lead_name', body: (name: string) => validBooking(packageId, { leadName: name }) },
      { url: '/api/request-book/add-direct', table: 'enquiries' as const, column: 'name', body: (name: string) => validEnquiry({ name }) },
    ];
    for (const w of writes) {
      const before = await t.count(w.table);
      const first = () => w.body('Kiran Reuse');
      // The same request, spelt differently (spaces around a name, keys in another order), is the same request.
      const respelt = () => Object.fromEntries(Object.entries(w.body('  Kiran Reuse ')).reverse());
      await expectKeyReuse(t, { url: w.url, table: w.table, key: `hostile-reuse-${w.table}`, first, replays: [first, respelt], other: () => w.body('Second Lead'), otherRow: [w.column, 'Second Lead'] });

      const url = withAuthCode(w.url);
      for (const bad of ['has spaces', 'k'.repeat(101), '', 'tab\there', 'clé']) {
        const res = await t.request(post(url, first(), { 'idempotency-key': bad }));
        expect({ key: bad, status: res.statusCode, body: JSON.parse(res.body) }).toEqual({ key: bad, ...fieldError('Idempotency-Key', IDEMPOTENCY_KEY_INVALID) });
      }
      expect(await t.count(w.table)).toBe(before + 1);
    }
  });
});
