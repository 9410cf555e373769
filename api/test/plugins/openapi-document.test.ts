// /api/docs/json is a valid document for the OpenAPI version it declares (checked
// with the official schemas), lists every route the server has, names each
// operation once, and documents the Idempotency-Key header of the lead writes as the
// server applies it.
import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { AUTH, createTestDatabase, type TestDatabase, validEnquiry } from '../helpers/app';
import { solvedBotCheck } from '../helpers/bot-check';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; minLength?: number; maxLength?: number; pattern?: string };
  description?: string;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

// Served to browsers or by plugins, never part of the API's contract: the docs UI
// itself, generated artwork and itinerary PDFs (their links come from the API).
const UNDOCUMENTED = [/^\/api\/docs/, /^\/media\//];

/** Every route and its methods, read from Fastify's own route tree (printRoutes), HEAD left out. */
function registeredRoutes(app: FastifyInstance): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    const methods = (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD');
    if (methods.length === 0 || UNDOCUMENTED.some((pattern) => pattern.test(path))) continue;
    const openapiPath = path.replace(/:([\w-]+)/g, '{$1}');
    routes.set(openapiPath, new Set([...(routes.get(openapiPath) ?? []), ...methods.map((m) => m.toLowerCase())]));
  }
  return routes;
}

/**
 * `new Validator().validate(doc)` of @seriousme/openapi-schema-validator (the official
 * OpenAPI schemas). It is an ES module (import.meta) that jest's CommonJS runtime
 * cannot load, so Node runs it beside the test.
 */
function validateOpenApi(doc: unknown): { valid: boolean; errors?: unknown } {
  const script = [
    "import { Validator } from '@seriousme/openapi-schema-validator';",
    "let text = '';",
    "process.stdin.on('data', (chunk) => (text += chunk));",
    "process.stdin.on('end', async () => process.stdout.write(JSON.stringify(await new Validator().validate(JSON.parse(text)))));",
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, input: JSON.stringify(doc) });
  return JSON.parse(output.toString()) as { valid: boolean; errors?: unknown };
}

/** Every key and value of the document, for constructs OpenAPI 3.0 does not have. */
function* walk(value: unknown, at = '#'): Generator<[string, string, unknown]> {
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    yield [at, key, child];
    yield* walk(child, `${at}/${key}`);
  }
}

describe('the OpenAPI document', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let doc: Document;
  const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig({ database: database.config }), database: database.handle, logger: false });
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('is valid OpenAPI for the version it declares, without 3.1 constructs', () => {
    expect(doc.openapi).toBe('3.0.3');
    const result = validateOpenApi(doc);
    expect({ valid: result.valid, errors: result.errors ?? [] }).toEqual({ valid: true, errors: [] });
    const newer = [...walk(doc)].filter(([, key, value]) => key === 'const' || (key === 'type' && (value === 'null' || Array.isArray(value))) || key === '$schema');
    expect(newer.map(([at, key]) => `${at}/${key}`)).toEqual([]);
  });

  it('lists every route the server has, with its methods, and nothing else', () => {
    const routes = registeredRoutes(app);
    expect(routes.size).toBeGreaterThan(15);
    const documented = new Map(Object.entries(doc.paths).map(([path, methods]) => [path, new Set(Object.keys(methods))]));
    const missing = [...routes].flatMap(([path, methods]) => [...methods].filter((m) => !documented.get(path)?.has(m)).map((m) => `${m.toUpperCase()} ${path}`));
    const extra = [...documented].flatMap(([path, methods]) => [...methods].filter((m) => !routes.get(path)?.has(m)).map((m) => `${m.toUpperCase()} ${path}`));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    // the lead writes, the searches and the site's own reads are all there
    expect(routes.get('/api/request-book/add')).toEqual(new Set(['post']));
    expect(routes.get('/api/package/search-main-package-and-sub-package')).toEqual(new Set(['get', 'post']));
    expect(routes.get('/config.json')).toEqual(new Set(['get']));
  });

  it('names every operation, each name once', () => {
    const ids = operations().map(({ path, method, op }) => ({ route: `${method.toUpperCase()} ${path}`, id: op.operationId }));
    expect(ids.filter(({ id }) => typeof id !== 'string' || !/^[a-z][A-Za-z0-9]+$/.test(id))).toEqual([]);
    const seen = new Map<string, string[]>();
    for (const { route, id } of ids) seen.set(id!, [...(seen.get(id!) ?? []), route]);
    expect([...seen].filter(([, routes]) => routes.length > 1)).toEqual([]);
    expect(doc.paths['/api/request-book/add']!.post!.operationId).toBe('postRequestBookAdd');
    expect(doc.paths['/api/package/search-main-package-and-sub-package']!.get!.operationId).toBe('getPackageSearchMainPackageAndSubPackage');
  });

  it('documents the optional Idempotency-Key header on every lead write, as the server checks it', async () => {
    const leadWrites = operations().filter(({ method, op }) => method === 'post' && op.tags?.includes('leads'));
    expect(leadWrites.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual(
      ['POST /api/contact', 'POST /api/newsletter/subscribe', 'POST /api/request-book/add', 'POST /api/request-book/add-direct'].sort(),
    );
    for (const { path, op } of leadWrites) {
      const header = op.parameters?.find((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
      expect({ path, header }).toEqual({
        path,
        header: expect.objectContaining({ required: false, schema: expect.objectContaining({ type: 'string', minLength: 1, maxLength: 100 }), description: expect.stringContaining('422') }),
      });
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['201', '400', '422', '429']));
    }

    // the documented rule is the one applied: 100 printable characters pass, 101 or a space do not
    const header = doc.paths['/api/request-book/add-direct']!.post!.parameters!.find((p) => p.in === 'header')!;
    const pattern = new RegExp(header.schema!.pattern!);
    const send = async (key: string) =>
      app.inject({ method: 'POST', url: `/api/request-book/add-direct?authCode=${AUTH}`, headers: { 'idempotency-key': key, 'x-bot-check': await solvedBotCheck(app) }, payload: validEnquiry() });
    const longest = 'k'.repeat(100);
    expect(pattern.test(longest)).toBe(true);
    expect((await send(longest)).statusCode).toBe(201);
    for (const refused of ['k'.repeat(101), 'two words']) {
      expect({ refused, documented: refused.length <= 100 && pattern.test(refused) }).toEqual({ refused, documented: false });
      expect({ refused, status: (await send(refused)).statusCode }).toEqual({ refused, status: 400 });
    }
  });
});
