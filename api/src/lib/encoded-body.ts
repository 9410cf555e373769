// A ready-made JSON answer in the encodings browsers ask for, each compressed once
// and kept as long as the answer itself is cached, and across a cache reload that
// read the same bytes. Every browser sends Accept-Encoding: compressing the busiest
// reads (a destination's search, a package's detail, 6-50 KB each) on every request
// cost more CPU than answering them; a client that asks for no encoding gets the
// bytes as they are.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/** Below this the headers outweigh the saving (as @fastify/compress's threshold). */
const MIN_COMPRESSIBLE_BYTES = 1024;

// Browsers send a handful of distinct Accept-Encoding values, and parsing the
// header on every answer showed up in the search's profile; a client inventing
// new values can only refill this bounded memo, never grow it.
const MEMO_LIMIT = 64;
const chosen = new Map<string, BodyEncoding | null>();

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (chosen.size >= MEMO_LIMIT) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): BodyEncoding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export class EncodedBody {
  private readonly encoded: Partial<Record<BodyEncoding, Promise<Buffer>>> = {};

  private constructor(
    readonly raw: Buffer,
    private readonly brotliQuality: number,
  ) {}

  /**
   * The answer `raw`, or `previous` itself when its bytes are the same, so that a
   * cache reload of an unchanged answer keeps the encodings already made. Brotli at
   * its best quality unless told otherwise: a page of 100 KB, made on a visitor's
   * request, is compressed at a quality that takes milliseconds, not a tenth of a second.
   */
  static of(raw: Buffer, previous?: EncodedBody | null, { brotliQuality = zlib.constants.BROTLI_MAX_QUALITY }: { brotliQuality?: number } = {}): EncodedBody {
    return previous?.raw.equals(raw) ? previous : new EncodedBody(raw, brotliQuality);
  }

  /**
   * The bytes to send and their Content-Encoding (none for a small body or a client
   * that asks for none). Each encoding is made once, on first demand, in libuv's
   * thread pool: brotli at its best quality takes 20-50 ms for a 50 KB search, which
   * on the event loop stalled every request behind it; requests arriving meanwhile
   * wait for the same compression.
   */
  async negotiate(acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding: BodyEncoding | null }> {
    const encoding = this.raw.length < MIN_COMPRESSIBLE_BYTES ? null : chooseEncoding(acceptEncoding);
    if (!encoding) return { body: this.raw, encoding: null };
    return { body: await (this.encoded[encoding] ??= this.compress(encoding)), encoding };
  }

  private compress(encoding: BodyEncoding): Promise<Buffer> {
    return encoding === 'br'
      ? // the best quality: paid once per answer (in the pool), saved on every send (a 13 KB search: 3.6 -> 3.2 KB)
        brotli(this.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: this.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length } })
      : gzip(this.raw, { level: 9 });
  }
}
