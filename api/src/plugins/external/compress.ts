import compress from '@fastify/compress';
import fp from 'fastify-plugin';

// gzip/brotli for JSON and text answers above 1 KiB when the client asks for it.
// Only the two every browser speaks, the same two as the precompressed files and the
// encoded catalogue answers (lib/encoded-body.ts): a client offering deflate alone
// gets the plain bytes rather than a third variant of every answer.
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
