// The release API's client: every command of `npm run remotes -- ... --server <url>`
// is one HTTP request carrying RELEASE_TOKEN (never a command-line flag, which would
// land in shell histories and CI logs). publish packs the build with the SHA-384 of
// each file (release-archive.ts), so the server can refuse an upload that changed
// on the way. An answer the server refuses (401, 403, 409, 400) becomes a
// ReleaseError with the server's own words; a server that cannot be reached says so.
import { packBuild } from '../../src/releases/release-archive';
import { readBuildDir } from '../../src/releases/build-files';
import { ReleaseError } from '../../src/releases/release-error';
import type { Releases } from './releases';

/** The Node version's fetch, with a time limit: a release waits at most this long for the server. */
const TIMEOUT_MS = 120_000;

interface Envelope<T> {
  code: 0 | 1;
  message: string;
  data?: T;
  errors?: { field: string; message: string }[];
}

export function releaseClient(server: string, token: string): Releases {
  const base = new URL('/api/releases', server).href;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object | Buffer): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (Buffer.isBuffer(body)) headers['content-type'] = 'application/gzip';
    else if (body) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: Buffer.isBuffer(body) ? new Uint8Array(body) : body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new ReleaseError(`The release server at ${server} cannot be reached (${cause}); nothing was changed.`);
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new ReleaseError(`The release server at ${server} answered ${response.status} without the release API's JSON: is --server the site's address?`);
    }
    if (response.ok && envelope.code === 1) return envelope.data as T;
    const fields = envelope.errors?.map((e) => `${e.field}: ${e.message}`).join('; ');
    throw new ReleaseError(`${envelope.message}${fields ? ` (${fields})` : ''}`);
  }

  const remote = (name: string, action: string) => `/${encodeURIComponent(name)}/${action}`;
  return {
    where: server,
    list: () => call('GET', '/'),
    status: () => call('GET', '/status'),
    history: (name, limit) => call('GET', `/history?limit=${limit}${name ? `&remote=${encodeURIComponent(name)}` : ''}`),
    async publish(name, dir, origin) {
      return call('POST', `${remote(name, 'publish')}${origin ? `?origin=${encodeURIComponent(origin)}` : ''}`, await packBuild(readBuildDir(dir)));
    },
    pin: (name, version, reason) => call('POST', remote(name, 'pin'), { version, ...(reason ? { reason } : {}) }),
    canary: (name, version, percent, reason) => call('POST', remote(name, 'canary'), { version, percent, ...(reason ? { reason } : {}) }),
    promote: (name, reason) => call('POST', remote(name, 'promote'), reason ? { reason } : {}),
    abort: (name, reason) => call('POST', remote(name, 'abort'), reason ? { reason } : {}),
    rollback: (name, reason) => call('POST', remote(name, 'rollback'), reason ? { reason } : {}),
    release: (targets, reason) => call('POST', '/release', { targets, ...(reason ? { reason } : {}) }),
    previewLink: (name, version, ttlMs, origin) => call('POST', remote(name, 'preview-link'), { version, ttlMs, ...(origin ? { origin } : {}) }),
  };
}
