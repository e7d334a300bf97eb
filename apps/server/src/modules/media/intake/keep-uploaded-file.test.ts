import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { files, fileVariants, media, mediaAttachments } from '../../../db/schema/content.ts';
import { unawaitedWorkSettled } from '../../../platform/auth/unawaited-work.ts';
import { HttpError } from '../../../platform/http/http-error.ts';
import type { UploadedFile } from '../../../platform/resource/form-input.ts';
import type { UploadKind } from '../../../platform/resource/upload-rules.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { demoTenant } from '../../../test/factories.ts';
import {
  brokenPng,
  jpegImage,
  mp4Header,
  pngImage,
  storedBytes,
  storedFiles,
  testClip,
  textPretendingToBePng,
} from './intake-test-support.ts';
import { keepUploadedFile, type MediaRow, replaceMediaFile } from './keep-uploaded-file.ts';
import { type KeptVideo, onVideoKept } from './video-kept.ts';

let t: TestApp;
let tenantId: number;
let workDir: string;
let dataDir: string;
/** A real MP4: where a pipeline will transcode it, a video must be one ffprobe reads as its container. */
let clip: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-intake-'));
  t = await buildTestApp({ config: { dataDir } });
  tenantId = (await demoTenant(t.db)).id;
  workDir = mkdtempSync(join(tmpdir(), 'academy-intake-files-'));
  clip = await testClip();
});
afterAll(() => t.close());
afterEach(() => onVideoKept(null));

/** A form's file as the form reader hands it over: bytes in a temporary file, the client's name and type. */
function uploaded(content: Buffer, filename: string, mimetype = 'application/octet-stream'): UploadedFile {
  const path = join(workDir, `${Math.random().toString(36).slice(2)}`);
  writeFileSync(path, content);
  return { field: 'file', path, size: content.length, filename, mimetype };
}

const keep = (file: UploadedFile, kind: UploadKind, extra: { title?: string } = {}) =>
  t.db.transaction((tx) => keepUploadedFile(t.app.services, tx, { tenantId, file, kind, ...extra }));

async function keysOf(row: MediaRow): Promise<string[]> {
  const [file] = await t.db.select().from(files).where(eq(files.media_id, row.id));
  const variants = await t.db.select().from(fileVariants).where(eq(fileVariants.file_id, file.id));
  return [file.path, ...variants.map((variant) => variant.path)];
}

const storage = () => t.app.services.storage;

describe('keepUploadedFile', () => {
  it('keeps an image with the title from its name, or the one given', async () => {
    const row = await keep(uploaded(await pngImage(100, 50), 'Team photo.final.png'), 'image');
    expect(row).toMatchObject({ title: 'Team photo.final', mime: 'image/png', processing_status: 'ready' });
    const titled = await keep(uploaded(await pngImage(10, 10), 'x.png'), 'image', { title: 'Chosen' });
    expect(titled.title).toBe('Chosen');
  });

  it('sniffs the bytes, not the name or the declared type: a JPEG named .png is kept as a JPEG', async () => {
    const row = await keep(uploaded(await jpegImage(64, 64), 'picture.png', 'image/png'), 'logo');
    expect(row.mime).toBe('image/jpeg');
    const [file] = await t.db.select().from(files).where(eq(files.media_id, row.id));
    expect(file.path).toBe(`media/${row.uuid}/original.jpg`);
  });

  it('refuses with the field error and stores nothing when the bytes are of no allowed type', async () => {
    const before = await t.db.select({ id: media.id }).from(media);
    const attempt = keep(uploaded(textPretendingToBePng, 'notes.png', 'image/png'), 'image');
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { file: ['validation.filetype'] },
    });
    // An image is not a video, and a video is not an image.
    await expect(keep(uploaded(await pngImage(8, 8), 'a.png'), 'video')).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(keep(uploaded(mp4Header, 'a.mp4'), 'image')).rejects.toMatchObject({ statusCode: 422 });
    expect(await t.db.select({ id: media.id }).from(media)).toEqual(before);
  });

  it('refuses an image whose header is sound but whose data is broken, storing nothing', async () => {
    const before = { rows: await t.db.select({ id: media.id }).from(media), files: storedFiles(dataDir) };
    for (const kind of ['image', 'logo'] as const)
      await expect(keep(uploaded(await brokenPng(), 'broken.png', 'image/png'), kind)).rejects.toMatchObject({
        statusCode: 422,
        fieldErrors: { file: ['validation.filetype'] },
      });
    expect(await t.db.select({ id: media.id }).from(media)).toEqual(before.rows);
    expect(storedFiles(dataDir)).toEqual(before.files);
  });

  it('refuses a video ffprobe does not read as its sniffed container when a pipeline will transcode it', async () => {
    onVideoKept(async () => {});
    const before = { rows: await t.db.select({ id: media.id }).from(media), files: storedFiles(dataDir) };
    await expect(keep(uploaded(mp4Header, 'header only.mp4', 'video/mp4'), 'video')).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { file: ['validation.filetype'] },
    });
    expect(await t.db.select({ id: media.id }).from(media)).toEqual(before.rows);
    expect(storedFiles(dataDir)).toEqual(before.files);
  });

  it('removes every stored object when the caller’s transaction rolls back afterwards', async () => {
    let kept: MediaRow | undefined;
    const failing = t.db.transaction(async (tx) => {
      kept = await keepUploadedFile(t.app.services, tx, {
        tenantId,
        file: uploaded(await pngImage(400, 300), 'rolled.png'),
        kind: 'image',
      });
      throw new Error('another field was wrong');
    });
    await expect(failing).rejects.toThrow('another field was wrong');
    await unawaitedWorkSettled();
    const uuid = kept!.uuid;
    for (const name of ['original.png', 'thumbnail.webp', 'card.webp', 'full.webp'])
      expect(await storage().stat(`media/${uuid}/${name}`)).toBeNull();
    expect(await t.db.select().from(media).where(eq(media.uuid, uuid))).toEqual([]);
  });

  it('keeps a committed upload’s objects once its transaction has ended', async () => {
    const row = await keep(uploaded(await pngImage(40, 40), 'kept.png'), 'image');
    await unawaitedWorkSettled();
    for (const key of await keysOf(row)) expect(await storage().stat(key)).not.toBeNull();
  });

  it('stores a video as processing and tells the pipeline after commit; without one it is ready', async () => {
    const heard: KeptVideo[] = [];
    onVideoKept(async (_services, video) => {
      heard.push(video);
    });
    const row = await keep(uploaded(clip, 'clip.mp4', 'video/mp4'), 'video');
    expect(row).toMatchObject({ mime: 'video/mp4', processing_status: 'processing', meta: {} });
    await unawaitedWorkSettled();
    expect(heard).toEqual([{ id: row.id, uuid: row.uuid, tenantId }]);
    expect(await keysOf(row)).toEqual([`media/${row.uuid}/original.mp4`]);

    // Without a pipeline nothing runs ffmpeg on it: it is served as it came, so its first bytes suffice.
    onVideoKept(null);
    const plain = await keep(uploaded(mp4Header, 'clip.mp4', 'video/mp4'), 'video');
    expect(plain.processing_status).toBe('ready');
  });
});

