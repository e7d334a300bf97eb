import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { courseVariantContract } from '@academy/contracts/entities/course-variant';
import { lessonContract } from '@academy/contracts/entities/lesson';
import { mediaAttachmentContract, mediaContract } from '@academy/contracts/entities/media';
import type { APIRequestContext, Page } from '@playwright/test';
import { openAsAdmin, settled } from '../../support/admin-screens.ts';
import { createResource, listResource, readResource } from '../../support/api-call.ts';
import { courseUuid } from '../../support/demo-courses.ts';
import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 12, the media manager in the browser as admin@: make a folder, upload a PNG into it through the
 * upload widget, see it in the folder, open its detail (size and dimensions), rename it, attach it to a
 * lesson, and find its deletion refused while it is attached — in English; the same screens in Norsk; axe on
 * each. On a server of its own, since these tests write.
 */
// One server and one worker for both tests, in order: the machine is shared.
test.describe.configure({ mode: 'default', timeout: 240_000 });

const server = ownServer();

const texts = {
  en: {
    myFiles: 'My files',
    newFolder: 'New folder',
    noFolders: 'No folders here.',
    noMedia: 'No media here yet. Upload files above.',
    uploadLabel: 'Upload to this folder',
    save: 'Save',
    lesson: 'Lesson',
    inUse: 'Media in use cannot be deleted',
    word: 'DELETE',
  },
  nb: {
    myFiles: 'Mine filer',
    newFolder: 'Ny mappe',
    noFolders: 'Ingen mapper her.',
    noMedia: 'Ingen media her ennå. Last opp filer over.',
    uploadLabel: 'Last opp til denne mappen',
    save: 'Lagre',
    lesson: 'Leksjon',
    inUse: 'Medier som er i bruk kan ikke slettes',
    word: 'SLETT',
    remove: 'Fjern',
  },
} as const;

/** CRC-32 of PNG chunks (the polynomial of ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of the given size (8-bit RGB, a gradient), so the server's sniffing and sharp accept it;
 * `stored` leaves its pixels uncompressed, for a file of a known, large size.
 */
