import compress from '@fastify/compress';
import fp from 'fastify-plugin';

// gzip/brotli for JSON and text answers above 1 KiB when the client asks for it.
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'compress' },
);
