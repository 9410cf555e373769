// The editor's lists: 25 rows a page, narrowed by a typed search that matches part of
// a name or slug whatever its case, the same on SQLite and PostgreSQL (lower() on both
// sides: PostgreSQL's LIKE minds case).
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';

export const PAGE_SIZE = 25;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `%text%` for LIKE, with LIKE's own wildcards in the typed text taken literally. */
function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when any of `columns` contains `q`. */
export function matchesText<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: string[], q: string): Expression<SqlBool> {
  const pattern = containsPattern(q);
  return eb.or(columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`));
}

export function offsetOf(page: number): number {
  return (page - 1) * PAGE_SIZE;
}
