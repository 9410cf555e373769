// The server's configuration, read once from the environment (see api/README.md).
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type DatabaseConfig =
  | { dialect: 'sqlite'; filename: string }
  | { dialect: 'postgres'; connectionString: string; schema?: string; poolSize: number };

export interface AppConfig {
  host: string;
  port: number;
  database: DatabaseConfig;
  authCode: string;
  chatApiKey: string;
  /** Fastify's trustProxy: false unless TRUST_PROXY is set (true, a hop count, or addresses/CIDRs). */
  trustProxy: boolean | number | string;
  /** Lead writes (bookings, enquiries, newsletter, contact) per IP per window. */
  rateLimitWriteMax: number;
  rateLimitWindowMs: number;
  /** Luna messages per client address per window (a flood gets 429). */
  chatRateLimitMax: number;
  chatRateLimitWindowMs: number;
  /** Optional: an OpenAI-compatible endpoint that may phrase Luna's answers (off when unset). */
  lunaModel: LunaModelConfig | null;
  bodyLimit: number;
  /** In-process cache of catalogue reads; 0 disables it. */
  catalogueCacheTtlMs: number;
  logLevel: string;
  /** Public base URL used in PDFs ("www.safarnamaholidays.in"). */
  siteUrl: string;
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

type Env = Record<string, string | undefined>;

export function parseDatabaseUrl(url: string | undefined, env: Env = {}): DatabaseConfig {
  const value = url?.trim();
  if (!value) return { dialect: 'sqlite', filename: path.join(REPO_ROOT, 'data', 'safarnama.db') };
  if (/^postgres(ql)?:\/\//i.test(value)) {
    return {
      dialect: 'postgres',
      connectionString: value,
      schema: env.DATABASE_SCHEMA?.trim() || undefined,
      poolSize: positiveInt(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    };
  }
  // sqlite:/abs/file.db, sqlite:relative.db, file:..., sqlite::memory:, or a bare path
  const filename = value.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (filename === ':memory:') return { dialect: 'sqlite', filename };
  return { dialect: 'sqlite', filename: path.resolve(REPO_ROOT, filename) };
}

export function loadConfig(env: Env = process.env): AppConfig {
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: port(env.PORT),
    database: parseDatabaseUrl(env.DATABASE_URL, env),
    authCode: env.AUTH_CODE?.trim() || DEFAULT_AUTH_CODE,
    chatApiKey: env.CHAT_API_KEY?.trim() || DEFAULT_CHAT_API_KEY,
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimitWriteMax: positiveInt(env.RATE_LIMIT_WRITE_MAX, 30, 'RATE_LIMIT_WRITE_MAX'),
    rateLimitWindowMs: positiveInt(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    chatRateLimitMax: positiveInt(env.CHAT_RATE_LIMIT_MAX, 20, 'CHAT_RATE_LIMIT_MAX'),
    chatRateLimitWindowMs: positiveInt(env.CHAT_RATE_LIMIT_WINDOW_MS, 60_000, 'CHAT_RATE_LIMIT_WINDOW_MS'),
    lunaModel: lunaModel(env),
    bodyLimit: positiveInt(env.BODY_LIMIT, 64 * 1024, 'BODY_LIMIT'),
    catalogueCacheTtlMs: nonNegativeInt(env.CATALOGUE_CACHE_TTL_MS, 30_000, 'CATALOGUE_CACHE_TTL_MS'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    siteUrl: env.SITE_URL?.trim() || 'www.safarnamaholidays.in',
  };
}

/** A config for tests and scripts: defaults plus overrides, never the process environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({}), logLevel: 'silent', catalogueCacheTtlMs: 0, ...overrides };
}

/** On only when both LUNA_MODEL_URL and LUNA_MODEL_NAME are set. */
function lunaModel(env: Env): LunaModelConfig | null {
  const url = env.LUNA_MODEL_URL?.trim();
  const model = env.LUNA_MODEL_NAME?.trim();
  if (!url || !model) return null;
  if (!/^https?:\/\//i.test(url)) throw new Error(`LUNA_MODEL_URL must be an http(s) URL, got "${url}"`);
  return {
    url: url.replace(/\/+$/, ''),
    model,
    apiKey: env.LUNA_MODEL_API_KEY?.trim() ?? '',
    timeoutMs: positiveInt(env.LUNA_MODEL_TIMEOUT_MS, 3000, 'LUNA_MODEL_TIMEOUT_MS'),
  };
}

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return n;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function trustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim();
  if (!v || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v); // hop count: 1 = one load balancer in front

  return v; // comma-separated addresses or CIDRs
}
