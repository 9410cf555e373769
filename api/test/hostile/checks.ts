// What every hostile suite asserts once its cases are built: each answer as its case
// says, the table grown by exactly the rows the answers stored, each stored value as
// its case says, and no row breaking the column rules; and what a reused
// Idempotency-Key does to a lead write.
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/app';
import {
  authCases,
  type ColumnRules,
  fieldError,
  type HostileCase,
  IDEMPOTENCY_KEY_REUSED,
  post,
  run,
  type Run,
  storedMismatches,
  storedProblems,
  type Target,
  transportCases,
  withAuthCode,
} from './payloads';

type Table = Parameters<TestApp['count']>[0];
type Body = Record<string, unknown>;

/** The row an accepted lead write stored: the one its answer names. */
const rowOfAnswer = (_c: HostileCase, res: LightMyRequestResponse) => ({ id: JSON.parse(res.body).data.id });

export interface HostileRun {
  /** The route, as the log line names it. */
  name: string;
  table: Table;
  /** How many rows the answers stored; one per 201 when not said. */
  rowsStored?: (r: Run) => number;
  /** Where an accepted case's row is (undefined: the case is not looked up). */
  locate: Parameters<typeof storedMismatches>[3];
  rules: ColumnRules;
  /** Problems of the route's own, asserted before the table is counted (a search's tracking rows). */
  alsoProblems?: (r: Run) => Promise<string[]>;
  /** What the log line says was sent; the number of requests when not said. */
  sent?: string;
}

/** Sends the cases (at least 300 of them) and asserts all of the above; the run, for more. */
export async function expectHostileRun(t: TestApp, cases: HostileCase[], check: HostileRun): Promise<Run> {
  expect(cases.length).toBeGreaterThanOrEqual(300);
  const before = await t.count(check.table);
  const r = await run(t, cases);
  expect(r.problems).toEqual([]);
  if (check.alsoProblems) expect(await check.alsoProblems(r)).toEqual([]);
  expect(await t.count(check.table)).toBe(before + (check.rowsStored?.(r) ?? r.statuses[201] ?? 0));
  expect(await storedMismatches(t, check.table, r, check.locate)).toEqual([]);
  expect(await storedProblems(t, check.table, check.rules)).toEqual([]);
  console.log(`[${t.database.config.dialect}] ${check.name}: ${check.sent ?? `${cases.length} hostile requests`}, answers ${JSON.stringify(r.statuses)}`);
  return r;
}

/**
 * A lead form's run: its field cases, then what every lead write is also tried with
 * (transport and auth); the log line names it POST <url>, and an accepted case's row
 * is the one its answer names unless `locate` says otherwise.
 */
export function expectLeadFormRun(
  t: TestApp,
  target: Target,
  fields: HostileCase[],
  check: Pick<HostileRun, 'table' | 'rules'> & Partial<Pick<HostileRun, 'locate'>>,
): Promise<Run> {
  const cases = [...fields, ...transportCases(target), ...authCases(target)];
  return expectHostileRun(t, cases, { name: `POST ${target.url}`, locate: rowOfAnswer, ...check });
}

export interface KeyReuse {
  url: string;
  table: Table;
  key: string;
  /** Built per request: a contact message needs a fresh captcha each time. */
  first: () => Body | Promise<Body>;
  /** The same request again, each as it may be spelt: replayed with the first answer, nothing stored. */
  replays: (() => Body | Promise<Body>)[];
  /** Another request under the same key: 422, not stored; its row would have `otherRow`'s column and value. */
  other: () => Body | Promise<Body>;
  otherRow: [column: string, value: string];
}

/** A reused Idempotency-Key on a lead write, as KeyReuse says; the first answer's data. */
export async function expectKeyReuse(t: TestApp, w: KeyReuse): Promise<unknown> {
  const url = withAuthCode(w.url);
  const headers = { 'idempotency-key': w.key };
  const before = await t.count(w.table);
  const first = await t.request(post(url, await w.first(), headers));
  expect(first.statusCode).toBe(201);
  const data: unknown = JSON.parse(first.body).data;
  for (const again of w.replays) {
    const replay = await t.request(post(url, await again(), headers));
    expect({ status: replay.statusCode, data: JSON.parse(replay.body).data }).toEqual({ status: 200, data });
  }
  const other = await t.request(post(url, await w.other(), headers));
  expect({ status: other.statusCode, body: JSON.parse(other.body) }).toEqual(fieldError('Idempotency-Key', IDEMPOTENCY_KEY_REUSED, 422));
  expect(await t.count(w.table)).toBe(before + 1);
  const [column, value] = w.otherRow;
  expect(await t.database.handle.db.selectFrom(w.table).select('id').where(column as 'id', '=', value as unknown as number).execute()).toEqual([]);
  return data;
}
