// The server's configuration, read once from the environment (see api/README.md).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isHttpOrigin } from './lib/origin';

// Two levels up from api/src/config.ts, and alike from the compiled api/dist/server.js.
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type DatabaseConfig =
  | { dialect: 'sqlite'; filename: string }
  | { dialect: 'postgres'; connectionString: string; schema?: string; poolSize: number };

/** How long the server waits for the database (DB_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS): past it, the request answers 503. */
export interface DatabaseTimeouts {
  /** One statement (PostgreSQL), or a wait for another connection's write lock (SQLite's busy_timeout). */
  queryMs: number;
  /** Connecting to PostgreSQL, or waiting for a free connection of the pool. */
  connectMs: number;
}

export interface AppConfig {
  host: string;
  port: number;
  database: DatabaseConfig;
  databaseTimeouts: DatabaseTimeouts;
  authCode: string;
  chatApiKey: string;
  /** Fastify's trustProxy: false unless TRUST_PROXY is set (a hop count, or addresses/CIDRs; never "trust everyone"). */
  trustProxy: false | number | string;
  /** Lead writes (bookings, enquiries, newsletter, contact) per IP per window. */
  rateLimitWriteMax: number;
  rateLimitWindowMs: number;
  /** Luna messages per client address per window (a flood gets 429). */
  chatRateLimitMax: number;
  chatRateLimitWindowMs: number;
  /** Captcha challenges issued per client address per write window (its own budget; a flood gets 429). */
  captchaRateLimitMax: number;
  /** Search-tracking rows stored per client address per write window; a search over it is answered but not recorded. */
  searchTrackingRateLimitMax: number;
  /** Optional: an OpenAI-compatible endpoint that may phrase Luna's answers (off when unset). */
  lunaModel: LunaModelConfig | null;
  bodyLimit: number;
  /** In-process cache of catalogue reads; 0 disables it. */
  catalogueCacheTtlMs: number;
  logLevel: string;
  /** Public base URL used in PDFs ("www.safarnamaholidays.in"). */
  siteUrl: string;
  /** The site's origin for absolute URLs (robots.txt, sitemap.xml), never taken from a request's Host. */
  siteOrigin: string;
  /** Signs release preview links (HMAC-SHA256); required in production. */
  previewSecret: string;
  /** METRICS_TOKEN: /metrics and /api/ready's details answer only `Authorization: Bearer <token>`; null: nobody. */
  metricsToken: string | null;
  /** RENDER_BUDGET_MS: how long a page's server render may take before what is left is rendered by the browser. */
  renderBudgetMs: number;
  /** Remote load reports (health beacons) per client address per write window. */
  releaseHealthRateLimitMax: number;
  /** Where each stored lead is delivered (webhook, email); both off when unset. */
  leadDelivery: LeadDeliveryConfig;
  /** Remote releases: where published files live, and the live shell the release API checks against. */
  releases: ReleasesConfig;
  /** The back office's sessions and sign-in budgets. */
  admin: AdminConfig;
  /** Data protection: how long visitor addresses are kept, and whom the privacy page names for grievances. */
  privacy: PrivacyConfig;
}

export interface PrivacyConfig {
  /** SEARCH_EVENT_IP_RETENTION_DAYS: search and chat rows keep the visitor's address this many days, then it is blanked. */
  ipRetentionDays: number;
  /** GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL: the contact the DPDP Act asks us to publish. */
  grievanceOfficer: { name: string; email: string };
}

export interface AdminConfig {
  /** ADMIN_SESSION_IDLE_MINUTES: a session unused this long is over. */
  sessionIdleMinutes: number;
  /** ADMIN_SESSION_HOURS: a session is over this long after sign-in, used or not. */
  sessionHours: number;
  /** The session cookie is Secure everywhere but development and tests (plain http://localhost). */
  secureCookie: boolean;
  /** ADMIN_SIGN_IN_ACCOUNT_MAX / ADMIN_SIGN_IN_ADDRESS_MAX failed sign-ins per ADMIN_SIGN_IN_WINDOW_MINUTES. */
  signInAccountMax: number;
  signInAddressMax: number;
  signInWindowMinutes: number;
}

