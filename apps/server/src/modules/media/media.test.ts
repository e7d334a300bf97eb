import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseVariantLessons, files, lessons, media } from '../../db/schema/content.ts';
import { hazardIllustration } from '../../db/seed/content-media.ts';
import { writeDemoMedia } from '../../db/seed/write-demo-media.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { demoTokens, demoVariant, type Role, requests } from '../courses/content-test-support.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
  http = requests(t);
  await writeDemoMedia(t.app.services.storage);
});
afterAll(() => t.close());

async function firstLesson(code: 'WS-101' | 'CS-301', language: 'en' | 'nb') {
  const variant = await demoVariant(t, code, language);
  const [row] = await t.db
    .select({ lesson: lessons })
    .from(courseVariantLessons)
    .innerJoin(lessons, eq(lessons.id, courseVariantLessons.lesson_id))
    .where(eq(courseVariantLessons.course_variant_id, variant.id))
    .orderBy(asc(courseVariantLessons.sort_order))
    .limit(1);
  return row.lesson;
}

async function demoImage() {
  const [row] = await t.db.select().from(media).where(eq(media.title, hazardIllustration.title));
  return row;
}

describe('media source', () => {
  it('presents the lesson image with mime, meta and a signed url the browser loads without a token', async () => {
    for (const language of ['en', 'nb'] as const) {
      const lesson = await firstLesson('WS-101', language);
      const item = (await http.get(tokens.learner, `/api/v1/lessons/${lesson.uuid}`)).json().data.item;
      expect(item.media).toMatchObject({
        uuid: (await demoImage()).uuid,
        mime: 'image/svg+xml',
        hls: null,
        meta: { width: 640, height: 360 },
      });
      const image = await t.app.inject({ url: item.media.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cache-control']).toBe('private, max-age=3600');
      expect(image.headers['content-security-policy']).toContain('sandbox');
      expect(image.body).toBe(hazardIllustration.svg);
    }
  });

  it('gives the signed-in learner the bytes with the bearer token; unknown variants fall back to the original', async () => {
    const image = await demoImage();
    const response = await http.get(tokens.learner, `/api/v1/media/${image.uuid}/thumbnail`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe(hazardIllustration.svg);
  });

  it('keeps media of content a learner cannot read from them (404), not from its readers or admins', async () => {
    // A second image used only by a lesson of CS-301, which learner@ is enrolled in and Fjord's learner is not.
    const lesson = await firstLesson('CS-301', 'en');
    const [item] = await t.db
      .insert(media)
      .values({ tenant_id: lesson.tenant_id, title: 'Private', mime: 'image/svg+xml' })
      .returning();
    await t.db
      .insert(files)
      .values({ tenant_id: lesson.tenant_id, media_id: item.id, name: 'p.svg', path: 'test/p.svg' });
    await t.app.services.storage.put('test/p.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await t.db.update(lessons).set({ media_id: item.id }).where(eq(lessons.id, lesson.id));

    const url = `/api/v1/media/${item.uuid}/original`;
    expect((await http.get(tokens['fjord.learner'], url)).statusCode).toBe(404);
    expect((await http.get(tokens.learner, url)).statusCode).toBe(200);
    expect((await http.get(tokens.admin, url)).statusCode).toBe(200);

    // Media used by nothing is for administrators only.
    await t.db.update(lessons).set({ media_id: null }).where(eq(lessons.id, lesson.id));
    expect((await http.get(tokens.learner, url)).statusCode).toBe(404);
    expect((await http.get(tokens.admin, url)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown uuid, 401 signed out, 403 for a bad or expired signature', async () => {
    const image = await demoImage();
    expect(
      (await http.get(tokens.admin, '/api/v1/media/00000000-0000-4000-8000-000000000000/original'))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/media/${image.uuid}/original` })).statusCode).toBe(401);
    const expires = Math.floor(Date.now() / 1000) + 600;
    const forged = `/api/v1/media/${image.uuid}/original?expires=${expires}&signature=forged`;
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
    const lesson = await firstLesson('WS-101', 'en');
    const { url } = (await http.get(tokens.learner, `/api/v1/lessons/${lesson.uuid}`)).json().data.item.media;
    const stale = url.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ url: stale })).statusCode).toBe(403);
  });
});
