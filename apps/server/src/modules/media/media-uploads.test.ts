import { mediaSchema } from '@academy/contracts/entities/media';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directories,
  files,
  fileVariants,
  lessons,
  media,
  mediaAttachments,
} from '../../db/schema/content.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type FormPart, multipartBody, multipartType } from '../../test/multipart.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { onVideoKept } from './intake/index.ts';
import { brokenPng, mp4Header, storedFiles } from './intake/intake-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } });
  png = await picture.clone().png().toBuffer();
  jpeg = await picture.clone().jpeg().toBuffer();
});
afterAll(() => t.close());

const send = (role: DemoRole, url: string, parts: FormPart[]) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth(tokens[role]), 'content-type': multipartType() },
    payload: multipartBody(parts),
  });

const count = async (table: typeof media | typeof files | typeof fileVariants) => {
  const [{ total }] = await t.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return total;
};

describe('uploading media into the library', () => {
  it('creates a media item from an image, with its file, variants and folder', async () => {
    const [folder] = await t.db
      .insert(directories)
      .values({ tenant_id: demo.tenantId, name: 'Uploads' })
      .returning();
    const answer = await send('admin', '/api/v1/media', [
      { name: 'title', value: 'Blue square' },
      { name: 'directory_id', value: folder.uuid },
      { name: 'file', filename: 'square.png', type: 'image/png', content: png },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const item = mediaSchema.parse(answer.json().data.item);
    expect(item).toMatchObject({
      title: 'Blue square',
      directory_id: folder.id,
      mime: 'image/png',
      size: png.length,
      type: 'image',
      meta: { width: 64, height: 48 },
      file: { name: 'square.png' },
      in_use: false,
      abilities: { view: true, update: true, delete: true, replace: true },
    });
    expect(item.variants.length).toBeGreaterThan(0);
    for (const variant of item.variants) {
      expect(variant.url).toContain(`/api/v1/media/${item.uuid}/${variant.variant_name}?`);
      const served = await t.app.inject({ url: variant.url });
      expect(served.statusCode, variant.variant_name).toBe(200);
    }
    const original = await t.app.inject({ url: item.url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(png)).toBe(true);
    expect(await t.db.select().from(files).where(eq(files.media_id, item.id))).toHaveLength(1);
  });

  it('takes the file name as the title when none is given', async () => {
    const answer = await send('admin', '/api/v1/media', [
      { name: 'file', filename: 'site-photo.jpg', type: 'image/jpeg', content: jpeg },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.item.title).toMatch(/site-photo/);
  });

  it('refuses a file whose bytes are not an allowed type, a form without a file, and non-administrators', async () => {
    const before = [await count(media), await count(files), await count(fileVariants)];
    const disguised = await send('admin', '/api/v1/media', [
      { name: 'title', value: 'Not a picture' },
      { name: 'file', filename: 'evil.png', type: 'image/png', content: '<script>alert(1)</script>' },
    ]);
    expect(disguised.statusCode, disguised.body).toBe(422);
    expect(disguised.json().errors).toEqual({ file: ['File was not of an allowed filetype.'] });
    const pdf = await send('admin', '/api/v1/media', [
      { name: 'file', filename: 'manual.pdf', type: 'application/pdf', content: '%PDF-1.4' },
    ]);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({ file: ['File was not of an allowed filetype.'] });
    const empty = await send('admin', '/api/v1/media', [{ name: 'title', value: 'No file' }]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: ['Choose a file to upload.'] });
    for (const role of ['manager', 'learner'] as const) {
      const refused = await send(role, '/api/v1/media', [
        { name: 'file', filename: 'square.png', type: 'image/png', content: png },
      ]);
      expect(refused.statusCode, role).toBe(403);
    }
    expect([await count(media), await count(files), await count(fileVariants)]).toEqual(before);
  });

  it('refuses an image whose header is sound but whose data is broken (422, not 500), new or replacing', async () => {
    const kept = await send('admin', '/api/v1/media', [
      { name: 'file', filename: 'sound.png', type: 'image/png', content: png },
    ]);
    expect(kept.statusCode, kept.body).toBe(201);
    await unawaitedWorkSettled();
    const dataDir = t.app.services.config.dataDir;
    const before = {
      rows: [await count(media), await count(files), await count(fileVariants)],
      stored: storedFiles(dataDir),
    };
    const broken = await brokenPng();
    const created = await send('admin', '/api/v1/media', [
      { name: 'file', filename: 'broken.png', type: 'image/png', content: broken },
    ]);
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({ file: ['File was not of an allowed filetype.'] });
    const replaced = await send('admin', `/api/v1/media/${kept.json().data.item.uuid}/replace`, [
      { name: 'file', filename: 'broken.png', type: 'image/png', content: broken },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(422);
    expect(replaced.json().errors).toEqual({ file: ['File was not of an allowed filetype.'] });
    await unawaitedWorkSettled();
    expect([await count(media), await count(files), await count(fileVariants)]).toEqual(before.rows);
    expect(storedFiles(dataDir)).toEqual(before.stored);
  });

  it('removes the stored files once an unused media item is deleted', async () => {
    const created = await send('admin', '/api/v1/media', [
      { name: 'file', filename: 'short-lived.png', type: 'image/png', content: png },
    ]);
    const item = created.json().data.item;
    const stored = await t.db
      .select({ path: files.path, variant: fileVariants.path })
      .from(files)
      .leftJoin(fileVariants, eq(fileVariants.file_id, files.id))
      .where(eq(files.media_id, item.id));
    const keys = [...new Set(stored.flatMap((entry) => [entry.path, entry.variant ?? entry.path]))];
    expect(keys.length).toBeGreaterThan(1);
    const { storage } = t.app.services;
    for (const key of keys) expect(await storage.stat(key), key).not.toBeNull();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/media/${item.uuid}`,
      headers: auth(tokens.admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await unawaitedWorkSettled();
    for (const key of keys) expect(await storage.stat(key), key).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.media_id, item.id))).toEqual([]);
  });

  it('replaces the file of a media item and keeps every use of it', async () => {
    const created = await send('admin', '/api/v1/media', [
      { name: 'title', value: 'To replace' },
      { name: 'file', filename: 'first.png', type: 'image/png', content: png },
    ]);
    const item = created.json().data.item;
    const [lesson] = await t.db
      .insert(lessons)
      .values({ tenant_id: demo.tenantId, title: 'Replaced media lesson' })
      .returning();
    const attached = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media-attachments',
      headers: auth(tokens.admin),
      payload: { media_id: item.uuid, attachment_type: 'lesson', attachment_id: lesson.uuid },
    });
    expect(attached.statusCode, attached.body).toBe(201);

    for (const role of ['manager', 'learner'] as const) {
      const refused = await send(role, `/api/v1/media/${item.uuid}/replace`, [
        { name: 'file', filename: 'second.jpg', type: 'image/jpeg', content: jpeg },
      ]);
      expect(refused.statusCode, role).toBe(404);
    }
    const wrong = await send('admin', `/api/v1/media/${item.uuid}/replace`, [
      { name: 'file', filename: 'second.jpg', type: 'image/jpeg', content: 'not an image' },
    ]);
    expect(wrong.statusCode).toBe(422);

    const replaced = await send('admin', `/api/v1/media/${item.uuid}/replace`, [
      { name: 'file', filename: 'second.jpg', type: 'image/jpeg', content: jpeg },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = mediaSchema.parse(replaced.json().data.item);
    expect(after).toMatchObject({
      id: item.id,
      uuid: item.uuid,
      title: 'To replace',
      mime: 'image/jpeg',
      size: jpeg.length,
      file: { name: 'second.jpg' },
      in_use: true,
    });
    expect(after.attached_to.map((use) => [use.type, use.id])).toEqual([['lesson', lesson.id]]);
    expect(
      await t.db.select().from(mediaAttachments).where(eq(mediaAttachments.media_id, item.id)),
    ).toHaveLength(1);
    const [lessonAfter] = await t.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(lessonAfter.media_id).toBe(item.id);
    const served = await t.app.inject({ url: after.url });
    expect(served.rawPayload.equals(jpeg)).toBe(true);
  });
});

describe('a video on a server without ffmpeg', () => {
  it('is kept ready as uploaded, and the answer says that transcoding is not available here', async () => {
    onVideoKept(null);
    const answer = await send('admin', '/api/v1/media', [
      { name: 'file', filename: 'talk.mp4', type: 'video/mp4', content: mp4Header },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.item).toMatchObject({ type: 'video', processing_status: 'ready', hls: null });
    expect(answer.json().data.meta.message).toBe(
      'Media file created. Video transcoding is not available on this server.',
    );
  });
});
