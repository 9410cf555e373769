// A ready-made JSON answer in the encodings browsers ask for, each compressed once
// and kept as long as the answer itself is cached. Every browser sends
// Accept-Encoding: compressing the busiest reads (a destination's search, a
// package's detail, 6-15 KB each) on every request cost more CPU than answering
// them; a client that asks for no encoding gets the bytes as they are.
import zlib from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/** Below this the headers outweigh the saving (as @fastify/compress's threshold). */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
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
        ? zlib.brotliCompressSync(this.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length } })
        : zlib.gzipSync(this.raw, { level: 9 });
    return { body: this.encoded[encoding], encoding };
  }
}