export interface ReleasesConfig {
  /** RELEASE_FILES: folder (DEPLOY_DIR/remotes, one machine) or database (release_files, every server on the database). */
  files: 'folder' | 'database';
  /** DEPLOY_DIR, absolute. */
  deployDir: string;
  /** The shell this server serves (SHELL_DIR): its build-info.json is "the live shell" of the compatibility check. */
  shellDir: string;
  /**
   * RELEASE_CDN_ORIGINS: origins (a CDN in front of this server's /remotes/) that a
   * version may be published to load from; the CSP allows them.
   */
  cdnOrigins: string[];
}

/** Where each stored lead is sent, by webhook and by email: api/src/lead-delivery/. */
export interface LeadDeliveryConfig {
  /** POSTs each lead as JSON, signed with HMAC-SHA256 of the secret (LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET). */
  webhook: { url: string; secret: string } | null;
  /** Emails each lead to the business and acknowledges it to the traveller (SMTP_URL, LEADS_EMAIL_TO, LEADS_EMAIL_FROM). */
  email: { smtpUrl: string; to: string; from: string } | null;
  /** The first retry waits this long, each further one twice as long, at most maxRetryMs. */
  retryMs: number;
  maxRetryMs: number;
  /** A delivery still failing this long after its lead was stored is marked failed (24 hours). */
  giveUpMs: number;
  /** How often the worker looks for due deliveries (a new lead is sent at once as well). */
  pollMs: number;
  /** One attempt's time limit (the webhook's answer, the SMTP conversation). */
  timeoutMs: number;
}

export interface LunaModelConfig {
  /** Base URL of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1 (POST {url}/chat/completions). */
  url: string;
  model: string;
  apiKey: string;
  /** After this long the embedded answer is sent instead (3 s). */
  timeoutMs: number;
}

export const DEFAULT_AUTH_CODE = 'safarnama-public-2026';
export const DEFAULT_CHAT_API_KEY = 'safarnama-luna-2026';
/** For development and tests only: NODE_ENV=production refuses to start without PREVIEW_SECRET. */
export const DEVELOPMENT_PREVIEW_SECRET = 'safarnama-development-preview-secret-not-for-production';
const MIN_PREVIEW_SECRET_LENGTH = 32;
const SECRET_VARS = new Set(['PREVIEW_SECRET', 'LUNA_MODEL_API_KEY', 'LEAD_WEBHOOK_SECRET', 'SMTP_URL', 'METRICS_TOKEN']);
const MIN_METRICS_TOKEN_LENGTH = 24;
const MIN_WEBHOOK_SECRET_LENGTH = 16;

type Env = Record<string, string | undefined>;

/** A setting the server cannot use: start-up stops with this message, which names the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DATABASE_URL_FORMS = 'postgres://user@host/db, postgresql://..., sqlite:/path/to/file.db, sqlite::memory: or a file path';

/**
 * postgres:// and postgresql:// are PostgreSQL; sqlite:, file: and a bare path are
 * SQLite. Any other scheme (a typo such as postgress://, or mysql://) is refused:
 * read as a path it would silently become a new, empty SQLite file.
 */
export function parseDatabaseUrl(url: string | undefined, env: Env = {}): DatabaseConfig {
  const value = url?.trim();
  if (!value) return { dialect: 'sqlite', filename: path.join(REPO_ROOT, 'data', 'safarnama.db') };
  if (/^postgres(ql)?:\/\//i.test(value)) {
    return {
      dialect: 'postgres',
      connectionString: value,
      schema: env.DATABASE_SCHEMA?.trim() || undefined,
      poolSize: readEnv(env, { DATABASE_POOL_SIZE: positiveInt(10) }).DATABASE_POOL_SIZE,
    };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme && !/^(sqlite|file)$/i.test(scheme)) {
    throw new ConfigError([`DATABASE_URL: "${scheme}:" is not a database this server understands; use ${DATABASE_URL_FORMS}`]);
  }
  // sqlite:/abs/file.db, sqlite:relative.db, file:..., sqlite::memory:, or a bare path
  const filename = value.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (filename === ':memory:') return { dialect: 'sqlite', filename };
  if (!filename) throw new ConfigError([`DATABASE_URL: no file name after "${scheme}:"; use ${DATABASE_URL_FORMS}`]);
  return { dialect: 'sqlite', filename: path.resolve(REPO_ROOT, filename) };
}

