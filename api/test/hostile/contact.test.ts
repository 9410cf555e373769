// Hostile requests to the contact and support forms' POST /api/contact,
// on SQLite and PostgreSQL. Each body that should be stored answers a fresh
// server-issued captcha (validContact); the others are refused on their field
// before the captcha is looked at. No 5xx, the field's own message on each 400,
// nothing invalid stored, one row per 201. Reused Idempotency-Keys come last.
import { CAPTCHA_ID_INVALID, CAPTCHA_REQUIRED, CAPTCHA_WRONG, contactPreferenceField } from '@safarnama/contracts';
import { describeEachDialect, useTestApp } from '../helpers/app';
import { validContact } from '../helpers/contact';
import { expectKeyReuse, expectLeadFormRun } from './checks';
import {
  accept,
  ALL_CONTROLS,
  choiceValues,
  Derived,
  emailValues,
  fieldCases,
  type FieldValue,
  HOSTILE_CHARS,
  MISSING,
  optionalTextValues,
  refuse,
  type Target,
  textValues,
  WRONG_TYPES,
  contactPreferenceValues,
} from './payloads';

const NAME = { required: 'Name is required', wrongType: 'Name must be text', letters: true, min: [2, 'Name must be at least 2 characters long'], max: [50, 'Name must be at most 50 characters long'] } as const;
const MESSAGE = { required: 'Message is required', wrongType: 'Message must be text', max: [5000, 'Message must be at most 5000 characters'], multiline: true } as const;

const code = (base: Record<string, unknown>) => String(base.captcha);

/** The captcha's answer and its challenge's id: anything but the code shown is refused on field captcha, and no row is stored. */
const captchaValues: FieldValue[] = [
  ...HOSTILE_CHARS.map((ch) => ({
    label: `${ch.name} inside the code`,
    value: new Derived((base) => `${code(base).slice(0, 3)}${ch.char}${code(base).slice(3)}`),
    outcome: refuse(CAPTCHA_WRONG),
  })),
  ...HOSTILE_CHARS.filter((ch) => ch.space).map((ch) => ({ label: `${ch.name} around the code`, value: new Derived((base) => `${ch.char}${code(base)}${ch.char}`), outcome: accept() })),
  ...WRONG_TYPES.map(([label, value]) => ({ label, value, outcome: refuse(CAPTCHA_WRONG) })),
  { label: 'the code in small letters', value: new Derived((base) => code(base).toLowerCase()), outcome: refuse(CAPTCHA_WRONG) },
  { label: '21 characters', value: 'A1'.repeat(10) + 'B', outcome: refuse(CAPTCHA_WRONG) },
  { label: 'empty', value: '', outcome: refuse(CAPTCHA_REQUIRED) },
  { label: 'null', value: null, outcome: refuse(CAPTCHA_REQUIRED) },
  { label: 'missing', value: MISSING, outcome: refuse(CAPTCHA_REQUIRED) },
];

const captchaIdValues: FieldValue[] = [
  ...HOSTILE_CHARS.map((ch) => ({ label: `${ch.name} inside the id`, value: new Derived((base) => `${String(base.captchaId).slice(0, 8)}${ch.char}${String(base.captchaId).slice(8)}`), outcome: refuse(CAPTCHA_ID_INVALID) })),
  ...WRONG_TYPES.map(([label, value]) => ({ label, value, outcome: refuse(CAPTCHA_ID_INVALID) })),
  { label: 'null', value: null, outcome: refuse(CAPTCHA_ID_INVALID) },
  { label: 'missing', value: MISSING, outcome: refuse(CAPTCHA_ID_INVALID) },
  { label: 'an id no challenge has', value: 'NoSuchChallenge_0000', outcome: refuse(CAPTCHA_WRONG, 'captcha') },
];

describeEachDialect('hostile requests: /api/contact', (dialect) => {
  const t = useTestApp(dialect);

  it('every hostile request answered as its field says; nothing invalid stored, one row per 201', async () => {
    const target: Target = {
      url: '/api/contact',
      // A refused body is refused before its captcha is looked at: a well-formed stand-in saves asking for one.
      base: (fresh = true) =>
        fresh ? validContact(t) : Promise.resolve({ name: 'Meera Iyer', email: 'meera@example.in', subject: 'Kerala in May', message: 'Is May a good month?', source: 'contact', captchaId: 'NotIssued_000000000', captcha: 'ABC123' }),
      accepted: () => ({ status: 201 }),
      latin1Field: { name: 'name' },
    };
    const fields = [
      ...fieldCases(target, 'name', textValues(NAME, 'Meera ', 'Iyer'), { column: 'name' }),
      ...fieldCases(target, 'email', emailValues({ required: 'Email is required', invalid: 'Please enter a valid email address' }), { column: 'email' }),
      ...fieldCases(target, 'subject', optionalTextValues('Subject', 150, 'Kerala ', 'in May'), { column: 'subject' }),
      ...fieldCases(target, 'message', textValues(MESSAGE, 'Is May good ', 'for the backwaters?'), { column: 'message' }),
      ...fieldCases(target, 'message', textValues(MESSAGE, 'Line one\n', 'line two', ALL_CONTROLS), { column: 'message' }),
      ...fieldCases(target, 'source', choiceValues(['contact', 'support'], "source must be 'contact' or 'support'"), { column: 'source' }),
      ...fieldCases(target, 'contactPreference', contactPreferenceValues(contactPreferenceField.required, contactPreferenceField.invalid), { column: 'contact_preference' }),
      ...fieldCases(target, 'captcha', captchaValues),
      ...fieldCases(target, 'captchaId', captchaIdValues),
    ];
    await expectLeadFormRun(t, target, fields, { table: 'contact_messages', rules: { long: ['message'], letters: { name: 2 } } });
  });

  it('a reused Idempotency-Key: the same message (with a fresh captcha) replays, another message is 422 and not stored', async () => {
    const first = () => validContact(t, { message: 'Reused key, first message' });
    await expectKeyReuse(t, {
      url: '/api/contact',
      table: 'contact_messages',
      key: `hostile-reuse-contact-${dialect}`,
      first,
      replays: [first],
      other: () => validContact(t, { message: 'Reused key, another message' }),
      otherRow: ['message', 'Reused key, another message'],
    });
  });
});
