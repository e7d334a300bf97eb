import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, storageKey } from './file-storage.ts';
import { localStorage } from './local-storage.ts';
import { startLocalS3Server } from './s3-server-test-support.ts';
import { s3Storage } from './s3-storage.ts';

const MiB = 1024 * 1024;
const partSize = 5 * MiB;

type Subject = {
  storage: FileStorage;
  /** Multipart part uploads the server received so far (S3 only). */
  partsUploaded?: () => Promise<number>;
  close(): Promise<void>;
};

const implementations: { name: string; start: () => Promise<Subject> }[] = [
  {
    name: 'local disk',
    async start() {
      const dataDir = await mkdtemp(join(tmpdir(), 'academy-storage-'));
      return {
        storage: localStorage(dataDir),
        close: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (a local s3rver)',
    async start() {
      const server = await startLocalS3Server();
      return {
        // Small pages make deletePrefix list and delete in several batches.
        storage: s3Storage(server.settings, { partSize, queueSize: 2, deleteBatchSize: 2 }),
        partsUploaded: async () =>
          (await server.requests()).filter((request) => /[?&]partNumber=/.test(request)).length,
        close: () => server.stop(),
      };
    },
  },
];

/** `total` random bytes in 64 KiB chunks, made as they are read; `digest()` is their SHA-256 once read. */
function generatedBody(total: number) {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let sent = 0; sent < total; sent += 64 * 1024) {
      const chunk = randomBytes(Math.min(64 * 1024, total - sent));
      hash.update(chunk);
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), digest: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe.each(implementations)('file storage on $name', ({ start }) => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await start();
    storage = subject.storage;
  });
  afterAll(() => subject?.close());

  it('stores a string, bytes and a stream and gives each back whole, with its size', async () => {
    expect(await storage.put('notes/greeting.txt', 'héllo wörld')).toEqual({ size: 13 });
    const greeting = await storage.get('notes/greeting.txt');
    expect(greeting?.size).toBe(13);
    expect(await text(greeting?.stream ?? Readable.from([]))).toBe('héllo wörld');

    const bytes = randomBytes(1000);
    expect(await storage.put('notes/bytes.bin', new Uint8Array(bytes), { contentType: 'image/png' })).toEqual(
      {
        size: 1000,
      },
    );
    const stored = await storage.get('notes/bytes.bin');
    expect(Buffer.compare(await buffer(stored?.stream ?? Readable.from([])), bytes)).toBe(0);

    const streamed = Readable.from([Buffer.from('one '), Buffer.from('two '), Buffer.from('three')]);
    expect(await storage.put('notes/streamed.txt', streamed)).toEqual({ size: 13 });
    expect(await text((await storage.get('notes/streamed.txt'))?.stream ?? Readable.from([]))).toBe(
      'one two three',
    );
  });

  it('streams a large body in parts and gives back the same bytes, whole and across a part boundary', async () => {
    const size = 12 * MiB + 12345;
    const body = generatedBody(size);
    const partsBefore = (await subject.partsUploaded?.()) ?? 0;
    expect(await storage.put('videos/large/original.bin', body.stream)).toEqual({ size });
    // S3: 5 MiB, 5 MiB and the rest as a multipart upload, never the whole body in one request.
    if (subject.partsUploaded) expect((await subject.partsUploaded()) - partsBefore).toBe(3);

    const whole = await storage.get('videos/large/original.bin');
    expect(whole?.size).toBe(size);
    expect(await sha256Of(whole?.stream ?? Readable.from([]))).toBe(body.digest());

    const boundary = await storage.get('videos/large/original.bin', {
      start: partSize - 10,
      end: partSize + 9,
    });
    expect(boundary?.size).toBe(size);
    expect((await buffer(boundary?.stream ?? Readable.from([]))).length).toBe(20);
  });

  it('reads inclusive byte ranges at the start, the middle and the end', async () => {
    const bytes = randomBytes(1000);
    await storage.put('ranges/bytes.bin', bytes);
    for (const range of [
      { start: 0, end: 9 },
      { start: 400, end: 499 },
      { start: 990, end: 999 },
      { start: 999, end: 999 },
    ]) {
      const part = await storage.get('ranges/bytes.bin', range);
      // The size stays the object's, so a 206 answer can say `bytes start-end/size`.
      expect(part?.size).toBe(1000);
      const read = await buffer(part?.stream ?? Readable.from([]));
      expect(Buffer.compare(read, bytes.subarray(range.start, range.end + 1))).toBe(0);
    }
  });

  it('states size and ETag without reading, and both follow a rewrite (same size too)', async () => {
    expect(await storage.stat('stat/missing.txt')).toBeNull();
    expect(await storage.get('stat/missing.txt')).toBeNull();

    await storage.put('stat/file.txt', 'aaaa');
    const first = await storage.stat('stat/file.txt');
    expect(first).toMatchObject({ size: 4, etag: expect.any(String), lastModified: expect.any(Date) });
    expect(first?.etag).not.toMatch(/"/);

    await storage.put('stat/file.txt', 'bbbb');
    const sameSize = await storage.stat('stat/file.txt');
    expect(sameSize?.size).toBe(4);
    expect(sameSize?.etag).not.toBe(first?.etag);

    await storage.put('stat/file.txt', 'ccccccc');
    const longer = await storage.stat('stat/file.txt');
    expect(longer?.size).toBe(7);
    expect(longer?.etag).not.toBe(sameSize?.etag);
    expect((await storage.get('stat/file.txt'))?.etag).toBe(longer?.etag);
  });

  it('keeps what a key held when a streamed put fails part way', async () => {
    await storage.put('failed/file.bin', 'before');
    async function* failing() {
      yield randomBytes(6 * MiB);
      throw new Error('the client went away');
    }
    await expect(storage.put('failed/file.bin', Readable.from(failing()))).rejects.toThrow();
    expect(await text((await storage.get('failed/file.bin'))?.stream ?? Readable.from([]))).toBe('before');

    await expect(storage.put('failed/new.bin', Readable.from(failing()))).rejects.toThrow();
    expect(await storage.stat('failed/new.bin')).toBeNull();
  });

  it('deletes a key, and a missing key without complaint', async () => {
    await storage.put('delete/file.txt', 'x');
    await storage.delete('delete/file.txt');
    expect(await storage.stat('delete/file.txt')).toBeNull();
    await expect(storage.delete('delete/file.txt')).resolves.toBeUndefined();
    await expect(storage.delete('delete/never/was.txt')).resolves.toBeUndefined();
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    const inside = [
      'hls/1/master.m3u8',
      'hls/1/720p/a.ts',
      'hls/1/720p/b.ts',
      'hls/1/360p/a.ts',
      'hls/1/poster.jpg',
    ];
    const beside = ['hls/10/master.m3u8', 'hls/1-poster.jpg', 'other/hls/1/a.ts'];
    for (const key of [...inside, ...beside]) await storage.put(key, key);

    await storage.deletePrefix('hls/1');
    for (const key of inside) expect(await storage.stat(key), key).toBeNull();
    for (const key of beside) expect(await storage.stat(key), key).not.toBeNull();
    await expect(storage.deletePrefix('hls/never')).resolves.toBeUndefined();
  });

  it('refuses keys that are not server-made relative paths, in storageKey and in every call', async () => {
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'a\\b', '..\\x', 'a/./b', 'a/', '', 'a\0b']) {
      expect(() => storageKey(key), key).toThrow('Not a storage key');
      await expect(storage.put(key, 'x'), key).rejects.toThrow('Not a storage key');
      await expect(storage.get(key), key).rejects.toThrow('Not a storage key');
      await expect(storage.stat(key), key).rejects.toThrow('Not a storage key');
      await expect(storage.delete(key), key).rejects.toThrow('Not a storage key');
      await expect(storage.deletePrefix(key), key).rejects.toThrow('Not a storage key');
    }
    expect(storageKey('media/2026/a-b_c.d.png')).toBe('media/2026/a-b_c.d.png');
  });
});
