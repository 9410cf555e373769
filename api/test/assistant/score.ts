// Scores Luna's answers: each evaluation case's own checks, and the grounding
// rules every answer must keep (every package link is a real package, every
// price is that package's price, links go to our own pages, no markup). The
// facts are read from the database here, with queries of the scorer's own, so
// the engine is never checked against itself. Shared by evaluation.test.ts and
// scripts/evaluate-luna.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { LunaAssistant, LunaReply } from '../../src/assistant/luna-assistant';
import type { EvaluationCase, TextCheck } from './evaluation-set';

export interface PackageFact {
  id: number;
  name: string;
  slug: string;
  days: number;
  price: number;
  destination: string;
  categories: string[];
}

export interface GuideFact {
  bestMonths: number[];
  seasons: { name: string; months: number[]; tempMinC: number; tempMaxC: number }[];
  airport: string;
  railhead: string;
  highAltitude: boolean;
}

export interface Facts {
  packagesBySlug: Map<string, PackageFact>;
  /** Destination name -> its guide, as stored. */
  guides: Map<string, GuideFact>;
  blogSlugs: Set<string>;
  destinationSlugs: Map<string, string>;
  themeSlugs: Set<string>;
  phone: string;
}

const slugify = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '-');

export async function loadFacts(db: Kysely<Database>): Promise<Facts> {
  const rows = await db
    .selectFrom('packages')
    .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
    .select(['packages.id', 'packages.name', 'packages.slug', 'packages.days', 'packages.price', 'destinations.name as destination'])
    .execute();
  const links = await db
    .selectFrom('package_categories')
    .innerJoin('categories', 'categories.id', 'package_categories.category_id')
    .select(['package_categories.package_id', 'categories.name'])
    .execute();
  const categories = await db.selectFrom('categories').select('name').execute();
  const destinations = await db.selectFrom('destinations').select(['id', 'name']).execute();
  const guides = await db.selectFrom('destination_guides').select(['destination_id', 'guide']).execute();
  const blogs = await db.selectFrom('blogs').select('slug').execute();
  const tfn = await db.selectFrom('tfn_numbers').select('tfn_number').where('website_id', '=', 1).executeTakeFirst();
  const destinationName = new Map(destinations.map((d) => [d.id, d.name]));
  const categoriesOf = new Map<number, string[]>();
  for (const l of links) categoriesOf.set(l.package_id, [...(categoriesOf.get(l.package_id) ?? []), l.name]);
  return {
    packagesBySlug: new Map(
      rows.map((r) => [r.slug, { id: r.id, name: r.name, slug: r.slug, days: r.days, price: Number(r.price), destination: r.destination, categories: categoriesOf.get(r.id) ?? [] }]),
    ),
    // every guide's destination is stored (a foreign key)
    guides: new Map(guides.map((g) => [destinationName.get(g.destination_id)!, JSON.parse(g.guide) as GuideFact])),
    blogSlugs: new Set(blogs.map((b) => b.slug)),
    destinationSlugs: new Map(destinations.map((d) => [slugify(d.name), d.name])),
    themeSlugs: new Set(categories.map((c) => c.name.trim().toLowerCase().replace(/[\s_]+/g, '-'))),
    phone: tfn?.tfn_number ?? '9311223344',
  };
}

const LINK = /\[([^\]]*)\]\(([^)\s]*)\)/g;
const PACKAGE_PATH = /^\/packages-details\/(\d+)days-(\d+)nights-(.+)$/;
/** Any amount written as money: ₹38,999, Rs. 38999, INR 38,999. */
const MONEY = /(?:₹|\bRs\.?|\bINR)\s*(\d[\d,]*(?:\.\d+)?)/gi;

/** The packages an answer links to, in order (undefined entries: links to no real package). */
export function linkedPackages(text: string, facts: Facts): { path: string; label: string; fact?: PackageFact }[] {
  const found: { path: string; label: string; fact?: PackageFact }[] = [];
  for (const m of text.matchAll(LINK)) {
    const [, label, path] = m;
    const p = PACKAGE_PATH.exec(path);
    if (!p) continue;
    const fact = facts.packagesBySlug.get(decodeURIComponent(p[3]));
    found.push({ path, label, fact: fact && fact.days === Number(p[1]) && Number(p[2]) === fact.days - 1 ? fact : undefined });
  }
  return found;
}