function png(width: number, height: number, stored = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    rows[start] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      rows[start + 1 + x * 3] = (x * 255) / width;
      rows[start + 2 + x * 3] = (y * 255) / height;
      rows[start + 3 + x * 3] = 128;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: stored ? 0 : 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function createFolder(page: Page, name: string) {
  await page.getByTestId('folder-create').click();
  await settled(page, '.mantine-Modal-content');
  await page.getByTestId('folder-name').fill(name);
  await page.getByTestId('folder-save').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('sub-folders').getByRole('link', { name }).click();
  await expect(page.getByTestId('folder-title')).toHaveText(name);
}

test('an admin makes a folder, uploads a PNG, renames it, attaches it to a lesson, and cannot delete it while attached (en)', async ({
  page,
  request,
  axe,
}) => {
  const text = texts.en;
  const base = server.baseURL;
  const token = await openAsAdmin(page, request, server.baseURL, 'en', '/admin/media-manager');
  await expect(page).toHaveURL(/\/admin\/media-manager\/my-files$/);
  await expect(page.getByTestId('folder-title')).toHaveText(text.myFiles);
  await settled(page, '.filepond--drop-label');
  await axe();

  const folder = `Pictures ${Date.now()}`;
  await createFolder(page, folder);
  await expect(page.getByText(text.noFolders)).toBeVisible();
  await expect(page.getByText(text.noMedia)).toBeVisible();

  // The widget's own file input (FilePond): the upload, then the media item made of it in this folder.
  const input = page.getByTestId('media-upload').locator('input[type="file"]');
  await expect(input).toBeAttached();
  await settled(page, '.filepond--drop-label');
  await axe();
  await input.setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: png(40, 30) });
  const row = page.getByTestId('media-row').filter({ hasText: 'sunrise' });
  await expect(row).toBeVisible({ timeout: 30_000 });

  // Back in My files, the folder counts its one media item.
  await page.getByRole('link', { name: text.myFiles }).click();
  const folderRow = page.getByTestId('folder-row').filter({ hasText: folder });
  await expect(folderRow.getByRole('cell').nth(2)).toHaveText('1');
  await folderRow.getByRole('link', { name: folder }).click();

  await page.getByTestId('media-row').getByRole('link', { name: 'sunrise' }).click();
  await expect(page).toHaveURL(/\/admin\/media-manager\/\d+\/media\/\d+$/);
  await expect(page.getByTestId('media-title')).toHaveText('sunrise');
  const facts = page.getByTestId('media-facts');
  // A readable size (issue 22): a small PNG in B or kB ("2.3 kB"), not "0.00 MB".
  await expect(facts).toContainText(/Size\s*\d+(\.\d)?\s(B|kB)/);
  await expect(facts).toContainText('40 × 30 px');
  await expect(facts).toContainText('image/png');
  await expect(page.getByRole('img', { name: 'sunrise' })).toBeVisible();
  await expect(page.getByTestId('media-variants')).toContainText('thumbnail');
  await axe();

  await page.getByTestId('field-title').fill('Sunrise over the fjord');
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await expect(page.getByTestId('media-title')).toHaveText('Sunrise over the fjord');

  // Used elsewhere since this page loaded (a course variant's image, attached through the API): the delete
  // button is still offered, and the confirm modal shows the server's refusal.
  const mediaId = page.url().split('/').pop();
  const admin = { request, baseURL: base, token };
  const { items: variants } = await listResource(admin, courseVariantContract, { per_page: 100, sort: 'id' });
  await createResource(admin, mediaAttachmentContract, {
    media_id: Number(mediaId),
    attachment_type: 'course_variant',
    attachment_id: variants.find((variant) => variant.image_id === null)!.id,
  });
  await page.getByTestId('delete').click();
  await expect(page.getByTestId('confirm-action-input')).toBeVisible();
  await settled(page, '.mantine-Modal-content');
  await page.getByTestId('confirm-action-input').fill(text.word);
  await page.getByTestId('confirm-action-submit').click();
  await expect(page.getByRole('dialog')).toContainText(text.inUse);
  await axe();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Attach it to a lesson of the demo data without media (at most one per lesson), chosen by searching it.
  const { items: lessons } = await listResource(admin, lessonContract, { per_page: 100, sort: 'id' });
  const lesson = lessons.find((candidate) => candidate.media_id === null)!.header;
  const target = page.getByRole('combobox', { name: text.lesson, exact: true });
  await target.click();
  await target.fill(lesson.slice(0, 12));
  await page.getByRole('option', { name: lesson }).first().click();
  await page.getByTestId('attach-submit').click();
  await expect(page.getByTestId('media-uses')).toContainText(`${text.lesson}: ${lesson}`);

  // While attached, delete is refused: the button says why, and the server refuses it too.
  await expect(page.getByTestId('delete')).toBeDisabled();
  await expect(page.getByTestId('media-in-use')).toContainText(text.inUse);
  const item = await readResource(admin, mediaContract, mediaId!);
  expect(item.in_use).toBe(true);
  const refused = await request.delete(`${base}/api/v1/media/${item.uuid}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { uuid: item.uuid },
  });
  expect(refused.status()).toBe(409);
  await axe();
});

test('the media manager in Norsk: my files, a new folder and its upload widget (nb)', async ({
  page,
  request,
  axe,
}) => {
  const text = texts.nb;
  await openAsAdmin(page, request, server.baseURL, 'nb', '/admin/media-manager/my-files');
  await expect(page.getByTestId('folder-title')).toHaveText(text.myFiles);
  await expect(page.getByRole('link', { name: 'Mediebibliotek' })).toBeVisible();
  await settled(page, '.filepond--drop-label');
  await axe();

  const folder = `Bilder ${Date.now()}`;
  await createFolder(page, folder);
  await expect(page.getByText(text.noFolders)).toBeVisible();
  await expect(page.getByText(text.noMedia)).toBeVisible();
  await expect(page.getByText(text.uploadLabel)).toBeVisible();
  await expect(page.getByTestId('media-upload')).toContainText('Dra og slipp filer her eller');
  await settled(page, '.filepond--drop-label');

  // A file the server refuses by its bytes shows the server's reason on the file, in Norsk.
  await page
    .getByTestId('media-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByTestId('media-upload')).toContainText('Filen var ikke av en tillatt filtype', {
    timeout: 30_000,
  });
  await expect(page.getByText(text.noMedia)).toBeVisible();
  await axe();

  // A file bigger than one chunk (about 6.3 MB) goes as a start and two PATCH chunks, then becomes media here.
  const chunks: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().includes('/api/v1/filepond')) chunks.push(sent.url());
  });
  await page
    .getByTestId('media-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(1500, 1400, true) });
  await expect(page.getByTestId('media-row').filter({ hasText: 'big' })).toBeVisible({ timeout: 60_000 });
  expect(chunks).toHaveLength(2);

  // An upload whose media item could not be made stays in the widget, and removing it takes it back from the
  // server (FilePond's revert, DELETE /api/v1/filepond with the upload's id).
  await page.route('**/api/v1/media', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'validation.required',
            errors: { title: ['validation.required'] },
          }),
        })
      : route.continue(),
  );
  await page
    .getByTestId('media-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'undo.png', mimeType: 'image/png', buffer: png(8, 8) });
  const undo = page.getByRole('group', { name: 'undo.png' }).getByRole('button', { name: text.remove });
  await expect(undo).toBeVisible({ timeout: 30_000 });
  const reverted = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/filepond') && response.request().method() === 'DELETE',
  );
  await undo.click();
  expect((await reverted).status()).toBe(200);
});

/** A 3-second test-pattern video (ffmpeg testsrc, H.264), made for the test. */
function clip(): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'media-manager-'));
  const file = join(folder, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=3:size=320x240:rate=15',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-y',
    file,
  ]);
  return readFileSync(file);
}

/** A lesson without media of the English variant of WS-101, which learner@ is enrolled in (demo data). */
async function learnerLessonWithoutMedia(request: APIRequestContext, token: string) {
  const admin = { request, baseURL: server.baseURL, token };
  const course = await courseUuid(request, server.baseURL, 'WS-101');
  const { items: variants } = await listResource(admin, courseVariantContract, {
    'filter[course]': course,
    'filter[language]': 'en',
  });
  const { items: lessons } = await listResource(admin, lessonContract, {
    'filter[course_variant]': variants[0].uuid,
    per_page: 100,
  });
  const lesson = lessons.find((candidate) => candidate.media_id === null);
  expect(lesson, 'a WS-101 lesson without media').toBeDefined();
  return { course, title: lesson!.header };
}

test('a video uploaded through the widget is transcoded to ready, attached to a lesson, and a learner plays it there (en)', async ({
  page,
  browser,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const token = await openAsAdmin(page, request, server.baseURL, 'en', '/admin/media-manager/my-files');
  await settled(page, '.filepond--drop-label');
  await createFolder(page, `Videos ${Date.now()}`);
  await page
    .getByTestId('media-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip() });
  const row = page.getByTestId('media-row').filter({ hasText: 'clip' });
  await expect(row).toBeVisible({ timeout: 60_000 });
  // The folder's list reads its rows again while one is processing: the row turns ready without a reload.
  await expect(row).toContainText('Ready', { timeout: 120_000 });
  await row.getByRole('link', { name: 'clip' }).click();
  const facts = page.getByTestId('media-facts');
  await expect(facts).toContainText('Ready');
  await expect(facts).toContainText('00:00:03');
  await expect(facts).toContainText('320 × 240 px');
  await expect(page.getByTestId('media-processing')).toBeHidden();
  await expect(page.getByTestId('lesson-video')).toBeVisible();
  await axe();

  // Attached to a lesson of a course learner@ takes, through the detail's attach form.
  const lesson = await learnerLessonWithoutMedia(request, token);
  const target = page.getByRole('combobox', { name: texts.en.lesson, exact: true });
  await target.click();
  await target.fill(lesson.title.slice(0, 12));
  await page.getByRole('option', { name: lesson.title }).first().click();
  await page.getByTestId('attach-submit').click();
  await expect(page.getByTestId('media-uses')).toContainText(`${texts.en.lesson}: ${lesson.title}`);

  // The learner opens that lesson and the player streams the HLS renditions.
  const learnerContext = await browser.newContext({ locale: 'en-US' });
  const learner = await learnerContext.newPage();
  await signInWithToken(learner, base, users.learner);
  const playlist = learner.waitForResponse((response) => /\/hls\/master\.m3u8\?/.test(response.url()));
  await learner.goto(`${base}/courses/${lesson.course}`);
  await learner.getByTestId('lesson-row').filter({ hasText: lesson.title }).getByRole('link').click();
  const video = learner.getByTestId('lesson-content').getByTestId('lesson-video');
  await expect(video).toBeVisible();
  expect((await playlist).status()).toBe(200);
  // hls.js gave the element the clip's length and its first frame, decoded from a segment.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.round(element.duration)))
    .toBe(3);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
  // A 4:3 clip at 1280×800: scrolled to, the whole player (its controls at the bottom) fits below the header.
  await video.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect
    .poll(async () => {
      const player = await video.boundingBox();
      const header = await learner.getByTestId('area-header').boundingBox();
      // A pixel of rounding: the player scrolled to ends at the bottom edge of the window.
      return player && header
        ? { belowHeader: player.y >= header.y + header.height, inWindow: player.y + player.height <= 801 }
        : null;
    })
    .toEqual({ belowHeader: true, inWindow: true });
  await learnerContext.close();
});
