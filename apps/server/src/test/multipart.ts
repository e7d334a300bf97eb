import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';

/** Multipart bodies for tests: fields and files in order, with a boundary of the test's choosing. */
export const testBoundary = 'academy-test-boundary';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; content: Buffer | string };

export function partHead(part: FormPart, boundary = testBoundary): string {
  if ('value' in part)
    return `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`;
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
    `Content-Type: ${part.type}\r\n\r\n`
  );
}

export function multipartBody(parts: FormPart[], boundary = testBoundary): Buffer {
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(partHead(part, boundary))]
      : [Buffer.from(partHead(part, boundary)), Buffer.from(part.content), Buffer.from('\r\n')],
  );
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

export const multipartType = (boundary = testBoundary) => `multipart/form-data; boundary=${boundary}`;

export type StreamedAnswer = { status: number; body: string; bytesProduced: number };

/**
 * Sends `head`, then `fileBytes` bytes of file content made on demand, then `tail`, over a real socket.
 * The content is only made when the connection takes more (backpressure), so `bytesProduced` at the time
 * the answer arrived tells how much of the body the server had read by then. With `stallAt`, production
 * stops there (the body never ends) until the test calls `abort()`.
 */
export function postStreamed(options: {
  port: number;
  path: string;
  method?: string;
  headers: Record<string, string>;
  head: string;
  fileBytes: number;
  tail: string;
  stallAt?: number;
}): { answer: Promise<StreamedAnswer>; abort(): void } {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let produced = 0;
  let ended = false;
  const body = new Readable({
    read() {
      if (ended) return;
      if (produced === 0) this.push(Buffer.from(options.head));
      if (options.stallAt !== undefined && produced >= options.stallAt) return;
      if (produced >= options.fileBytes) {
        ended = true;
        this.push(Buffer.from(options.tail));
        this.push(null);
        return;
      }
      const size = Math.min(chunk.length, options.fileBytes - produced);
      produced += size;
      this.push(size === chunk.length ? chunk : chunk.subarray(0, size));
    },
  });
  const request = httpRequest({
    host: '127.0.0.1',
    port: options.port,
    path: options.path,
    method: options.method ?? 'POST',
    headers: options.headers,
  });
  const answer = new Promise<StreamedAnswer>((resolve, reject) => {
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const atAnswer = produced;
      body.unpipe(request);
      body.destroy();
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          bytesProduced: atAnswer,
        }),
      );
      response.on('error', reject);
    });
    // The server closes the connection after an early answer: writing on is expected to fail then.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    body.pipe(request);
  });
  return {
    answer,
    abort: () => {
      body.destroy();
      request.destroy();
    },
  };
}