/** Grounding: what every answer must keep, whatever it was asked. Returns the violations. */
export function groundingViolations(reply: LunaReply, facts: Facts): string[] {
  const problems: string[] = [];
  const { text } = reply;
  if (/[<>]/.test(text)) problems.push('the answer holds < or > (markup)');
  if (/javascript:|data:|https?:\/\//i.test(text)) problems.push('the answer holds a script, data or external address');
  for (const m of text.matchAll(LINK)) {
    const [, label, path] = m;
    if (!path.startsWith('/')) {
      problems.push(`link to a page not ours: ${path}`);
      continue;
    }
    const p = PACKAGE_PATH.exec(path);
    if (p) {
      const fact = facts.packagesBySlug.get(decodeURIComponent(p[3]));
      if (!fact) problems.push(`link to a package not in the database: ${path}`);
      else if (fact.days !== Number(p[1]) || Number(p[2]) !== fact.days - 1) problems.push(`package link with the wrong length: ${path} (${fact.days} days)`);
      else if (label !== fact.name) problems.push(`package link labelled '${label}' for '${fact.name}'`);
      continue;
    }
    const listing = /^\/(.+)-tour-packages$/.exec(path);
    if (listing) {
      if (!facts.destinationSlugs.has(decodeURIComponent(listing[1]))) problems.push(`listing of a destination not in the database: ${path}`);
      continue;
    }
    const theme = /^\/themes\/(.+)$/.exec(path);
    if (theme) {
      if (!facts.themeSlugs.has(theme[1])) problems.push(`theme not in the database: ${path}`);
      continue;
    }
    const blog = /^\/blog-details\/(.+)$/.exec(path);
    if (blog) {
      if (!facts.blogSlugs.has(decodeURIComponent(blog[1]))) problems.push(`blog not in the database: ${path}`);
      continue;
    }
    if (path !== '/enquiry') problems.push(`link to an unknown page: ${path}`);
  }
  // Every amount of money sits on a line linking a package whose price it is.
  for (const line of text.split('\n')) {
    const prices = new Set(linkedPackages(line, facts).flatMap((l) => (l.fact ? [l.fact.price] : [])));
    for (const m of line.matchAll(MONEY)) {
      const amount = Number(m[1].replace(/,/g, ''));
      if (!prices.has(amount)) problems.push(`price ${m[0]} is not the price of a package linked on its line`);
    }
  }
  if (reply.packages.length > 3) problems.push(`${reply.packages.length} packages (at most 3)`);
  const linked = linkedPackages(text, facts);
  reply.packages.forEach((p, i) => {
    const fact = [...facts.packagesBySlug.values()].find((f) => f.id === p.id);
    if (!fact) problems.push(`reply.packages names id ${p.id}, not in the database`);
    else if (fact.name !== p.name || fact.price !== p.price || fact.days !== p.days || fact.destination !== p.destination) problems.push(`reply.packages[${i}] differs from the database`);
    if (linked[i]?.fact?.id !== p.id) problems.push(`reply.packages[${i}] (${p.name}) is not the text's package link number ${i + 1}`);
  });
  if (linked.length > 0 && reply.packages.length === 0) problems.push('the text links packages but reply.packages is empty');
  if (/discount of|\d+\s*%\s*off|flat \d/i.test(text)) problems.push('the answer offers a discount');
  return problems;
}

const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The scorer's own reading of a month set: its runs ('April to October'), each written as its first and last month. */
export function monthRuns(months: readonly number[]): string[] {
  const inSet = (m: number) => months.includes(((m - 1 + 12) % 12) + 1);
  return months
    .filter((m) => !inSet(m - 1))
    .map((start) => {
      let end = start;
      while (inSet(end + 1) && ((end % 12) + 1) !== start) end = (end % 12) + 1;
      return start === end ? MONTH[start - 1] : `${MONTH[start - 1]} to ${MONTH[end - 1]}`;
    });
}

function guideFailures(c: EvaluationCase, text: string, facts: Facts): string[] {
  const failures: string[] = [];
  const guideOf = (name: string) => {
    const g = facts.guides.get(name);
    if (!g) failures.push(`no guide for ${name} in the database`);
    return g;
  };
  if (c.bestMonthsOf) {
    const g = guideOf(c.bestMonthsOf);
    for (const run of g ? monthRuns(g.bestMonths) : []) if (!text.includes(run)) failures.push(`must give ${c.bestMonthsOf}'s best months: ${run}`);
  }
  if (c.seasonOf) {
    const [name, month] = c.seasonOf;
    const season = guideOf(name)?.seasons.find((s) => s.months.includes(month));
    if (season && !text.includes(`${season.tempMinC} to ${season.tempMaxC} °C`)) failures.push(`must give ${name}'s ${season.name} temperatures ${season.tempMinC} to ${season.tempMaxC} °C`);
    if (season && !text.toLowerCase().includes(season.name.toLowerCase())) failures.push(`must name the season ${season.name}`);
  }
  if (c.gettingThereOf) {
    const g = guideOf(c.gettingThereOf);
    if (g && !text.includes(g.airport)) failures.push(`must give the airport: ${g.airport}`);
    if (g && !text.includes(g.railhead)) failures.push(`must give the railway station: ${g.railhead}`);
  }
  return failures;
}

function textCheck(check: TextCheck, text: string): boolean {
  return typeof check === 'string' ? text.toLowerCase().includes(check.toLowerCase()) : check.test(text);
}

/** One case's own checks. Returns what failed. */
export function caseFailures(c: EvaluationCase, reply: LunaReply, facts: Facts): string[] {
  const failures: string[] = [];
  const text = reply.text;
  failures.push(...guideFailures(c, text, facts));
  for (const check of c.mustInclude ?? []) if (!textCheck(check, text)) failures.push(`must include ${String(check)}`);
  for (const check of c.mustNotInclude ?? []) if (textCheck(check, text)) failures.push(`must not include ${String(check)}`);
  if (c.phone && !text.includes(facts.phone)) failures.push(`must give the phone number ${facts.phone}`);
  const named = linkedPackages(text, facts).flatMap((l) => (l.fact ? [l.fact] : []));
  if (c.minPackages !== undefined && named.length < c.minPackages) failures.push(`names ${named.length} packages, wanted at least ${c.minPackages}`);
  if (c.maxPackages !== undefined && named.length > c.maxPackages) failures.push(`names ${named.length} packages, wanted at most ${c.maxPackages}`);
  const from = c.packagesFrom === undefined ? undefined : ([] as string[]).concat(c.packagesFrom);
  for (const p of named) {
    if (from && !from.includes(p.destination)) failures.push(`${p.name} is in ${p.destination}, wanted ${from.join(' or ')}`);
    if (c.maxPrice !== undefined && p.price > c.maxPrice) failures.push(`${p.name} costs ${p.price}, over ${c.maxPrice}`);
    if (c.minPrice !== undefined && p.price < c.minPrice) failures.push(`${p.name} costs ${p.price}, under ${c.minPrice}`);
    if (c.days && (p.days < c.days[0] || p.days > c.days[1])) failures.push(`${p.name} is ${p.days} days, wanted ${c.days[0]}-${c.days[1]}`);
    for (const category of c.categories ?? []) if (!p.categories.includes(category)) failures.push(`${p.name} is not ${category}`);
    for (const category of c.notCategories ?? []) if (p.categories.includes(category)) failures.push(`${p.name} is ${category}, which contradicts the request`);
    if (c.notFrom?.includes(p.destination)) failures.push(`${p.name} is in ${p.destination}, which contradicts the request`);
    if (c.gentle && facts.guides.get(p.destination)?.highAltitude) failures.push(`${p.name} is at high altitude, which contradicts the request`);
    if (c.bestInMonth !== undefined && !facts.guides.get(p.destination)?.bestMonths.includes(c.bestInMonth)) failures.push(`${p.name}: ${p.destination} is not at its best in month ${c.bestInMonth}`);
  }
  if (c.cheapestFirst) {
    for (let i = 1; i < named.length; i++) if (named[i].price < named[i - 1].price) failures.push('packages not cheapest first');
  }
  if (c.quote === null && reply.quote) failures.push(`no quote wanted, got ${JSON.stringify(reply.quote)}`);
  if (c.quote) {
    for (const [k, v] of Object.entries(c.quote)) {
      if (reply.quote?.[k as keyof typeof c.quote] !== v) failures.push(`quote.${k} should be ${String(v)}, got ${JSON.stringify(reply.quote)}`);
    }
  }
  return failures;
}

export interface CaseResult {
  case: EvaluationCase;
  reply: LunaReply;
  failures: string[];
  grounding: string[];
}

export function evaluate(luna: LunaAssistant, cases: readonly EvaluationCase[], facts: Facts): CaseResult[] {
  return cases.map((c) => {
    const reply = luna.answer(c.message, c.earlier ?? []);
    const grounding = groundingViolations(reply, facts);
    return { case: c, reply, grounding, failures: [...caseFailures(c, reply, facts), ...grounding] };
  });
}

export function report(results: readonly CaseResult[]): string {
  const passed = results.filter((r) => r.failures.length === 0).length;
  const lines = [`Luna evaluation: ${passed}/${results.length} cases pass (${((passed / results.length) * 100).toFixed(1)}%).`];
  for (const r of results.filter((x) => x.failures.length > 0)) {
    const said = r.reply.text.replace(/\n/g, ' / ');
    lines.push(`✗ ${r.case.id}: ${JSON.stringify(r.case.message)}${r.case.earlier?.length ? ` after ${JSON.stringify(r.case.earlier)}` : ''}`);
    for (const f of r.failures) lines.push(`    - ${f}`);
    lines.push(`    answer: ${said.length > 400 ? `${said.slice(0, 400)}...` : said}`);
  }
  return lines.join('\n');
}
