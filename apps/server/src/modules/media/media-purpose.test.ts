import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lessonSchema } from '@academy/contracts/entities/lesson';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directories, files, lessons, media } from '../../db/schema/content.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { buildEnrollmentWithPass } from '../../test/enrolled-company.ts';
import { auth, demoTenant } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { pngImage, postForm } from './intake/intake-test-support.ts';

/**
 * Issue 22: a video's generated poster and an uploaded company or tenant logo are media the product made for
 * one use. The library lists, searches, counts and offers only its own items; those are served where used.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'academy-media-purpose-')) } });
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const get = (role: DemoRole, url: string) => t.app.inject({ url, headers: auth(tokens[role]) });

/** The titles the library's list answers for a query (what the folder pages, search and pickers show). */
async function listed(query: string): Promise<string[]> {
  const answer = await get('admin', `/api/v1/media?per_page=100&${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.items.map((item: { title: string }) => item.title);
}

/** A stored JPEG media row of the tenant, with its file row, as the transcoder or an upload leaves it. */
async function storedImage(values: Partial<typeof media.$inferInsert>) {
  const uuid = randomUUID();
  const key = `media/${uuid}/original.png`;
  await t.app.services.storage.put(key, await pngImage(16, 9), { contentType: 'image/png' });
  const [row] = await t.db
    .insert(media)
    .values({ uuid, tenant_id: demo.tenantId, title: 'Image', mime: 'image/png', size: 100, ...values })
    .returning();
  await t.db.insert(files).values({ tenant_id: demo.tenantId, media_id: row.id, name: 'x.png', path: key });
  return row;
}

describe("a video's generated poster", () => {
  it('is not listed, searched or counted in its folder, but is the poster of its video for learners and authors', async () => {
    const word = `Crane${randomUUID().slice(0, 8)}`;
    const [folder] = await t.db
      .insert(directories)
      .values({ tenant_id: demo.tenantId, name: `${word} folder` })
      .returning();
    const poster = await storedImage({ title: `${word} clip (poster)`, purpose: 'video_poster' });
    const chosen = await storedImage({ title: `${word} chosen frame`, directory_id: folder.id });
    const [video] = await t.db
      .insert(media)
      .values({
        tenant_id: demo.tenantId,
        title: `${word} clip`,
        mime: 'video/mp4',
        directory_id: folder.id,
        poster_image_id: poster.id,
      })
      .returning();

    // The folder page, the top level, a search and a picker's image filter: the library's items only.
    expect((await listed(`filter[directory]=${folder.uuid}`)).sort()).toEqual([
      `${word} chosen frame`,
      `${word} clip`,
    ]);
    expect(await listed('filter[directory]=root')).not.toContain(`${word} clip (poster)`);
    expect((await listed(`search=${word}`)).sort()).toEqual([`${word} chosen frame`, `${word} clip`]);
    expect(await listed(`search=${word}&filter[type]=image`)).toEqual([`${word} chosen frame`]);
    const folders = (await get('admin', `/api/v1/directories?search=${word}`)).json().data.items;
    expect(folders.map((item: { media_count: number }) => item.media_count)).toEqual([2]);

    // The video names it as its poster, and the poster item itself still opens by its uuid.
    const item = (await get('admin', `/api/v1/media/${video.uuid}`)).json().data.item;
    expect(item.poster_image_uuid).toBe(poster.uuid);
    expect(item.poster_image.url).toMatch(new RegExp(`^/api/v1/media/${poster.uuid}/original\\?expires=`));
    expect((await get('admin', `/api/v1/media/${poster.uuid}`)).statusCode).toBe(200);

    // A learner of the lesson gets the poster with the video, signed, though the poster item is not theirs.
    const built = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
    await buildEnrollmentWithPass(t.db, demo.tenantId, {
      courseId: built.course.id,
      companyId: demo.nordlys.id,
      enrollable: { type: 'user', id: demo.user('learner').id },
    });
    const { lesson } = built.variants[0].lessons[0];
    await t.db.update(lessons).set({ media_id: video.id }).where(eq(lessons.id, lesson.id));
    const read = await get('learner', `/api/v1/lessons/${lesson.uuid}`);
    expect(read.statusCode, read.body).toBe(200);
    const lessonItem = lessonSchema.parse(read.json().data.item);
    const posterUrl = lessonItem.media?.poster_url ?? '';
    expect(posterUrl).toMatch(new RegExp(`^/api/v1/media/${poster.uuid}/original\\?expires=\\d+&signature=`));
    const served = await t.app.inject({ url: posterUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await get('learner', `/api/v1/media/${poster.uuid}`)).statusCode).toBe(404);

    // An administrator's choice is an ordinary library image, and the lesson shows that one instead.
    await t.db.update(media).set({ poster_image_id: chosen.id }).where(eq(media.id, video.id));
    const again = (await get('learner', `/api/v1/lessons/${lesson.uuid}`)).json().data.item;
    expect(again.media.poster_url).toMatch(new RegExp(`^/api/v1/media/${chosen.uuid}/original\\?`));
  });
});

describe('an uploaded logo', () => {
  it("of a company or the tenant is kept as a logo: not a library item, still the company's and tenant's logo", async () => {
    const word = `Brand${randomUUID().slice(0, 8)}`;
    const created = await postForm(t, tokens.admin, '/api/v1/companies', [
      { name: 'name', value: `${word} AS` },
      { name: 'logo', filename: `${word} company.png`, type: 'image/png', content: await pngImage(64, 20) },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.uuid, created.json().data.item.uuid));
    const [companyLogo] = await t.db
      .select()
      .from(media)
      .where(eq(media.uuid, company.logo ?? ''));
    expect(companyLogo).toMatchObject({ purpose: 'logo', directory_id: null });

    const tenant = await postForm(t, tokens.admin, `/api/v1/tenants/${(await demoTenant(t.db)).uuid}`, [
      { name: '_method', value: 'PATCH' },
      { name: 'logo', filename: `${word} tenant.png`, type: 'image/png', content: await pngImage(64, 20) },
    ]);
    expect(tenant.statusCode, tenant.body).toBe(200);

    expect(await listed(`search=${word}`)).toEqual([]);
    expect(await listed('filter[directory]=root')).not.toContain(`${word} company`);
    // Served where it is used: the company's and the tenant's signed links.
    expect((await t.app.inject({ url: created.json().data.item.logo })).statusCode).toBe(200);
    expect((await t.app.inject({ url: tenant.json().data.item.logo })).statusCode).toBe(200);

    // An image uploaded in the media manager is the library's, listed as before.
    const upload = await postForm(t, tokens.admin, '/api/v1/media', [
      { name: 'file', filename: `${word} photo.png`, type: 'image/png', content: await pngImage(32, 32) },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    expect(await listed(`search=${word}`)).toEqual([`${word} photo`]);
  });
});