// ---- the environment's schema: every variable, its default and its rule, in one place

/** An unset or blank variable takes the default. */
const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v);

function text(fallback: string) {
  return z.preprocess(blankIsUnset, z.string().default(fallback));
}

function wholeNumber(fallback: number, min: number, max = Number.MAX_SAFE_INTEGER, rule = `a whole number from ${min}`) {
  return z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^\d+$/, { error: `must be ${rule}` })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { error: `must be ${rule}` })
      .default(fallback),
  );
}

function positiveInt(fallback: number) {
  return wholeNumber(fallback, 1, Number.MAX_SAFE_INTEGER, 'a positive whole number');
}

function nonNegativeInt(fallback: number) {
  return wholeNumber(fallback, 0, Number.MAX_SAFE_INTEGER, 'a whole number, 0 or more');
}

const httpUrl = z.preprocess(blankIsUnset, z.string().regex(/^https?:\/\/\S+$/i, { error: 'must be an http(s) URL' }).optional());

const EnvSchema = z.object({
  HOST: text('127.0.0.1'),
  PORT: wholeNumber(8080, 0, 65535, 'a port number, 0-65535'),
  DATABASE_URL: z.string().optional(),
  DB_TIMEOUT_MS: wholeNumber(5000, 100, 600_000, 'a whole number of milliseconds, 100-600000'),
  DB_CONNECT_TIMEOUT_MS: wholeNumber(3000, 100, 600_000, 'a whole number of milliseconds, 100-600000'),
  AUTH_CODE: text(DEFAULT_AUTH_CODE),
  CHAT_API_KEY: text(DEFAULT_CHAT_API_KEY),
  TRUST_PROXY: z.preprocess(blankIsUnset, z.string().optional()),
  RATE_LIMIT_WRITE_MAX: positiveInt(30),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  CHAT_RATE_LIMIT_MAX: positiveInt(20),
  CHAT_RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  CAPTCHA_RATE_LIMIT_MAX: positiveInt(30),
  SEARCH_TRACKING_RATE_LIMIT_MAX: positiveInt(120),
  LUNA_MODEL_URL: httpUrl,
  LUNA_MODEL_NAME: z.preprocess(blankIsUnset, z.string().optional()),
  LUNA_MODEL_API_KEY: text(''),
  LUNA_MODEL_TIMEOUT_MS: positiveInt(3000),
  BODY_LIMIT: positiveInt(64 * 1024),
  CATALOGUE_CACHE_TTL_MS: nonNegativeInt(30_000),
  LOG_LEVEL: z.preprocess(blankIsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info')),
  SITE_URL: text('www.safarnamaholidays.in'),
  NODE_ENV: text('development'),
  PREVIEW_SECRET: z.preprocess(blankIsUnset, z.string().min(MIN_PREVIEW_SECRET_LENGTH, { error: `must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters (a long random string)` }).optional()),
  RELEASE_HEALTH_RATE_LIMIT_MAX: positiveInt(120),
  METRICS_TOKEN: z.preprocess(blankIsUnset, z.string().min(MIN_METRICS_TOKEN_LENGTH, { error: `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters (a long random string)` }).optional()),
  LEAD_WEBHOOK_URL: httpUrl,
  LEAD_WEBHOOK_SECRET: z.preprocess(blankIsUnset, z.string().min(MIN_WEBHOOK_SECRET_LENGTH, { error: `must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters (the receiver checks each lead's signature with it)` }).optional()),
  SMTP_URL: z.preprocess(blankIsUnset, z.string().refine((v) => /^smtps?:\/\/\S+$/i.test(v) && URL.canParse(v), { error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587' }).optional()),
  LEADS_EMAIL_TO: z.preprocess(blankIsUnset, z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'must be an email address' }).default('leads@safarnamaholidays.in')),
  LEADS_EMAIL_FROM: text('Safarnama Holidays <no-reply@safarnamaholidays.in>'),
  LEAD_DELIVERY_RETRY_MS: positiveInt(30_000),
  LEAD_DELIVERY_MAX_RETRY_MS: positiveInt(60 * 60_000),
  LEAD_DELIVERY_GIVE_UP_MS: positiveInt(24 * 60 * 60_000),
  LEAD_DELIVERY_POLL_MS: positiveInt(1000),
  LEAD_DELIVERY_TIMEOUT_MS: positiveInt(10_000),
  RELEASE_FILES: z.preprocess(blankIsUnset, z.enum(['folder', 'database'], { error: 'must be folder (DEPLOY_DIR, one server) or database (every server on the same database)' }).default('folder')),
  DEPLOY_DIR: text('deploy'),
  RELEASE_CDN_ORIGINS: z.preprocess(
    blankIsUnset,
    z
      .string()
      .transform((v) => v.split(',').map((origin) => origin.trim()).filter(Boolean))
      .refine((origins) => origins.every(isHttpOrigin), { error: 'must be http(s) origins without a path, separated by commas, e.g. https://cdn.safarnamaholidays.in' })
      .transform((origins) => origins.map((o) => new URL(o).origin))
      .default([]),
  ),
  SHELL_DIR: text('shell/dist'),
  RENDER_BUDGET_MS: wholeNumber(200, 0, 10_000, 'a whole number of milliseconds, 0-10000'),
  ADMIN_SESSION_IDLE_MINUTES: positiveInt(30),
  ADMIN_SESSION_HOURS: positiveInt(12),
  ADMIN_SIGN_IN_ACCOUNT_MAX: positiveInt(5),
  ADMIN_SIGN_IN_ADDRESS_MAX: positiveInt(20),
  ADMIN_SIGN_IN_WINDOW_MINUTES: positiveInt(15),
  SEARCH_EVENT_IP_RETENTION_DAYS: wholeNumber(30, 1, 3650, 'a whole number of days, 1-3650'),
  GRIEVANCE_OFFICER_NAME: text('Grievance Officer'),
  GRIEVANCE_OFFICER_EMAIL: z.preprocess(blankIsUnset, z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'must be an email address' }).default('grievance@safarnamaholidays.in')),
  SITE_ORIGIN: z.preprocess(blankIsUnset, z.string().refine(isHttpOrigin, { error: 'must be an http(s) origin without a path, e.g. https://www.safarnamaholidays.in' }).transform((v) => new URL(v).origin).default('https://www.safarnamaholidays.in')),
});

