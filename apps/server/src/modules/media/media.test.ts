import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, lessons, media } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildEnrolledCompany, type EnrolledCompany } from '../../test/enrolled-company.ts';
import { demoTenant, tokenFor, tokenForDemo } from '../../test/factories.ts';
import { buildMedia, useMediaInLesson } from '../../test/media-factories.ts';
import { requests } from '../courses/content-test-support.ts';

let t: TestApp;
let tokens: Record<'learner' | 'fjord.learner' | 'admin', string>;
let http: ReturnType<typeof requests>;
// A company of the test's own: its learner reads the company's course and their personal one; Fjord's learner
// (a demo account) reads neither. The test's image illustrates the first lesson of the company's course.
let built: EnrolledCompany;
let picture: Awaited<ReturnType<typeof buildMedia>>;

beforeAll(async () => {
  t = await buildTestApp();
  http = requests(t);
  const tenant = await demoTenant(t.db);
  built = await buildEnrolledCompany(t.db, tenant.id);
  tokens = {
    learner: await tokenFor(t.db, built.learner),
    'fjord.learner': await tokenForDemo(t.db, 'fjord.learner@academy.test'),
    admin: await tokenForDemo(t.db, 'admin@academy.test'),
  };
  picture = await buildMedia(t.db, t.app.services.storage, tenant.id, { title: 'Test illustration' });
  for (const language of ['en', 'nb'] as const)
    await useMediaInLesson(t.db, firstLesson('whole', language), picture.media.id);
});
afterAll(() => t.close());

function firstLesson(course: 'whole' | 'personal', language: 'en' | 'nb') {
  const variant = built.courses[course].variants.find((entry) => entry.language.code === language)!;
  return variant.lessons[0].lesson;
}

async function builtImage() {
  return picture.media;
}

