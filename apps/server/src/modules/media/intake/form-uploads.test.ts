import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, courseVariants, files, fileVariants, media } from '../../../db/schema/content.ts';
import { products } from '../../../db/schema/learning.ts';
import { companies } from '../../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../../platform/auth/unawaited-work.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { tokenForDemo } from '../../../test/factories.ts';
import {
  brokenPng,
  jpegImage,
  noisePng,
  pngImage,
  postForm,
  storedBytes,
  storedFiles,
  svgImage,
  textPretendingToBePng,
} from './intake-test-support.ts';

let t: TestApp;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-form-uploads-'));
  t = await buildTestApp({ config: { dataDir } });
  admin = await tokenForDemo(t.db, 'admin@academy.test');
});
afterAll(() => t.close());

const mediaCount = async () => (await t.db.select({ id: media.id }).from(media)).length;

async function keptMedia(uuid: string) {
  const [row] = await t.db.select().from(media).where(eq(media.uuid, uuid));
  const [file] = await t.db.select().from(files).where(eq(files.media_id, row.id));
  const variants = await t.db.select().from(fileVariants).where(eq(fileVariants.file_id, file.id));
  return { row, file, variants };
}

/** What a refused upload must leave: the same media rows and stored files as before it. */
async function expectNothingLeft(before: { media: number; files: string[] }) {
  await unawaitedWorkSettled();
  expect(await mediaCount()).toBe(before.media);
  expect(storedFiles(dataDir)).toEqual(before.files);
}
const snapshot = async () => ({ media: await mediaCount(), files: storedFiles(dataDir) });

describe('the company logo', () => {
  it('keeps a PNG logo as media with its variants and shows it as a signed link', async () => {
    const logo = await pngImage(640, 200);
    const response = await postForm(t, admin, '/api/v1/companies', [
      { name: 'name', value: 'Logo Works' },
      { name: 'logo', filename: 'brand logo.png', type: 'image/png', content: logo },
    ]);
    expect(response.statusCode).toBe(201);
    const item = response.json().data.item;
    const [company] = await t.db.select().from(companies).where(eq(companies.uuid, item.uuid));
    const { row, file, variants } = await keptMedia(company.logo!);
    expect(row).toMatchObject({ title: 'brand logo', mime: 'image/png', size: logo.length });
    expect(row.meta).toEqual({ width: 640, height: 200 });
    expect(file).toMatchObject({ name: 'brand logo.png', path: `media/${row.uuid}/original.png` });
    expect(variants.map((variant) => variant.variant_name).sort()).toEqual(['card', 'full', 'thumbnail']);
    expect(await t.app.services.storage.stat(file.path)).toMatchObject({ size: logo.length });

    expect(item.logo).toMatch(new RegExp(`^/api/v1/media/${row.uuid}/original\\?expires=\\d+&signature=`));
    const served = await t.app.inject({ url: item.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(logo)).toBe(true);

    // The company's own registration page shows it too, to visitors without a token.
    const page = await t.app.inject({ url: `/api/v1/auth/register/${company.slug}` });
    expect(page.statusCode).toBe(200);
    const pageLogo = page.json().data.item.logo;
    expect(pageLogo).toMatch(new RegExp(`^/api/v1/media/${row.uuid}/original\\?`));
    expect((await t.app.inject({ url: pageLogo })).statusCode).toBe(200);
  });

  it('refuses a text file named .png with the spec message, leaving no object and no row', async () => {
    const before = await snapshot();
    const response = await postForm(t, admin, '/api/v1/companies', [
      { name: 'name', value: 'Fake Logo' },
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: textPretendingToBePng },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ logo: ['File was not of an allowed filetype.'] });
    expect(await t.db.select().from(companies).where(eq(companies.name, 'Fake Logo'))).toEqual([]);
    await expectNothingLeft(before);
  });

  it('refuses a logo whose header is sound but whose data is broken (422, not 500), keeping nothing', async () => {
    const before = await snapshot();
    const response = await postForm(t, admin, '/api/v1/companies', [
      { name: 'name', value: 'Broken Logo' },
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: await brokenPng() },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ logo: ['File was not of an allowed filetype.'] });
    expect(await t.db.select().from(companies).where(eq(companies.name, 'Broken Logo'))).toEqual([]);
    await expectNothingLeft(before);
  });

  it('refuses an SVG even when it says it is a PNG', async () => {
    const before = await snapshot();
    const response = await postForm(t, admin, '/api/v1/companies', [
      { name: 'name', value: 'Vector Logo' },
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: svgImage },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ logo: ['File was not of an allowed filetype.'] });
    await expectNothingLeft(before);
  });

  it('refuses a WebP logo (the spec allows PNG, JPG and GIF) and a logo over 1 MB', async () => {
    const before = await snapshot();
    const webp = await sharp(await pngImage(50, 50))
      .webp()
      .toBuffer();
    const wrongType = await postForm(t, admin, '/api/v1/companies', [
      { name: 'name', value: 'WebP Logo' },
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: webp },
    ]);
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual({ logo: ['File was not of an allowed filetype.'] });

    const large = await noisePng(620, 620);
    expect(large.length).toBeGreaterThan(1024 * 1024);
    const tooLarge = await postForm(t, admin, '/api/v1/companies', [
      { name: 'name', value: 'Large Logo' },
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: large },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({
      logo: ['The logo must be a PNG, JPG or GIF image of at most 1 MB.'],
    });
    await expectNothingLeft(before);
  });

  it('replaces the logo on update with the new file', async () => {
    const created = await postForm(t, admin, '/api/v1/companies', [{ name: 'name', value: 'Logo Later' }]);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.item.logo).toBeNull();
    const updated = await postForm(t, admin, `/api/v1/companies/${created.json().data.item.uuid}`, [
      { name: '_method', value: 'PATCH' },
      { name: 'logo', filename: 'new.jpg', type: 'image/jpeg', content: await jpegImage(300, 100) },
    ]);
    expect(updated.statusCode).toBe(200);
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.uuid, created.json().data.item.uuid));
    expect((await keptMedia(company.logo!)).row).toMatchObject({ mime: 'image/jpeg', title: 'new' });
  });
});

