// What the content tests share: an app with an editor signed in, and the audit rows of a target.
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type Dialect, type TestApp } from '../helpers/app';
import { adminInject, type AdminSession, signedInOperator } from '../helpers/operators';

export interface EditorApp {
  t: TestApp;
  editor: { id: number; session: AdminSession };
  /** A request as the signed-in editor. */
  as(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  audit(target: string): Promise<{ action: string; operatorId: number | null; before: unknown; after: unknown }[]>;
}

/** The public caches on, as in production: an edit must show through them, not because they are off. */
export async function editorApp(dialect: Dialect): Promise<EditorApp> {
  const t = await createTestApp(dialect, { catalogueCacheTtlMs: 60_000 });
  const editor = await signedInOperator(t, 'editor');
  return {
    t,
    editor,
    as: (method, url, payload) => adminInject(t, editor.session, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }),
    async audit(target) {
      const rows = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('id').execute();
      return rows.map((r) => ({
        action: r.action,
        operatorId: r.operator_id === null ? null : Number(r.operator_id),
        before: r.before === null ? null : JSON.parse(r.before),
        after: r.after === null ? null : JSON.parse(r.after),
      }));
    },
  };
}

/** The data of a 200 answer; fails with the body otherwise. */
export function dataOf<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: T }).data;
}
