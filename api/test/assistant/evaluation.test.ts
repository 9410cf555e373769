// Luna's evaluation: every case of the evaluation set (evaluation-set.ts, and the
// questions about places in evaluation-set-knowledge.ts) answered by an assistant
// built from a fresh migrated and seeded database. At least 90% of the cases must
// pass, and across the whole set no answer may name a package or a price that is
// not in the database (checked with the database's own rows, queried here).
import { sql } from 'kysely';
import { LunaAssistant } from '../../src/assistant/luna-assistant';
import { createTestDatabase, type TestDatabase } from '../helpers/app';
import { EVALUATION_SET } from './evaluation-set';
import { type CaseResult, evaluate, type Facts, groundingViolations, loadFacts, report } from './score';

const PACKAGE_LINK = /\[([^\]]*)\]\(\/packages-details\/(\d+)days-(\d+)nights-([^)\s]+)\)/g;
const MONEY = /(?:₹|\bRs\.?|\bINR)\s*(\d[\d,]*)/gi;

describe('Luna evaluation set', () => {
  let database: TestDatabase;
  let luna: LunaAssistant;
  let facts: Facts;
  let results: CaseResult[];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    luna = await LunaAssistant.fromDatabase(database.handle.db);
    facts = await loadFacts(database.handle.db);
    results = evaluate(luna, EVALUATION_SET, facts);
    process.stdout.write(`${report(results)}\n`);
  });

  afterAll(() => database.drop());

  it('holds at least 250 realistic cases, some of them conversations, each with checks', () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(250);
    // the questions about places, each kind with its share of the set
    const kinds: Record<string, (c: (typeof EVALUATION_SET)[number]) => boolean> = {
      'best time and season': (c) => c.bestMonthsOf !== undefined,
      'weather by month': (c) => c.seasonOf !== undefined,
      'getting there': (c) => c.gettingThereOf !== undefined,
      compare: (c) => c.id.startsWith('compare-'),
      'region and traveller type': (c) => c.gentle === true || c.notCategories !== undefined || /india|north east/.test(c.message),
      'out of scope': (c) => /don't (offer|sell|book|arrange|rent)/.test(String(c.mustInclude?.[0] ?? '')),
    };
    for (const [kind, isKind] of Object.entries(kinds)) expect([kind, EVALUATION_SET.filter(isKind).length >= 10]).toEqual([kind, true]);
    expect(new Set(EVALUATION_SET.map((c) => c.id)).size).toBe(EVALUATION_SET.length);
    expect(EVALUATION_SET.filter((c) => c.earlier?.length).length).toBeGreaterThanOrEqual(8);
    for (const c of EVALUATION_SET) {
      const checks = [c.mustInclude, c.mustNotInclude, c.packagesFrom, c.minPackages, c.maxPackages, c.maxPrice, c.minPrice, c.days, c.categories, c.quote, c.phone, c.bestMonthsOf, c.seasonOf, c.gettingThereOf];
      expect([c.id, checks.some((x) => x !== undefined)]).toEqual([c.id, true]);
    }
  });

  it('passes at least 90% of the cases', () => {
    const failed = results.filter((r) => r.failures.length > 0).map((r) => `${r.case.id}: ${r.failures.join('; ')}`);
    const passRate = (results.length - failed.length) / results.length;
    expect(passRate >= 0.9 ? [] : failed).toEqual([]);
    expect(passRate).toBeGreaterThanOrEqual(0.9);
  });

  it('names no package and no price that is not in the database, in any answer', async () => {
    const linked = new Map<string, { days: number; nights: number; label: string }[]>();
    for (const { reply } of results) {
      for (const m of reply.text.matchAll(PACKAGE_LINK)) {
        const slug = decodeURIComponent(m[4]);
        linked.set(slug, [...(linked.get(slug) ?? []), { label: m[1], days: Number(m[2]), nights: Number(m[3]) }]);
      }
    }
    expect(linked.size).toBeGreaterThan(50);
    const rows = await database.handle.db
      .selectFrom('packages')
      .select(['slug', 'name', 'days', 'price'])
      .where('slug', 'in', [...linked.keys()])
      .execute();
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    const problems: string[] = [];
    for (const [slug, uses] of linked) {
      const row = bySlug.get(slug);
      if (!row) problems.push(`no package ${slug}`);
      for (const use of uses) {
        if (row && (use.days !== row.days || use.nights !== row.days - 1 || use.label !== row.name)) problems.push(`${slug}: linked as '${use.label}' ${use.days}d/${use.nights}n`);
      }
    }
    // Every amount of money equals the price of a package linked on the same line.
    for (const { case: c, reply } of results) {
      for (const line of reply.text.split('\n')) {
        const prices = [...line.matchAll(PACKAGE_LINK)].map((m) => Number(bySlug.get(decodeURIComponent(m[4]))?.price));
        for (const m of line.matchAll(MONEY)) {
          const amount = Number(m[1].replace(/,/g, ''));
          if (!prices.includes(amount)) problems.push(`${c.id}: ${m[0]} is no price of a package on its line`);
        }
      }
      for (const p of reply.packages) {
        const row = await database.handle.db.selectFrom('packages').select(['name', 'price', 'days']).where('id', '=', p.id).executeTakeFirst();
        if (!row || row.name !== p.name || Number(row.price) !== p.price || row.days !== p.days) problems.push(`${c.id}: reply.packages ${p.name} differs from the database`);
      }
    }
    expect(problems).toEqual([]);
    expect(results.flatMap((r) => r.grounding.map((g) => `${r.case.id}: ${g}`))).toEqual([]);
  });

  it('the grounding check catches an invented package, a wrong price and an outside link', async () => {
    const real = (await database.handle.db.selectFrom('packages').select(['id', 'name', 'slug', 'days', 'price']).orderBy('id').executeTakeFirstOrThrow()) as {
      id: number;
      name: string;
      slug: string;
      days: number;
      price: number;
    };
    const line = (name: string, slug: string, days: number, price: string) => `• [${name}](/packages-details/${days}days-${days - 1}nights-${slug}) — ${price} per person`;
    const invented = groundingViolations({ text: line('Dream Goa Cruise', 'dream-goa-cruise', 4, '₹9,999'), packages: [] }, facts);
    const wrongPrice = groundingViolations({ text: line(real.name, real.slug, real.days, '₹1,000'), packages: [] }, facts);
    const outside = groundingViolations({ text: 'See [this](https://example.com) or pay ₹500 now. Flat 20% off!', packages: [] }, facts);
    expect(invented.join(' ')).toMatch(/not in the database/);
    expect(wrongPrice.join(' ')).toMatch(/not the price/);
    expect(outside.join(' ')).toMatch(/not ours/);
    expect(outside.join(' ')).toMatch(/discount/);
    expect(groundingViolations({ text: line(real.name, real.slug, real.days, `₹${Number(real.price).toLocaleString('en-IN')}`), packages: [] }, facts)).toEqual([
      'the text links packages but reply.packages is empty',
    ]);
  });

  it('answers fast: the median answer well under 5 ms once warm', () => {
    for (const c of EVALUATION_SET) luna.answer(c.message, c.earlier ?? []);
    const times = EVALUATION_SET.map((c) => {
      const start = process.hrtime.bigint();
      luna.answer(c.message, c.earlier ?? []);
      return Number(process.hrtime.bigint() - start) / 1e6;
    }).sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5);
  });

  it('reads the phone number from the database', async () => {
    await sql`update tfn_numbers set tfn_number = ${'7000012345'} where website_id = 1`.execute(database.handle.db);
    const fresh = await LunaAssistant.fromDatabase(database.handle.db);
    expect(fresh.answer('What is your phone number?').text).toContain('7000012345');
  });
});