describe('a course image', () => {
  it('keeps the image of the course form and links it as image_id, with WebP variants never upscaled', async () => {
    const image = await jpegImage(2400, 1600);
    const response = await postForm(t, admin, '/api/v1/courses', [
      { name: 'name', value: 'Course With Picture' },
      { name: 'image', filename: '../../etc/passwd.jpg', type: 'image/jpeg', content: image },
    ]);
    expect(response.statusCode).toBe(201);
    const [course] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.uuid, response.json().data.item.uuid));
    const [row] = await t.db.select().from(media).where(eq(media.id, course.image_id!));
    const { file, variants } = await keptMedia(row.uuid);
    // The name is a display name only; the key is the server's.
    expect(file).toMatchObject({ name: 'passwd.jpg', path: `media/${row.uuid}/original.jpg` });
    expect(row).toMatchObject({ mime: 'image/jpeg', meta: { width: 2400, height: 1600 } });
    expect(response.json().data.item.image).toMatchObject({ uuid: row.uuid, mime: 'image/jpeg' });

    const widths: Record<string, [number, number]> = {};
    for (const variant of variants) {
      expect(variant).toMatchObject({
        mime: 'image/webp',
        path: `media/${row.uuid}/${variant.variant_name}.webp`,
      });
      const stored = await storedBytes(t.app.services.storage, variant.path);
      expect(stored.length).toBe(variant.size);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      widths[variant.variant_name] = [metadata.width, metadata.height];
    }
    expect(widths).toEqual({ thumbnail: [320, 213], card: [800, 533], full: [1920, 1280] });

    const small = await postForm(t, admin, '/api/v1/courses', [
      { name: 'name', value: 'Course With Small Picture' },
      { name: 'image', filename: 'small.png', type: 'image/png', content: await pngImage(200, 120) },
    ]);
    const [smallCourse] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.uuid, small.json().data.item.uuid));
    const [smallRow] = await t.db.select().from(media).where(eq(media.id, smallCourse.image_id!));
    for (const variant of (await keptMedia(smallRow.uuid)).variants) {
      const metadata = await sharp(await storedBytes(t.app.services.storage, variant.path)).metadata();
      expect([metadata.width, metadata.height]).toEqual([200, 120]);
    }
  });

  it('refuses an SVG course image, leaving nothing behind', async () => {
    const before = await snapshot();
    const response = await postForm(t, admin, '/api/v1/courses', [
      { name: 'name', value: 'Course With Vector' },
      { name: 'image', filename: 'picture.svg', type: 'image/svg+xml', content: svgImage },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ image: ['File was not of an allowed filetype.'] });
    await expectNothingLeft(before);
  });
});

describe('a product image and a course variant image', () => {
  it('keeps the image of the product form as its image_id', async () => {
    const response = await postForm(t, admin, '/api/v1/products', [
      { name: 'name', value: 'Pictured Product' },
      { name: 'price', value: '1000' },
      { name: 'number_of_days', value: '30' },
      {
        name: 'image',
        filename: 'product.webp',
        type: 'image/webp',
        content: await sharp(await pngImage(900, 600))
          .webp()
          .toBuffer(),
      },
    ]);
    expect(response.statusCode).toBe(201);
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.uuid, response.json().data.item.uuid));
    const [row] = await t.db.select().from(media).where(eq(media.id, product.image_id!));
    expect(row).toMatchObject({ title: 'product', mime: 'image/webp', meta: { width: 900, height: 600 } });
  });

  it('keeps the image of a course variant update', async () => {
    const [variant] = await t.db.select().from(courseVariants).limit(1);
    const response = await postForm(t, admin, `/api/v1/course-variants/${variant.uuid}`, [
      { name: '_method', value: 'PATCH' },
      {
        name: 'image',
        filename: 'cover.gif',
        type: 'image/gif',
        content: await sharp(await pngImage(40, 30))
          .gif()
          .toBuffer(),
      },
    ]);
    expect(response.statusCode).toBe(200);
    const [updated] = await t.db.select().from(courseVariants).where(eq(courseVariants.id, variant.id));
    const [row] = await t.db.select().from(media).where(eq(media.id, updated.image_id!));
    expect(row).toMatchObject({ mime: 'image/gif', meta: { width: 40, height: 30 } });
    expect(response.json().data.item.image).toMatchObject({ uuid: row.uuid });
  });
});
