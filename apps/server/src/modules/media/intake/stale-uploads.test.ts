import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads } from '../../../db/schema/content.ts';
import { temporaryUploadDirectory } from '../../../platform/resource/temp-upload.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { auth, tokenForDemo } from '../../../test/factories.ts';
import { chunkFilePath } from './filepond-uploads.ts';
import { pngImage, postForm } from './intake-test-support.ts';
import { staleUploadsJob } from './stale-uploads.ts';

let t: TestApp;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-stale-uploads-'));
  t = await buildTestApp({ config: { dataDir } });
  admin = await tokenForDemo(t.db, 'admin@academy.test');
});
afterAll(() => t.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

const recordOf = async (id: string) =>
  (await t.db.select().from(fileUploads).where(eq(fileUploads.encrypted_id, id)))[0];

async function startedAt(id: string, when: Date) {
  await t.db.update(fileUploads).set({ time: when.toISOString() }).where(eq(fileUploads.encrypted_id, id));
}

async function pendingUpload(): Promise<string> {
  const response = await postForm(t, admin, '/api/v1/filepond?kind=image', [
    { name: 'filepond', value: '{}' },
    { name: 'filepond', filename: 'left.png', type: 'image/png', content: await pngImage(12, 12) },
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** A chunked upload with its first bytes in. */
async function receivingUpload(): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/filepond?kind=video',
    headers: auth(admin, { 'upload-length': '1000', 'content-type': 'multipart/form-data; boundary=x' }),
    payload: '--x\r\nContent-Disposition: form-data; name="filepond"\r\n\r\n{}\r\n--x--\r\n',
  });
  expect(started.statusCode, started.body).toBe(200);
  const chunk = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/filepond?patch=${encodeURIComponent(started.body)}`,
    headers: auth(admin, { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }),
    payload: Buffer.alloc(100, 1),
  });
  expect(chunk.statusCode, chunk.body).toBe(204);
  return started.body;
}

/** A file or folder as a process that stopped half-way leaves it, last changed `when`. */
function leftBehind(path: string, when: Date, folder = false): string {
  if (folder) {
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, 'input'), 'part of a video');
  } else {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, 'half a form file');
  }
  utimesSync(path, when, when);
  return path;
}

describe('the stale-uploads housekeeping job', () => {
  it('removes open uploads older than a day and what stopped processes left, and keeps everything current', async () => {
    const { storage } = t.app.services;
    const stalePending = await pendingUpload();
    await startedAt(stalePending, hoursAgo(25));
    const staleReceiving = await receivingUpload();
    await startedAt(staleReceiving, hoursAgo(25));
    const freshPending = await pendingUpload();
    const freshReceiving = await receivingUpload();
    await startedAt(freshReceiving, hoursAgo(23));

    // A used upload whose object outlived the form's write (its process stopped before dropping it).
    const used = await pendingUpload();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: auth(admin),
      payload: { upload: used },
    });
    expect(created.statusCode, created.body).toBe(201);
    const usedPath = (await recordOf(used)).path ?? '';
    await storage.put(usedPath, 'never dropped');
    await startedAt(used, hoursAgo(30));

    const records = {
      stalePending: await recordOf(stalePending),
      staleReceiving: await recordOf(staleReceiving),
      freshPending: await recordOf(freshPending),
      freshReceiving: await recordOf(freshReceiving),
    };
    const temporary = temporaryUploadDirectory(dataDir);
    const orphanChunk = leftBehind(chunkFilePath(dataDir, randomUUID()), new Date());
    const oldFormFile = leftBehind(join(temporary, randomUUID()), hoursAgo(25));
    const currentFormFile = leftBehind(join(temporary, randomUUID()), hoursAgo(1));
    const oldTranscode = leftBehind(join(dataDir, 'tmp', 'transcode-old'), hoursAgo(25), true);
    const currentTranscode = leftBehind(join(dataDir, 'tmp', 'transcode-now'), new Date(), true);

    await t.app.services.jobs.enqueue(staleUploadsJob, {});

    expect(await recordOf(stalePending)).toBeUndefined();
    expect(await storage.stat(records.stalePending.path ?? '')).toBeNull();
    expect(await recordOf(staleReceiving)).toBeUndefined();
    expect(existsSync(chunkFilePath(dataDir, records.staleReceiving.uuid))).toBe(false);

    expect(await recordOf(freshPending)).toMatchObject({ status: 'pending' });
    expect(await storage.stat(records.freshPending.path ?? '')).not.toBeNull();
    expect(await recordOf(freshReceiving)).toMatchObject({ status: 'receiving' });
    expect(existsSync(chunkFilePath(dataDir, records.freshReceiving.uuid))).toBe(true);

    expect(await recordOf(used)).toMatchObject({ status: 'used', path: null });
    expect(await storage.stat(usedPath)).toBeNull();

    expect(existsSync(orphanChunk)).toBe(false);
    expect(existsSync(oldFormFile)).toBe(false);
    expect(existsSync(currentFormFile)).toBe(true);
    expect(existsSync(oldTranscode)).toBe(false);
    expect(existsSync(currentTranscode)).toBe(true);

    // The upload still coming in goes on where it was.
    const resumed = await t.app.inject({
      method: 'HEAD',
      url: `/api/v1/filepond?patch=${encodeURIComponent(freshReceiving)}`,
      headers: auth(admin),
    });
    expect(resumed.headers['upload-offset']).toBe('100');
  });
});
