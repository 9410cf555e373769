// A ready-made JSON answer in the encodings browsers ask for, each compressed once
// and kept as long as the answer itself is cached. Every browser sends
// Accept-Encoding: compressing the busiest reads (a destination's search, a
// package's detail, 6-15 KB each) on every request cost more CPU than answering
// them; a client that asks for no encoding gets the bytes as they are.
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

export class EncodedBody {
  private readonly encoded: Partial<Record<BodyEncoding, Buffer>> = {};

  constructor(readonly raw: Buffer) {}

  /** The bytes to send and their Content-Encoding (none for a small body or a client that asks for none). */
  negotiate(acceptEncoding: string | undefined): { body: Buffer; encoding: BodyEncoding | null } {
    const encoding = this.raw.length < MIN_COMPRESSIBLE_BYTES ? null : chooseEncoding(acceptEncoding);
    if (!encoding) return { body: this.raw, encoding: null };
    this.encoded[encoding] ??=
      encoding === 'br'
        ? // the best quality: paid once per cached answer (a few ms), saved on every send (a 13 KB search: 3.6 -> 3.2 KB)
          zlib.brotliCompressSync(this.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length } })
        : zlib.gzipSync(this.raw, { level: 9 });
    return { body: this.encoded[encoding], encoding };
  }
}
