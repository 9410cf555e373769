// Writes .br and .gz next to every text asset so the server can stream them as-is
// (@fastify/static preCompressed) instead of compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|css|html|json|svg|txt|map)$/;

export function precompressDir(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompressDir(file);
      continue;
    }
    if (!TEXT.test(entry.name)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
