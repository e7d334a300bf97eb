import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses JSON (and other text) answers for browsers that accept brotli or gzip. Answers under 1 KB go
 * out as they are: a small body gains nothing on the wire and compressing it costs more than it saves (the
 * hottest calls — context, poll — are that small). Brotli runs at quality 4, fast enough for dynamic data.
 * Static files of the web build arrive pre-compressed (see web-app.ts) and are left alone; request bodies
 * are never decompressed (every write is small JSON or a multipart upload).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
