// npm run admin: operator accounts from the command line (the first admin has no
// console to sign in to). Every change goes to the audit log as the CLI's.
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ClientError } from '../lib/errors';
import { type Actor, addOperator, findOperatorIdByEmail, listOperators, normalizeEmail, updateOperator } from './operator-accounts';
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from './operator-roles';
import { generatePassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords';

export const ADMIN_USAGE = `
Operator accounts of the back office (DATABASE_URL names the database).

  npm run admin -- user add <email> --role agent|editor|admin [--password-stdin]
  npm run admin -- user reset <email> [--password-stdin]   new password; ends its sessions
  npm run admin -- user disable <email>                     ends its sessions
  npm run admin -- user enable <email>
  npm run admin -- user list

Without --password-stdin a strong password is generated and printed once.
`;

export class UsageError extends Error {}

export type AdminCommand =
  | { command: 'help' }
  | { command: 'add'; email: string; role: OperatorRole; passwordStdin: boolean }
  | { command: 'reset'; email: string; passwordStdin: boolean }
  | { command: 'disable' | 'enable'; email: string }
  | { command: 'list' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseAdminArgs(args: string[]): AdminCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: 'string' }, 'password-stdin': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${ADMIN_USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) return { command: 'help' };
  const [noun, verb, email, ...extra] = positionals;
  if (noun !== 'user' || !verb) throw new UsageError(`Unknown command "${positionals.join(' ')}".\n${ADMIN_USAGE}`);
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}\n${ADMIN_USAGE}`);
  if (verb === 'list') {
    if (email) throw new UsageError(`user list takes no email.\n${ADMIN_USAGE}`);
    return { command: 'list' };
  }
  if (!['add', 'reset', 'disable', 'enable'].includes(verb)) throw new UsageError(`Unknown command "user ${verb}".\n${ADMIN_USAGE}`);
  if (!email || !EMAIL.test(email.trim())) throw new UsageError(`user ${verb} needs an email address.\n${ADMIN_USAGE}`);
  const passwordStdin = values['password-stdin'] === true;
  if (verb === 'add') {
    if (!values.role || !isOperatorRole(values.role)) throw new UsageError(`user add needs --role ${OPERATOR_ROLES.join('|')}.\n${ADMIN_USAGE}`);
    return { command: 'add', email: normalizeEmail(email), role: values.role, passwordStdin };
  }
  if (values.role !== undefined) throw new UsageError(`--role is for user add only.\n${ADMIN_USAGE}`);
  if (verb === 'reset') return { command: 'reset', email: normalizeEmail(email), passwordStdin };
  if (passwordStdin) throw new UsageError(`--password-stdin is for user add and user reset only.\n${ADMIN_USAGE}`);
  return { command: verb as 'disable' | 'enable', email: normalizeEmail(email) };
}

/** The password piped in: its first line, so `echo` and a file with a final newline both work. */
export function passwordFromInput(input: string): string {
  const password = input.split(/\r?\n/)[0] ?? '';
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new UsageError(`The password on standard input must be ${MIN_PASSWORD_LENGTH}-${MAX_PASSWORD_LENGTH} characters.`);
  }
  return password;
}

const CLI: Actor = { operatorId: null, via: 'cli' };

/** Runs one command; returns what to print. `readStdin` is called only with --password-stdin. */
export async function runAdminCommand(db: Kysely<Database>, command: Exclude<AdminCommand, { command: 'help' }>, readStdin: () => Promise<string>): Promise<string> {
  try {
    return await run(db, command, readStdin);
  } catch (error) {
    // the routes' messages (a duplicate email, the last admin) are the CLI's too
    if (error instanceof ClientError) throw new UsageError(error.message);
    throw error;
  }
}

async function run(db: Kysely<Database>, command: Exclude<AdminCommand, { command: 'help' }>, readStdin: () => Promise<string>): Promise<string> {
  if (command.command === 'list') {
    const accounts = await listOperators(db);
    if (accounts.length === 0) return 'No operator accounts yet: npm run admin -- user add <email> --role admin';
    return accounts
      .map((a) => [String(a.id).padStart(4), a.email.padEnd(32), a.role.padEnd(7), a.disabled ? 'disabled' : 'active  ', a.lastSignInAt ? `last sign-in ${a.lastSignInAt}` : 'never signed in'].join('  '))
      .join('\n');
  }
  if (command.command === 'add') {
    const generated = !command.passwordStdin;
    const password = generated ? generatePassword() : passwordFromInput(await readStdin());
    const account = await addOperator(db, { email: command.email, role: command.role, password }, CLI);
    return `Added ${account.role} ${account.email} (id ${account.id}).${generated ? `\nPassword (shown once, pass it on safely): ${password}` : ''}`;
  }
  const id = await findOperatorIdByEmail(db, command.email);
  if (id === null) throw new UsageError(`No operator account for ${command.email}.`);
  if (command.command === 'reset') {
    const generated = !command.passwordStdin;
    const password = generated ? generatePassword() : passwordFromInput(await readStdin());
    await updateOperator(db, id, { password }, CLI);
    return `New password for ${command.email}; its sessions have ended.${generated ? `\nPassword (shown once, pass it on safely): ${password}` : ''}`;
  }
  const disabled = command.command === 'disable';
  await updateOperator(db, id, { disabled }, CLI);
  return disabled ? `Disabled ${command.email}; its sessions have ended.` : `Enabled ${command.email}.`;
}
