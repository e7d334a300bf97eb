import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads, media } from '../../../db/schema/content.ts';
import { unawaitedWorkSettled } from '../../../platform/auth/unawaited-work.ts';
import { mediaRoot } from '../../../platform/storage/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { tokenForDemo } from '../../../test/factories.ts';
import type { FormPart } from '../../../test/multipart.ts';
import { disguisedManifest, postForm, storedFiles, testClip } from './intake-test-support.ts';

/**
 * Security finding 2 of issue 20: a file that sniffs as MP4 but is a streaming manifest must never make
 * ffprobe or ffmpeg open the local files it names (another tenant's originals under DATA_DIR, say).
 */

let t: TestApp;
let dataDir: string;
let admin: string;
let clip: Buffer;
/** Another tenant's original, as the local storage keeps it: the file the manifest names. */
let otherTenantsVideo: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-disguised-'));
  t = await buildTestApp({ config: { dataDir } });
  admin = await tokenForDemo(t.db, 'admin@academy.test');
  clip = await testClip();
  const key = `media/${randomUUID()}/original.mp4`;
  await t.app.services.storage.put(key, clip, { contentType: 'video/mp4' });
  otherTenantsVideo = join(mediaRoot(dataDir), key);
});
afterAll(() => t.close());

const mediaCount = async () => {
  const [{ total }] = await t.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(media);
  return total;
};
const uploadCount = async () => (await t.db.select({ id: fileUploads.id }).from(fileUploads)).length;

const videoPart = (name: string, content: Buffer): FormPart => ({
  name,
  filename: 'lecture.mp4',
  type: 'video/mp4',
  content,
});

describe('a video that is not the container its first bytes claim', () => {
  it('is refused with the filetype error, and the local file it names is never read', async () => {
    const manifest = disguisedManifest(otherTenantsVideo);
    const before = { media: await mediaCount(), uploads: await uploadCount(), stored: storedFiles(dataDir) };

    const created = await postForm(t, admin, '/api/v1/media', [videoPart('file', manifest)]);
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({ file: ['File was not of an allowed filetype.'] });

    const uploaded = await postForm(t, admin, '/api/v1/filepond?kind=video', [
      { name: 'filepond', value: '{}' },
      videoPart('filepond', manifest),
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(422);
    expect(uploaded.json().errors).toEqual({ filepond: ['File was not of an allowed filetype.'] });

    // Nothing was made of it: no media row, no upload, and no original, rendition or poster in storage
    // (a transcode of the named video would have left all three).
    await unawaitedWorkSettled();
    expect(await mediaCount()).toBe(before.media);
    expect(await uploadCount()).toBe(before.uploads);
    expect(storedFiles(dataDir)).toEqual(before.stored);
  });

  it('is still taken when it is the MP4 it claims, and transcoded', async () => {
    const created = await postForm(t, admin, '/api/v1/media', [videoPart('file', clip)]);
    expect(created.statusCode, created.body).toBe(201);
    await unawaitedWorkSettled();
    const [row] = await t.db.select().from(media).where(eq(media.uuid, created.json().data.item.uuid));
    expect(row).toMatchObject({ mime: 'video/mp4', processing_status: 'ready' });
    expect(row.hls).toBe(`media/${row.uuid}/hls/master.m3u8`);
  });
});