describe('media source', () => {
  it('presents the lesson image with mime, meta and a signed url the browser loads without a token', async () => {
    for (const language of ['en', 'nb'] as const) {
      const lesson = firstLesson('whole', language);
      const item = (await http.get(tokens.learner, `/api/v1/lessons/${lesson.uuid}`)).json().data.item;
      expect(item.media).toMatchObject({
        uuid: (await builtImage()).uuid,
        mime: 'image/svg+xml',
        hls: null,
        meta: { width: 640, height: 360 },
      });
      const image = await t.app.inject({ url: item.media.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cache-control']).toBe('private, max-age=3600');
      expect(image.headers['content-security-policy']).toContain('sandbox');
      expect(image.body).toBe(picture.body);
    }
  });

  it('gives the signed-in learner the bytes with the bearer token; unknown variants fall back to the original', async () => {
    const image = await builtImage();
    const response = await http.get(tokens.learner, `/api/v1/media/${image.uuid}/thumbnail`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe(picture.body);
  });

  it('keeps media of content a learner cannot read from them (404), not from its readers or admins', async () => {
    // A second image used only by a lesson of the learner's personal course, which Fjord's learner cannot read.
    const lesson = firstLesson('personal', 'en');
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
    const image = await builtImage();
    expect(
      (await http.get(tokens.admin, '/api/v1/media/00000000-0000-4000-8000-000000000000/original'))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/media/${image.uuid}/original` })).statusCode).toBe(401);
    const expires = Math.floor(Date.now() / 1000) + 600;
    const forged = `/api/v1/media/${image.uuid}/original?expires=${expires}&signature=forged`;
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
    const lesson = firstLesson('whole', 'en');
    const { url } = (await http.get(tokens.learner, `/api/v1/lessons/${lesson.uuid}`)).json().data.item.media;
    const stale = url.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ url: stale })).statusCode).toBe(403);
  });
});

describe('media source ranges and revalidation', () => {
  let svg: Buffer;
  let size: number;
  beforeAll(() => {
    svg = Buffer.from(picture.body);
    size = svg.length;
  });
  async function learnerGet(headers: Record<string, string> = {}) {
    return http.get(tokens.learner, `/api/v1/media/${(await builtImage()).uuid}/original`, headers);
  }

  it('answers the whole file with Accept-Ranges and a quoted ETag from storage', async () => {
    const response = await learnerGet();
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    const stored = await t.app.services.storage.stat(picture.path);
    expect(response.headers.etag).toBe(`"${stored?.etag}"`);
    expect(response.headers['content-length']).toBe(String(size));
    expect(Buffer.compare(response.rawPayload, svg)).toBe(0);
  });

  it('sends exactly the bytes of a-b, a- and -n as 206 with Content-Range, keeping the file headers', async () => {
    for (const [header, start, end] of [
      ['bytes=0-9', 0, 9],
      ['bytes=100-199', 100, 199],
      [`bytes=${size - 25}-`, size - 25, size - 1],
      ['bytes=-25', size - 25, size - 1],
      [`bytes=50-${size + 1000}`, 50, size - 1],
    ] as const) {
      const response = await learnerGet({ range: header });
      expect(response.statusCode, header).toBe(206);
      expect(response.headers['content-range'], header).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length'], header).toBe(String(end - start + 1));
      expect(Buffer.compare(response.rawPayload, svg.subarray(start, end + 1)), header).toBe(0);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('private, max-age=3600');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('answers 416 with bytes */size to a range past the end, and the whole file to ranges it does not serve', async () => {
    for (const header of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const response = await learnerGet({ range: header });
      expect(response.statusCode, header).toBe(416);
      expect(response.headers['content-range'], header).toBe(`bytes */${size}`);
      expect(response.body, header).toBe('');
    }
    for (const header of ['bytes=0-1,5-6', 'bytes=9-1', 'items=0-1']) {
      const response = await learnerGet({ range: header });
      expect(response.statusCode, header).toBe(200);
      expect(Buffer.compare(response.rawPayload, svg), header).toBe(0);
    }
  });

  it('answers 304 without a body when If-None-Match names the ETag, and honours If-Range only for it', async () => {
    const { etag } = (await learnerGet()).headers as { etag: string };
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await learnerGet({ 'if-none-match': header });
      expect(response.statusCode, header).toBe(304);
      expect(response.body, header).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('private, max-age=3600');
    }
    expect((await learnerGet({ 'if-none-match': '"other"' })).statusCode).toBe(200);

    expect((await learnerGet({ range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    const changed = await learnerGet({ range: 'bytes=0-9', 'if-range': '"older"' });
    expect(changed.statusCode).toBe(200);
    expect(Buffer.compare(changed.rawPayload, svg)).toBe(0);
  });

  it('gives a replaced file a new ETag, so the old one no longer answers 304', async () => {
    const lesson = firstLesson('whole', 'en');
    const [item] = await t.db
      .insert(media)
      .values({ tenant_id: lesson.tenant_id, title: 'Replaced', mime: 'application/octet-stream' })
      .returning();
    await t.db
      .insert(files)
      .values({ tenant_id: lesson.tenant_id, media_id: item.id, name: 'r.bin', path: 'test/replaced.bin' });
    const url = `/api/v1/media/${item.uuid}/original`;
    await t.app.services.storage.put('test/replaced.bin', 'first version');
    const first = await http.get(tokens.admin, url);
    expect(first.body).toBe('first version');

    await t.app.services.storage.put('test/replaced.bin', 'second version');
    const revalidated = await http.get(tokens.admin, url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(first.headers.etag);
    expect(revalidated.body).toBe('second version');
  });

  it('checks access before ranges and ETags: without access the headers change nothing', async () => {
    const lesson = firstLesson('whole', 'en');
    // Media used by nothing is for administrators only.
    const [item] = await t.db
      .insert(media)
      .values({ tenant_id: lesson.tenant_id, title: 'Unused', mime: 'application/octet-stream' })
      .returning();
    await t.db
      .insert(files)
      .values({ tenant_id: lesson.tenant_id, media_id: item.id, name: 'u.bin', path: 'test/unused.bin' });
    await t.app.services.storage.put('test/unused.bin', 'for administrators');
    const url = `/api/v1/media/${item.uuid}/original`;
    const { etag } = (await http.get(tokens.admin, url)).headers as { etag: string };

    const attempts: Record<string, string>[] = [
      { range: 'bytes=0-3' },
      { range: 'bytes=500-' },
      { 'if-none-match': etag },
    ];
    for (const headers of attempts) {
      const denied = await http.get(tokens.learner, url, headers);
      expect(denied.statusCode).toBe(404);
      expect(denied.headers.etag).toBeUndefined();
      expect(denied.headers['content-range']).toBeUndefined();
      expect((await t.app.inject({ url, headers })).statusCode).toBe(401);
    }
    expect((await http.get(tokens.admin, url, { range: 'bytes=0-2' })).body).toBe('for');
  });
});
