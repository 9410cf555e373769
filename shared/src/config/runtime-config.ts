/**
 * Deployment values the server hands out at `/config.json`, so one build of the
 * shell and remotes runs against any API host without rebuilding.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  authCode: string;
  websiteId: number;
  /** The x-api-key header Luna's chat call carries (a fixed public key, like authCode). */
  chatApiKey: string;
  /** Whom the privacy policy names for grievances (GRIEVANCE_OFFICER_NAME / _EMAIL); absent until the server says. */
  grievanceOfficer?: { name: string; email: string };
}

const defaults: RuntimeConfig = Object.freeze({
  apiBaseUrl: '/api',
  authCode: 'safarnama-public-2026',
  websiteId: 1,
  chatApiKey: 'safarnama-luna-2026',
});

let current: RuntimeConfig = { ...defaults };
let pending: Promise<RuntimeConfig> | null = null;

export function configureApi(config: Partial<RuntimeConfig>): RuntimeConfig {
  const next: RuntimeConfig = { ...current };
  if (typeof config.apiBaseUrl === 'string' && config.apiBaseUrl) next.apiBaseUrl = config.apiBaseUrl.replace(/\/+$/, '');
  if (typeof config.authCode === 'string' && config.authCode) next.authCode = config.authCode;
  if (typeof config.chatApiKey === 'string' && config.chatApiKey) next.chatApiKey = config.chatApiKey;
  if (typeof config.websiteId === 'number' && Number.isFinite(config.websiteId)) next.websiteId = config.websiteId;
  const officer = config.grievanceOfficer;
  if (officer && typeof officer.name === 'string' && officer.name && typeof officer.email === 'string' && officer.email) {
    next.grievanceOfficer = { name: officer.name, email: officer.email };
  }
  current = next;
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/**
 * Fetches `/config.json` once and applies it. Concurrent callers share one
 * request. When the file cannot be read the built-in defaults stay (logged),
 * and a later call tries again.
 */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (pending) return pending;
  const attempt = fetchConfig(url).then(
    (config) => configureApi(config),
    (error: unknown) => {
      console.error(`[shared] could not load ${url}; using default API settings`, error);
      if (pending === attempt) pending = null;
      return current;
    },
  );
  pending = attempt;
  return attempt;
}

async function fetchConfig(url: string): Promise<Partial<RuntimeConfig>> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Partial<RuntimeConfig>;
}

/** Test helper: back to the built-in defaults and forget the fetched file. */
export function resetRuntimeConfig(): void {
  current = { ...defaults };
  pending = null;
}
