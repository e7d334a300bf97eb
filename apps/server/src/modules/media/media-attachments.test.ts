import { mediaAttachmentSchema } from '@academy/contracts/entities/media';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessons, media, mediaAttachments } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, buildTenant } from '../../test/factories.ts';
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

const call = (role: DemoRole, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(tokens[role]), ...(payload ? { payload } : {}) });

async function libraryItem(title: string) {
  const [row] = await t.db
    .insert(media)
    .values({ tenant_id: demo.tenantId, title, mime: 'image/png', size: 100 })
    .returning();
  return row;
}

/** A lesson of its own, so the tests do not share media columns. */
async function freshLesson(title: string) {
  const [row] = await t.db.insert(lessons).values({ tenant_id: demo.tenantId, title }).returning();
  return row;
}

const attachmentsOf = (type: string, id: number) =>
  t.db
    .select()
    .from(mediaAttachments)
    .where(and(eq(mediaAttachments.attachment_type, type), eq(mediaAttachments.attachment_id, id)));

describe('media attachments', () => {
  it('attaches media to a lesson (its media column too), lists it, and detaches it', async () => {
    const lesson = await freshLesson('Lifting');
    const image = await libraryItem('Lifting poster');
    const attached = await call('admin', 'POST', '/api/v1/media-attachments', {
      media_id: image.uuid,
      attachment_type: 'lesson',
      attachment_id: lesson.uuid,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const item = mediaAttachmentSchema.parse(attached.json().data.item);
    expect(item).toMatchObject({
      media_id: image.id,
      media_uuid: image.uuid,
      media: { uuid: image.uuid, title: 'Lifting poster' },
      attachment_type: 'lesson',
      attachment_id: lesson.id,
      attachment: { uuid: lesson.uuid, header: 'Lifting', fqmi: `lessons:${lesson.uuid}|lesson` },
      assignment: 'media',
      abilities: { view: true, update: false, delete: true },
    });
    expect(attached.json().data.meta.relations).toEqual(
      expect.arrayContaining(['media-attachments', 'media', 'lessons']),
    );
    const [withMedia] = await t.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(withMedia.media_id).toBe(image.id);

    const listed = await call('admin', 'GET', `/api/v1/media-attachments?filter[attachment]=${lesson.uuid}`);
    expect(listed.json().data.items.map((row: { id: number }) => row.id)).toEqual([item.id]);
    const byMedia = await call('admin', 'GET', `/api/v1/media-attachments?filter[media]=${image.id}`);
    expect(byMedia.json().data.items.map((row: { id: number }) => row.id)).toEqual([item.id]);

    // In use: the media cannot be deleted until it is detached.
    expect((await call('admin', 'DELETE', `/api/v1/media/${image.uuid}`)).statusCode).toBe(409);
    const detached = await call('admin', 'DELETE', `/api/v1/media-attachments/${item.uuid}`);
    expect(detached.statusCode, detached.body).toBe(200);
    expect(await attachmentsOf('lesson', lesson.id)).toEqual([]);
    const [cleared] = await t.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(cleared.media_id).toBeNull();
    const deleted = await call('admin', 'DELETE', `/api/v1/media/${image.uuid}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(media).where(eq(media.id, image.id))).toEqual([]);
  });

  it('attaches at most one media item to an item; an empty list attaches nothing', async () => {
    const lesson = await freshLesson('Ladders');
    const first = await libraryItem('Ladder one');
    const second = await libraryItem('Ladder two');
    const base = { attachment_type: 'lesson', attachment_id: lesson.id };

    const two = await call('admin', 'POST', '/api/v1/media-attachments', {
      ...base,
      media_id: [first.id, second.id],
    });
    expect(two.statusCode, two.body).toBe(422);
    expect(two.json().errors).toEqual({ media_id: ['At most one media item can be attached.'] });

    const none = await call('admin', 'POST', '/api/v1/media-attachments', { ...base, media_id: [] });
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().data.item).toEqual([]);
    expect(await attachmentsOf('lesson', lesson.id)).toEqual([]);

    const one = await call('admin', 'POST', '/api/v1/media-attachments', { ...base, media_id: [first.uuid] });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().data.item).toHaveLength(1);

    // A second item for the same lesson and assignment is refused; the first stays.
    const another = await call('admin', 'POST', '/api/v1/media-attachments', {
      ...base,
      media_id: second.id,
    });
    expect(another.statusCode, another.body).toBe(422);
    expect(another.json().errors).toEqual({ media_id: ['At most one media item can be attached.'] });
    const rows = await attachmentsOf('lesson', lesson.id);
    expect(rows.map((row) => row.media_id)).toEqual([first.id]);

    // A lesson whose media column names other media already has its one item.
    const named = await freshLesson('Scaffolds');
    await t.db.update(lessons).set({ media_id: first.id }).where(eq(lessons.id, named.id));
    const over = await call('admin', 'POST', '/api/v1/media-attachments', {
      attachment_type: 'lesson',
      attachment_id: named.id,
      media_id: second.id,
    });
    expect(over.statusCode).toBe(422);
  });

  it('applies the same rule to the media and image fields of blocks, lessons, courses and variants', async () => {
    const first = await libraryItem('Field one');
    const second = await libraryItem('Field two');
    const { course, variants } = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
    const { variant } = variants[0];
    const { block } = variants[0].lessons[0];
    const lesson = await freshLesson('Field lesson');
    const targets: [string, string, string][] = [
      ['blocks', block.uuid, 'media_id'],
      ['lessons', lesson.uuid, 'media_id'],
      ['courses', course.uuid, 'image_id'],
      ['course-variants', variant.uuid, 'image_id'],
    ];
    for (const [segment, uuid, field] of targets) {
      const url = `/api/v1/${segment}/${uuid}`;
      const more = await call('admin', 'PATCH', url, { [field]: [first.id, second.id] });
      expect(more.statusCode, `${segment}: ${more.body}`).toBe(422);
      expect(more.json().errors[field]).toEqual(['At most one media item can be attached.']);
      const one = await call('admin', 'PATCH', url, { [field]: [first.uuid] });
      expect(one.statusCode, `${segment}: ${one.body}`).toBe(200);
      expect(one.json().data.item[field]).toBe(first.id);
      // An empty list changes nothing.
      const empty = await call('admin', 'PATCH', url, { [field]: [] });
      expect(empty.statusCode).toBe(200);
      expect(empty.json().data.item[field]).toBe(first.id);
    }
    const [courseRow] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(courseRow.image_id).toBe(first.id);
  });

  it('is for administrators only, and never reaches another tenant', async () => {
    const lesson = await freshLesson('Private');
    const image = await libraryItem('Private image');
    const created = await call('admin', 'POST', '/api/v1/media-attachments', {
      media_id: image.id,
      attachment_type: 'lesson',
      attachment_id: lesson.id,
    });
    const attachment = created.json().data.item;
    for (const role of ['manager', 'learner', 'fjordManager'] as const) {
      expect((await call(role, 'GET', '/api/v1/media-attachments')).statusCode, role).toBe(403);
      expect((await call(role, 'GET', `/api/v1/media-attachments/${attachment.uuid}`)).statusCode, role).toBe(
        404,
      );
      expect((await call(role, 'DELETE', `/api/v1/media-attachments/${attachment.uuid}`)).statusCode).toBe(
        404,
      );
      const attach = await call(role, 'POST', '/api/v1/media-attachments', {
        media_id: image.id,
        attachment_type: 'lesson',
        attachment_id: (await freshLesson(`Theirs ${role}`)).id,
      });
      expect(attach.statusCode, role).toBe(403);
    }
    expect(await attachmentsOf('lesson', lesson.id)).toHaveLength(1);

    const otherTenant = await buildTenant(t.db);
    const [foreignLesson] = await t.db
      .insert(lessons)
      .values({ tenant_id: otherTenant.id, title: 'Foreign' })
      .returning();
    const [foreignMedia] = await t.db
      .insert(media)
      .values({ tenant_id: otherTenant.id, title: 'Foreign', mime: 'image/png' })
      .returning();
    const toForeignLesson = await call('admin', 'POST', '/api/v1/media-attachments', {
      media_id: image.id,
      attachment_type: 'lesson',
      attachment_id: foreignLesson.uuid,
    });
    expect(toForeignLesson.statusCode).toBe(422);
    expect(Object.keys(toForeignLesson.json().errors)).toEqual(['attachment_id']);
    const foreignToOurs = await call('admin', 'POST', '/api/v1/media-attachments', {
      media_id: foreignMedia.uuid,
      attachment_type: 'lesson',
      attachment_id: (await freshLesson('Ours')).id,
    });
    expect(foreignToOurs.statusCode).toBe(422);
    expect(Object.keys(foreignToOurs.json().errors)).toEqual(['media_id']);
    expect(await attachmentsOf('lesson', foreignLesson.id)).toEqual([]);
  });
});