/** Parses some variables with their rules; a bad value is a ConfigError naming each variable. */
function readEnv<Shape extends z.ZodRawShape>(env: Env, shape: Shape): z.infer<z.ZodObject<Shape>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) return result.data;
  // a secret's value is never printed, not even a wrong one
  const given = (name: string) => (SECRET_VARS.has(name) ? '' : `, got "${String(env[name] ?? '')}"`);
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}${given(String(issue.path[0]))}`));
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const vars = attempt(() => readEnv(env, EnvSchema.shape));
  const database = attempt(() => parseDatabaseUrl(env.DATABASE_URL, env));
  const model = vars && attempt(() => lunaModel(vars));
  const previewSecret = vars && attempt(() => previewSecretOf(vars));
  const leadDelivery = vars && attempt(() => leadDeliveryOf(vars));
  const trustProxy = vars && attempt(() => trustProxyOf(vars.TRUST_PROXY));
  if (problems.length > 0 || !vars || !database || model === undefined || previewSecret === undefined || !leadDelivery || trustProxy === undefined) throw new ConfigError(problems);
  return {
    host: vars.HOST,
    port: vars.PORT,
    database,
    databaseTimeouts: { queryMs: vars.DB_TIMEOUT_MS, connectMs: vars.DB_CONNECT_TIMEOUT_MS },
    authCode: vars.AUTH_CODE,
    chatApiKey: vars.CHAT_API_KEY,
    trustProxy,
    rateLimitWriteMax: vars.RATE_LIMIT_WRITE_MAX,
    rateLimitWindowMs: vars.RATE_LIMIT_WINDOW_MS,
    chatRateLimitMax: vars.CHAT_RATE_LIMIT_MAX,
    chatRateLimitWindowMs: vars.CHAT_RATE_LIMIT_WINDOW_MS,
    captchaRateLimitMax: vars.CAPTCHA_RATE_LIMIT_MAX,
    searchTrackingRateLimitMax: vars.SEARCH_TRACKING_RATE_LIMIT_MAX,
    lunaModel: model,
    bodyLimit: vars.BODY_LIMIT,
    catalogueCacheTtlMs: vars.CATALOGUE_CACHE_TTL_MS,
    logLevel: vars.LOG_LEVEL,
    siteUrl: vars.SITE_URL,
    siteOrigin: vars.SITE_ORIGIN,
    previewSecret,
    metricsToken: vars.METRICS_TOKEN ?? null,
    renderBudgetMs: vars.RENDER_BUDGET_MS,
    releaseHealthRateLimitMax: vars.RELEASE_HEALTH_RATE_LIMIT_MAX,
    leadDelivery,
    releases: { files: vars.RELEASE_FILES, deployDir: path.resolve(REPO_ROOT, vars.DEPLOY_DIR), shellDir: path.resolve(REPO_ROOT, vars.SHELL_DIR), cdnOrigins: vars.RELEASE_CDN_ORIGINS },
    privacy: {
      ipRetentionDays: vars.SEARCH_EVENT_IP_RETENTION_DAYS,
      grievanceOfficer: { name: vars.GRIEVANCE_OFFICER_NAME, email: vars.GRIEVANCE_OFFICER_EMAIL },
    },
    admin: {
      sessionIdleMinutes: vars.ADMIN_SESSION_IDLE_MINUTES,
      sessionHours: vars.ADMIN_SESSION_HOURS,
      secureCookie: vars.NODE_ENV !== 'development' && vars.NODE_ENV !== 'test',
      signInAccountMax: vars.ADMIN_SIGN_IN_ACCOUNT_MAX,
      signInAddressMax: vars.ADMIN_SIGN_IN_ADDRESS_MAX,
      signInWindowMinutes: vars.ADMIN_SIGN_IN_WINDOW_MINUTES,
    },
  };
}

/** The webhook needs its secret (an unsigned lead could be forged); email needs only SMTP_URL. */
function leadDeliveryOf(vars: z.infer<typeof EnvSchema>): LeadDeliveryConfig {
  const url = vars.LEAD_WEBHOOK_URL;
  if (url && !vars.LEAD_WEBHOOK_SECRET) {
    throw new ConfigError([`LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set (at least ${MIN_WEBHOOK_SECRET_LENGTH} characters)`]);
  }
  return {
    webhook: url && vars.LEAD_WEBHOOK_SECRET ? { url, secret: vars.LEAD_WEBHOOK_SECRET } : null,
    email: vars.SMTP_URL ? { smtpUrl: vars.SMTP_URL, to: vars.LEADS_EMAIL_TO, from: vars.LEADS_EMAIL_FROM } : null,
    retryMs: vars.LEAD_DELIVERY_RETRY_MS,
    maxRetryMs: Math.max(vars.LEAD_DELIVERY_MAX_RETRY_MS, vars.LEAD_DELIVERY_RETRY_MS),
    giveUpMs: vars.LEAD_DELIVERY_GIVE_UP_MS,
    pollMs: vars.LEAD_DELIVERY_POLL_MS,
    timeoutMs: vars.LEAD_DELIVERY_TIMEOUT_MS,
  };
}

/** Where `npm start` keeps this deployment's own preview secret when PREVIEW_SECRET is unset (scripts/start.mjs makes it). */
export const KEPT_PREVIEW_SECRET_FILE = 'preview-secret';

/**
 * The secret preview links are signed with: PREVIEW_SECRET, else the one this deploy
 * folder keeps (npm start makes it, the release CLI on the same machine reads it),
 * else, in development and tests only, the documented development secret. The
 * development secret is public (the README prints it), so outside development a
 * link signed with it must not open a preview: it is refused, set or not.
 */
function previewSecretOf(vars: z.infer<typeof EnvSchema>): string {
  const development = vars.NODE_ENV === 'development' || vars.NODE_ENV === 'test';
  if (vars.PREVIEW_SECRET === DEVELOPMENT_PREVIEW_SECRET && !development) {
    throw new ConfigError([`PREVIEW_SECRET: the development secret is public; with NODE_ENV=${vars.NODE_ENV} set a secret of your own (at least ${MIN_PREVIEW_SECRET_LENGTH} characters)`]);
  }
  if (vars.PREVIEW_SECRET) return vars.PREVIEW_SECRET;
  // tests never read a deploy folder's secret: theirs is the development one
  const kept = vars.NODE_ENV === 'test' ? null : keptPreviewSecret(path.resolve(REPO_ROOT, vars.DEPLOY_DIR));
  if (kept) return kept;
  if (vars.NODE_ENV === 'production') {
    throw new ConfigError([`PREVIEW_SECRET: must be set when NODE_ENV=production (at least ${MIN_PREVIEW_SECRET_LENGTH} characters; it signs release preview links, so that nobody can make one up)`]);
  }
  if (!development) {
    throw new ConfigError([`PREVIEW_SECRET: must be set when NODE_ENV=${vars.NODE_ENV} (at least ${MIN_PREVIEW_SECRET_LENGTH} characters): the development secret signs preview links only in development`]);
  }
  return DEVELOPMENT_PREVIEW_SECRET;
}

function keptPreviewSecret(deployDir: string): string | null {
  try {
    const secret = fs.readFileSync(path.join(deployDir, KEPT_PREVIEW_SECRET_FILE), 'utf8').trim();
    return secret.length >= MIN_PREVIEW_SECRET_LENGTH ? secret : null;
  } catch {
    return null;
  }
}

/** A config for tests and scripts: defaults plus overrides, never the process environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Suites send hundreds of searches from one address: tracking's budget is not what they test.
  return { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent', catalogueCacheTtlMs: 0, searchTrackingRateLimitMax: 100_000, ...overrides };
}

/** On only when both LUNA_MODEL_URL and LUNA_MODEL_NAME are set; one without the other is a mistake. */
function lunaModel(vars: z.infer<typeof EnvSchema>): LunaModelConfig | null {
  const url = vars.LUNA_MODEL_URL;
  const model = vars.LUNA_MODEL_NAME;
  if (!url && !model) return null;
  if (!url || !model) throw new ConfigError([`${url ? 'LUNA_MODEL_NAME' : 'LUNA_MODEL_URL'}: required when ${url ? 'LUNA_MODEL_URL' : 'LUNA_MODEL_NAME'} is set`]);
  return { url: url.replace(/\/+$/, ''), model, apiKey: vars.LUNA_MODEL_API_KEY, timeoutMs: vars.LUNA_MODEL_TIMEOUT_MS };
}

/** Names proxy-addr (Fastify's trustProxy) accepts for whole private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Who may tell us a visitor's address. `true` (trust any hop) is refused: every
 * client could then name its own address in X-Forwarded-For, and with it pass the
 * per-address rate limits and choose the address stored with its leads.
 */
function trustProxyOf(value: string | undefined): false | number | string {
  const v = value?.trim();
  if (!v || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') {
    throw new ConfigError([
      'TRUST_PROXY: "true" would believe any X-Forwarded-For a client sends, so every client could choose its own address (and pass the rate limits); ' +
        'give the number of proxies in front of the server (1 behind one load balancer) or their addresses (e.g. 10.0.0.0/8)',
    ]);
  }
  if (/^\d+$/.test(v)) return Number(v); // hop count: 1 = one load balancer in front
  const wrong = v.split(',').map((entry) => entry.trim()).filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) throw new ConfigError([`TRUST_PROXY: not a proxy address or CIDR range: ${wrong.map((entry) => `"${entry}"`).join(', ')}`]);
  return v; // comma-separated addresses or CIDRs
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