describe('replaceMediaFile', () => {
  it('stores the new file and variants, keeps the attachments and drops the old objects after commit', async () => {
    const original = await keep(uploaded(await pngImage(500, 500), 'before.png'), 'image');
    const oldKeys = await keysOf(original);
    await t.db.insert(mediaAttachments).values({
      tenant_id: tenantId,
      media_id: original.id,
      attachment_type: 'lesson',
      attachment_id: 987_654,
    });
    const replaced = await t.db.transaction((tx) =>
      replaceMediaFile(t.app.services, tx, original, uploaded(Buffer.from(jpeg), 'after.jpg')),
    );
    await unawaitedWorkSettled();
    expect(replaced).toMatchObject({
      id: original.id,
      uuid: original.uuid,
      title: original.title,
      mime: 'image/jpeg',
      meta: { width: 1000, height: 250 },
      is_being_replaced: false,
    });
    const newKeys = await keysOf(replaced);
    expect(newKeys[0]).toMatch(new RegExp(`^media/${original.uuid}/[0-9a-f]{8}/original\\.jpg$`));
    for (const key of oldKeys) expect(await storage().stat(key)).toBeNull();
    for (const key of newKeys) expect(await storage().stat(key)).not.toBeNull();
    const [variant] = await t.db.select().from(fileVariants).where(eq(fileVariants.path, newKeys[1]));
    const metadata = await sharp(await storedBytes(storage(), variant.path)).metadata();
    expect(metadata.width).toBe(variant.variant_name === 'thumbnail' ? 320 : 800);
    const attachments = await t.db
      .select()
      .from(mediaAttachments)
      .where(eq(mediaAttachments.media_id, original.id));
    expect(attachments).toHaveLength(1);
  });

  it('keeps the old file whole when the replacement is refused or rolled back', async () => {
    const original = await keep(uploaded(await pngImage(50, 50), 'stays.png'), 'image');
    const oldKeys = await keysOf(original);
    await expect(
      t.db.transaction((tx) =>
        replaceMediaFile(t.app.services, tx, original, uploaded(textPretendingToBePng, 'x.png')),
      ),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      t.db.transaction(async (tx) => {
        await replaceMediaFile(t.app.services, tx, original, uploaded(await pngImage(60, 60), 'y.png'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await unawaitedWorkSettled();
    expect(await keysOf(original)).toEqual(oldKeys);
    for (const key of oldKeys) expect(await storage().stat(key)).not.toBeNull();
    const [row] = await t.db.select().from(media).where(eq(media.id, original.id));
    expect(row.meta).toEqual({ width: 50, height: 50 });
  });

  it('marks a video that the pipeline reprocesses as being replaced', async () => {
    onVideoKept(async () => {});
    const image = await keep(uploaded(await pngImage(30, 30), 'was image.png'), 'image');
    const replaced = await t.db.transaction((tx) =>
      replaceMediaFile(t.app.services, tx, image, uploaded(clip, 'now video.mp4')),
    );
    await unawaitedWorkSettled();
    expect(replaced).toMatchObject({
      mime: 'video/mp4',
      is_being_replaced: true,
      processing_status: 'processing',
    });
    // A video has no image variants: the old image's variants are gone with the image.
    expect(await keysOf(replaced)).toEqual([expect.stringMatching(/\/original\.mp4$/)]);
  });
});

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await jpegImage(1000, 250);
});
