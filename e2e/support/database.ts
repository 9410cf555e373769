// Reads what the e2e server stored, straight from its SQLite file.
import Database from 'better-sqlite3';
import { e2eState } from './browser';

export function queryRows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(e2eState().databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
