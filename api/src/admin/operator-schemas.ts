// The shapes of the sign-in, users and audit routes: they validate requests,
// serialise answers and document both (OpenAPI).
import { z } from 'zod';
import { AuthQuery, bodyObject, envelope } from '@safarnama/contracts';
import { OPERATOR_ROLES } from './operator-roles';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords';

const EMAIL_MESSAGE = 'Enter a valid email address.';
const ROLE_MESSAGE = `Role must be one of ${OPERATOR_ROLES.join(', ')}.`;
const NEW_PASSWORD_MESSAGE = `Password must be ${MIN_PASSWORD_LENGTH}-${MAX_PASSWORD_LENGTH} characters.`;

const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, { error: EMAIL_MESSAGE })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: EMAIL_MESSAGE });
export const Role = z.enum(OPERATOR_ROLES, { error: ROLE_MESSAGE });
const newPassword = z.string({ error: NEW_PASSWORD_MESSAGE }).min(MIN_PASSWORD_LENGTH, { error: NEW_PASSWORD_MESSAGE }).max(MAX_PASSWORD_LENGTH, { error: NEW_PASSWORD_MESSAGE });

// Sign-in checks only what could never be right: any other mistake is the one generic 401.
export const SignInBody = bodyObject({
  email: z.string({ error: 'Enter your email address.' }).min(1, { error: 'Enter your email address.' }).max(254, { error: EMAIL_MESSAGE }),
  password: z.string({ error: 'Enter your password.' }).min(1, { error: 'Enter your password.' }).max(MAX_PASSWORD_LENGTH, { error: 'Email or password is incorrect.' }),
}).meta({ id: 'AdminSignIn' });

export const OperatorSummary = z.object({ id: z.number(), email: z.string(), role: Role });
export const SessionData = z.object({ operator: OperatorSummary, csrfToken: z.string() });
export const SessionEnvelope = envelope(SessionData);
export const OperatorListEnvelope = envelope(z.array(OperatorSummary));

export const UserAccount = z.object({ id: z.number(), email: z.string(), role: Role, disabled: z.boolean(), createdAt: z.string(), lastSignInAt: z.string().nullable() }).meta({ id: 'OperatorAccount' });
export const UserEnvelope = envelope(UserAccount);
export const UserListEnvelope = envelope(z.array(UserAccount));

export const NewUserBody = bodyObject({ email, role: Role, password: newPassword }).meta({ id: 'AdminNewUser' });
// Strict: a field this route cannot change (an email) is refused, not silently dropped.
export const UserChangesBody = z
  .strictObject(
    {
      role: Role.optional(),
      disabled: z.boolean({ error: 'disabled must be true or false.' }).optional(),
      password: newPassword.optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only role, disabled and password can be changed.' : 'Request body must be a JSON object') },
  )
  .refine((body) => body.role !== undefined || body.disabled !== undefined || body.password !== undefined, { error: 'Send role, disabled or password.' })
  .meta({ id: 'AdminUserChanges' });

/** A whole number from 1 written in a path or query, of at most `digits` digits, as a number; `message` for anything else. */
const wholeNumberText = (message: string, digits: number) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^[1-9]\\d{0,${digits - 1}}$`), { error: message })
    .transform(Number);

const ID_MESSAGE = 'id must be a positive whole number.';
export const UserIdParams = z.object({
  id: wholeNumberText(ID_MESSAGE, 10).refine((n) => n <= 2_147_483_647, { error: ID_MESSAGE }),
});

export const AUDIT_PAGE_SIZE = 50;
export const AuditQuery = AuthQuery.extend({
  page: wholeNumberText('page must be a whole number from 1.', 6).optional(),
});
export const AuditItem = z.object({
  id: z.number(),
  at: z.string(),
  operator: z.object({ id: z.number(), email: z.string() }).nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const AuditPageEnvelope = envelope(z.object({ items: z.array(AuditItem), total: z.number(), page: z.number(), pageSize: z.number() }));
