import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads } from '../../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { auth, buildUser, demoTenant, tokenFor, tokenForDemo } from '../../../test/factories.ts';
import {
  brokenPng,
  disguisedManifest,
  pngImage,
  storedBytes,
  testClip,
  textPretendingToBePng,
} from './intake-test-support.ts';

let t: TestApp;
let tokens: { admin: string; otherAdmin: string };
let dataDir: string;
let video: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-chunks-'));
  t = await buildTestApp({ config: { dataDir } });
  video = await testClip(2);
  const tenant = await demoTenant(t.db);
  tokens = {
    admin: await tokenForDemo(t.db, 'admin@academy.test'),
    otherAdmin: await tokenFor(t.db, await buildUser(t.db, tenant.id, { role: 'admin' })),
  };
});
afterAll(() => t.close());

/** FilePond's first request of a chunked upload: its metadata only, and the length it will send. */
const announce = (length: number, kind = 'video') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/filepond?kind=${kind}`,
    headers: auth(tokens.admin, {
      'upload-length': String(length),
      'content-type': 'multipart/form-data; boundary=x',
    }),
    payload: '--x\r\nContent-Disposition: form-data; name="filepond"\r\n\r\n{}\r\n--x--\r\n',
  });

async function start(length: number, kind = 'video') {
  const started = await announce(length, kind);
  expect(started.statusCode).toBe(200);
  return started.body;
}

const patch = (
  token: string,
  id: string,
  offset: number,
  bytes: Buffer | Readable,
  total: number,
  kind = 'video',
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/filepond?kind=${kind}&patch=${encodeURIComponent(id)}`,
    headers: auth(token, {
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'upload-length': String(total),
      'upload-name': 'lecture.mp4',
    }),
    payload: bytes,
  });

const head = (id: string) =>
  t.app.inject({
    method: 'HEAD',
    url: `/api/v1/filepond?kind=video&patch=${encodeURIComponent(id)}`,
    headers: auth(tokens.admin),
  });

const recordOf = async (id: string) =>
  (await t.db.select().from(fileUploads).where(eq(fileUploads.encrypted_id, id)))[0];

describe('FilePond chunked uploads (process with Upload-Length, PATCH, HEAD)', () => {
  /** Three chunks or more of the clip, the last one short. */
  const chunkSizeOf = (bytes: Buffer) => Math.ceil(bytes.length / 3) - 7;

  it('gathers the chunks in order, resumes from HEAD, and keeps the whole file as a pending upload', async () => {
    const chunkSize = chunkSizeOf(video);
    const id = await start(video.length);
    expect(await recordOf(id)).toMatchObject({ status: 'receiving', size: video.length });
    expect((await head(id)).headers['upload-offset']).toBe('0');

    const first = await patch(tokens.admin, id, 0, video.subarray(0, chunkSize), video.length);
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(chunkSize));

    // A chunk for the wrong place is refused with where to resume, and nothing is appended.
    const skipped = await patch(tokens.admin, id, 2 * chunkSize, video.subarray(2 * chunkSize), video.length);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.headers['upload-offset']).toBe(String(chunkSize));
    expect((await head(id)).headers['upload-offset']).toBe(String(chunkSize));

    // Someone else cannot add to it or see it.
    expect(
      (await patch(tokens.otherAdmin, id, chunkSize, video.subarray(chunkSize), video.length)).statusCode,
    ).toBe(404);

    for (let offset = chunkSize; offset < video.length; offset += chunkSize) {
      const response = await patch(
        tokens.admin,
        id,
        offset,
        video.subarray(offset, offset + chunkSize),
        video.length,
      );
      expect(response.statusCode).toBe(204);
    }
    const record = await recordOf(id);
    expect(record).toMatchObject({
      status: 'pending',
      size: video.length,
      mime: 'video/mp4',
      filename: 'lecture.mp4',
      kind: 'video',
    });
    expect((await storedBytes(t.app.services.storage, record.path!)).equals(video)).toBe(true);
    // Whole now: no more chunks and nothing to resume.
    expect((await head(id)).statusCode).toBe(404);
  });

  it('refuses a file whose bytes are not of an allowed type once whole, keeping nothing', async () => {
    const id = await start(textPretendingToBePng.length);
    const response = await patch(tokens.admin, id, 0, textPretendingToBePng, textPretendingToBePng.length);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ filepond: ['File was not of an allowed filetype.'] });
    expect(await recordOf(id)).toBeUndefined();
  });

  it('refuses an image with a sound header but broken data once whole, keeping nothing', async () => {
    const image = await brokenPng();
    const id = await start(image.length, 'image');
    const response = await patch(tokens.admin, id, 0, image, image.length, 'image');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ filepond: ['File was not of an allowed filetype.'] });
    expect(await recordOf(id)).toBeUndefined();
  });

  it('refuses bytes that sniff as MP4 but are a manifest naming another file, keeping nothing', async () => {
    const manifest = disguisedManifest(join(dataDir, 'elsewhere.mp4'));
    const id = await start(manifest.length);
    const response = await patch(tokens.admin, id, 0, manifest, manifest.length);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ filepond: ['File was not of an allowed filetype.'] });
    expect(await recordOf(id)).toBeUndefined();
  });

  it('checks the file as the kind it started as, whatever kind a chunk names', async () => {
    // Started as a video (its limit), finished by a request that says it is an image.
    const image = await pngImage(64, 64);
    const id = await start(image.length, 'video');
    expect(await recordOf(id)).toMatchObject({ status: 'receiving', kind: 'video' });
    const response = await patch(tokens.admin, id, 0, image, image.length, 'image');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ filepond: ['File was not of an allowed filetype.'] });
    expect(await recordOf(id)).toBeUndefined();
  });

  it('refuses a chunk past the announced length before storing any of it, and a length over the kind limit', async () => {
    const id = await start(10);
    // Its Content-Length says so: refused before a byte is read.
    const declared = await patch(tokens.admin, id, 0, Buffer.alloc(20), 10);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe('The upload is longer than announced.');
    expect((await head(id)).headers['upload-offset']).toBe('0');
    expect((await patch(tokens.admin, id, 0, Buffer.alloc(4, 1), 10)).statusCode).toBe(204);

    // Sent without a length, in pieces: the excess is found as it comes, and the pieces before it go too.
    const pieces = Readable.from([Buffer.alloc(3, 2), Buffer.alloc(3, 3), Buffer.alloc(3, 4)]);
    const streamed = await patch(tokens.admin, id, 4, pieces, 10);
    expect(streamed.statusCode).toBe(413);
    expect((await head(id)).headers['upload-offset']).toBe('4');

    const logo = await announce(2 * 1024 * 1024, 'logo');
    expect(logo.statusCode).toBe(413);
  });

  it('lets its uploader take back an upload still coming in', async () => {
    const id = await start(video.length);
    await patch(tokens.admin, id, 0, video.subarray(0, chunkSizeOf(video)), video.length);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/filepond',
      headers: auth(tokens.admin, { 'content-type': 'text/plain' }),
      payload: id,
    });
    expect(response.statusCode).toBe(200);
    expect(await recordOf(id)).toBeUndefined();
    expect((await head(id)).statusCode).toBe(404);
  });
});
