import { randomUUID } from 'node:crypto';
import { mediaSchema } from '@academy/contracts/entities/media';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  books,
  courses,
  courseVariants,
  directories,
  lessons,
  media,
  mediaAttachments,
} from '../../db/schema/content.ts';
import { products } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { buildEnrollmentWithPass } from '../../test/enrolled-company.ts';
import { auth, buildTenant } from '../../test/factories.ts';
import { useMediaInLesson } from '../../test/media-factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const call = (
  role: DemoRole,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  locale: 'en' | 'nb' = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: auth(tokens[role], { 'accept-language': locale }),
    ...(payload ? { payload } : {}),
  });

async function libraryItem(values: Partial<typeof media.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(media)
    .values({ tenant_id: demo.tenantId, title: 'Library item', mime: 'image/png', size: 2048, ...values })
    .returning();
  return row;
}

/** The first lesson of a course built for the test, English only. */
async function firstLesson() {
  const { variants } = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
  return variants[0].lessons[0].lesson;
}

const get = async (uuid: string, role: DemoRole = 'admin') => {
  const answer = await call(role, 'GET', `/api/v1/media/${uuid}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return mediaSchema.parse(answer.json().data.item);
};

describe('the media library (administrators)', () => {
  it('lists media with type, folder and title filters and sorts', async () => {
    const [folder] = await t.db
      .insert(directories)
      .values({ tenant_id: demo.tenantId, name: 'Clips' })
      .returning();
    // A word no other media title has, so the searches find exactly the items made here.
    const word = `Forklift${randomUUID().slice(0, 8)}`;
    const clip = await libraryItem({
      title: `${word} clip`,
      mime: 'video/mp4',
      directory_id: folder.id,
      size: 9000,
    });
    const manual = await libraryItem({ title: `${word} manual`, mime: 'application/pdf', size: 10 });
    const picture = await libraryItem({ title: `${word} picture`, size: 500 });

    const titles = async (query: string) => {
      const answer = await call('admin', 'GET', `/api/v1/media?per_page=100&${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.items.map((item: { title: string }) => item.title);
    };
    expect(await titles(`search=${word.toLowerCase()}&sort=title`)).toEqual([
      `${word} clip`,
      `${word} manual`,
      `${word} picture`,
    ]);
    expect(await titles(`search=${word}&sort=-size`)).toEqual([clip.title, picture.title, manual.title]);
    expect(await titles(`search=${word}&filter[type]=video`)).toEqual([clip.title]);
    expect(await titles(`search=${word}&filter[type]=image`)).toEqual([picture.title]);
    expect(await titles(`search=${word}&filter[type]=other`)).toEqual([manual.title]);
    expect(await titles(`filter[directory]=${folder.uuid}`)).toEqual([clip.title]);
    expect(await titles(`search=${word}&filter[directory]=root&sort=title`)).toEqual([
      manual.title,
      picture.title,
    ]);

    const item = await get(clip.uuid);
    expect(item).toMatchObject({
      type: 'video',
      directory_id: folder.id,
      directory_uuid: folder.uuid,
      directory: { uuid: folder.uuid, header: 'Clips' },
      processing_status: 'ready',
      processing_progress: 0,
      is_being_replaced: false,
      in_use: false,
      attached_to: [],
      variants: [],
      abilities: { view: true, update: true, delete: true, replace: true },
    });
    expect(item.url).toMatch(new RegExp(`^/api/v1/media/${clip.uuid}/original\\?expires=\\d+&signature=`));
  });

  it('shows where an image is used and refuses to delete it (media in use), in both languages', async () => {
    // An image illustrating the first lesson of a course's English and Norwegian variants.
    const image = await libraryItem({ title: 'Illustration in use', mime: 'image/svg+xml' });
    const built = await buildCourse(t.db, demo.tenantId, { languages: ['en', 'nb'], lessons: 1 });
    const usedBy = built.variants.map((variant) => variant.lessons[0].lesson);
    for (const lesson of usedBy) await useMediaInLesson(t.db, lesson, image.id);
    const item = await get(image.uuid);
    expect(item.in_use).toBe(true);
    expect(item.abilities).toEqual({ view: true, update: true, delete: false, replace: true });
    expect(item.attached_to.map((use) => use.id).sort()).toEqual(usedBy.map((lesson) => lesson.id).sort());
    for (const use of item.attached_to) {
      expect(use).toMatchObject({ type: 'lesson', assignment: 'media' });
      expect(use.fqmi).toBe(`lessons:${use.uuid}|lesson`);
      expect((await call('admin', 'GET', `/api/v1/lessons/${use.uuid}`)).statusCode).toBe(200);
    }
    // Spec §3's lists by kind, and the attachment rows, on request.
    const lists = await call('admin', 'GET', `/api/v1/media/${image.uuid}?with=lessons,blocks,attachments`);
    const withLists = mediaSchema.parse(lists.json().data.item);
    expect(withLists.lessons?.map((use) => use.id).sort()).toEqual(
      item.attached_to.map((use) => use.id).sort(),
    );
    expect(withLists.blocks).toEqual([]);
    const rows = await t.db.select().from(mediaAttachments).where(eq(mediaAttachments.media_id, image.id));
    expect(withLists.attachments?.map((attachment) => attachment.uuid).sort()).toEqual(
      rows.map((row) => row.uuid).sort(),
    );
    expect(rows).toHaveLength(usedBy.length);
    const refused = await call('admin', 'DELETE', `/api/v1/media/${image.uuid}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'Media in use cannot be deleted: detach it from everything that uses it first.',
    );
    const norsk = await call('admin', 'POST', `/api/v1/media/${image.uuid}`, { _method: 'DELETE' }, 'nb');
    expect(norsk.statusCode).toBe(409);
    expect(norsk.json().message).toBe(
      'Medier som er i bruk kan ikke slettes: løsne dem fra alt som bruker dem først.',
    );
    expect(await t.db.select().from(media).where(eq(media.id, image.id))).toHaveLength(1);
  });

  it('counts every column that names media as a use', async () => {
    const { course, variants } = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
    const { variant } = variants[0];
    const { block } = variants[0].lessons[0];
    const [book] = await t.db
      .insert(books)
      .values({ tenant_id: demo.tenantId, name: 'Media column book' })
      .returning();
    const [product] = await t.db
      .insert(products)
      .values({ tenant_id: demo.tenantId, name: 'Media column product' })
      .returning();
    const lesson = await firstLesson();
    const uses: [string, { id: number }, AnyPgColumn, string][] = [
      ['block', block, blocks.media_id, 'blocks'],
      ['lesson', lesson, lessons.media_id, 'lessons'],
      ['course', course, courses.image_id, 'courses'],
      ['course_variant', variant, courseVariants.image_id, 'course_variants'],
      ['product', product, products.image_id, 'products'],
      ['book', book, books.media_id, 'books'],
    ];
    for (const [type, owner, column, table] of uses) {
      const item = await libraryItem({ title: `Used by a ${type}` });
      const before = await t.db.execute(
        `select ${column.name} as value from ${table} where id = ${owner.id}`,
      );
      await t.db.execute(`update ${table} set ${column.name} = ${item.id} where id = ${owner.id}`);
      const presented = await get(item.uuid);
      expect(presented.in_use, type).toBe(true);
      expect(presented.abilities.delete, type).toBe(false);
      expect(presented.attached_to.map((use) => [use.type, use.id, use.assignment])).toEqual([
        [type, owner.id, column.name],
      ]);
      expect((await call('admin', 'DELETE', `/api/v1/media/${item.uuid}`)).statusCode, type).toBe(409);
      const value = (before as unknown as { rows: { value: number | null }[] }).rows[0].value;
      await t.db.execute(`update ${table} set ${column.name} = ${value ?? 'null'} where id = ${owner.id}`);
      expect((await get(item.uuid)).in_use, type).toBe(false);
    }
    // A video's poster is in use while the video names it.
    const poster = await libraryItem({ title: 'Poster' });
    await libraryItem({ title: 'Video with poster', mime: 'video/mp4', poster_image_id: poster.id });
    expect((await get(poster.uuid)).in_use).toBe(true);
  });

  it('updates title, subtitles, description, folder and poster; the poster must be another image', async () => {
    const [folder] = await t.db
      .insert(directories)
      .values({ tenant_id: demo.tenantId, name: 'Posters' })
      .returning();
    const video = await libraryItem({ title: 'Raw clip', mime: 'video/mp4' });
    const poster = await libraryItem({ title: 'Frame' });
    const updated = await call('admin', 'PATCH', `/api/v1/media/${video.uuid}`, {
      title: 'Safe lifting',
      subtitles: 'WEBVTT',
      description: 'How to lift',
      directory_id: folder.uuid,
      poster_image_id: poster.uuid,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.item).toMatchObject({
      title: 'Safe lifting',
      subtitles: 'WEBVTT',
      description: 'How to lift',
      directory_id: folder.id,
      poster_image_id: poster.id,
      poster_image_uuid: poster.uuid,
      poster_image: { uuid: poster.uuid, title: 'Frame', mime: 'image/png' },
    });
    // Not a video, not itself, not another tenant's folder.
    const otherTenant = await buildTenant(t.db);
    const [foreignFolder] = await t.db
      .insert(directories)
      .values({ tenant_id: otherTenant.id, name: 'Foreign' })
      .returning();
    for (const [payload, field] of [
      [{ poster_image_id: video.uuid }, 'poster_image_id'],
      [{ poster_image_id: (await libraryItem({ mime: 'video/webm' })).id }, 'poster_image_id'],
      [{ directory_id: foreignFolder.uuid }, 'directory_id'],
      [{ title: '' }, 'title'],
    ] as const) {
      const refused = await call('admin', 'PATCH', `/api/v1/media/${video.uuid}`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    }
    const [row] = await t.db.select().from(media).where(eq(media.id, video.id));
    expect(row).toMatchObject({ title: 'Safe lifting', poster_image_id: poster.id, directory_id: folder.id });
  });
});

describe('media for managers, learners and other tenants', () => {
  it('keeps the library list and unused media from managers and learners', async () => {
    const item = await libraryItem({ title: 'Unused' });
    for (const role of ['manager', 'learner', 'fjordManager', 'fjordLearner'] as const) {
      expect((await call(role, 'GET', '/api/v1/media')).statusCode, role).toBe(403);
      expect((await call(role, 'GET', `/api/v1/media/${item.uuid}`)).statusCode, role).toBe(404);
      expect((await call(role, 'PATCH', `/api/v1/media/${item.uuid}`, { title: 'X' })).statusCode, role).toBe(
        404,
      );
      expect((await call(role, 'DELETE', `/api/v1/media/${item.uuid}`)).statusCode, role).toBe(404);
    }
    expect((await t.db.select().from(media).where(eq(media.id, item.id)))[0].title).toBe('Unused');
  });

  it("shows a learner the media of a lesson they read, without the library's details, and nobody else", async () => {
    // A course learner@ is enrolled in (in Nordlys); Fjord's people are not.
    const built = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
    await buildEnrollmentWithPass(t.db, demo.tenantId, {
      courseId: built.course.id,
      companyId: demo.nordlys.id,
      enrollable: { type: 'user', id: demo.user('learner').id },
    });
    const lesson = built.variants[0].lessons[0].lesson;
    const item = await libraryItem({ title: 'Lesson illustration' });
    await t.db.update(lessons).set({ media_id: item.id }).where(eq(lessons.id, lesson.id));
    const seen = await get(item.uuid, 'learner');
    const lists = await call('learner', 'GET', `/api/v1/media/${item.uuid}?with=lessons,attachments`);
    expect(lists.json().data.item).toMatchObject({ lessons: [], attachments: [] });
    expect(seen).toMatchObject({ attached_to: [], in_use: true, directory: null });
    expect(seen.abilities).toEqual({ view: true, update: false, delete: false, replace: false });
    expect((await call('learner', 'PATCH', `/api/v1/media/${item.uuid}`, { title: 'X' })).statusCode).toBe(
      403,
    );
    for (const role of ['fjordLearner', 'fjordManager'] as const)
      expect((await call(role, 'GET', `/api/v1/media/${item.uuid}`)).statusCode, role).toBe(404);
    await t.db.update(lessons).set({ media_id: lesson.media_id }).where(eq(lessons.id, lesson.id));
  });

  it('shows the image of an active shop product to everyone signed in, and of an inactive one to nobody', async () => {
    const image = await libraryItem({ title: 'Bundle cover' });
    const [product] = await t.db
      .insert(products)
      .values({ tenant_id: demo.tenantId, name: 'Cover test bundle', image_id: image.id, is_active: true })
      .returning();
    for (const role of ['learner', 'fjordLearner', 'manager'] as const)
      expect((await get(image.uuid, role)).attached_to, role).toEqual([]);
    await t.db.update(products).set({ is_active: false }).where(eq(products.id, product.id));
    expect((await call('learner', 'GET', `/api/v1/media/${image.uuid}`)).statusCode).toBe(404);
  });

  it("does not reach another tenant's media", async () => {
    const otherTenant = await buildTenant(t.db);
    const [foreign] = await t.db
      .insert(media)
      .values({ tenant_id: otherTenant.id, title: 'Foreign', mime: 'image/png' })
      .returning();
    for (const [method, url] of [
      ['GET', `/api/v1/media/${foreign.uuid}`],
      ['PATCH', `/api/v1/media/${foreign.uuid}`],
      ['DELETE', `/api/v1/media/${foreign.uuid}`],
    ] as const) {
      const answer = await call('admin', method, url, method === 'PATCH' ? { title: 'X' } : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const listed = await call('admin', 'GET', '/api/v1/media?per_page=100&search=Foreign');
    expect(listed.json().data.items).toEqual([]);
  });
});
