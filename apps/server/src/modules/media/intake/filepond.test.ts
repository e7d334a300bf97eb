import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads } from '../../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { auth, buildUser, demoTenant, tokenFor, tokenForDemo } from '../../../test/factories.ts';
import type { FormPart } from '../../../test/multipart.ts';
import {
  brokenPng,
  pngImage,
  postForm,
  storedFiles,
  svgImage,
  textPretendingToBePng,
} from './intake-test-support.ts';

let t: TestApp;
let dataDir: string;
let tokens: { admin: string; otherAdmin: string; learner: string };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-filepond-'));
  t = await buildTestApp({ config: { dataDir } });
  const tenant = await demoTenant(t.db);
  tokens = {
    admin: await tokenForDemo(t.db, 'admin@academy.test'),
    otherAdmin: await tokenFor(t.db, await buildUser(t.db, tenant.id, { role: 'admin' })),
    learner: await tokenForDemo(t.db, 'learner@academy.test'),
  };
});
afterAll(() => t.close());

/** What FilePond's `process` sends: the item's metadata as a field, then the file, both named `filepond`. */
const filePondForm = (file: Omit<Extract<FormPart, { filename: string }>, 'name'>): FormPart[] => [
  { name: 'filepond', value: '{}' },
  { name: 'filepond', ...file },
];

const revert = (token: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v1/filepond',
    headers: auth(token, { 'content-type': 'text/plain' }),
    payload: id,
  });

const recordOf = async (id: string) =>
  (await t.db.select().from(fileUploads).where(eq(fileUploads.encrypted_id, id)))[0];

describe('FilePond process (POST /api/v1/filepond)', () => {
  it('stores the file, records it as pending for its uploader and answers its id as text', async () => {
    const image = await pngImage(120, 80);
    const response = await postForm(
      t,
      tokens.admin,
      '/api/v1/filepond',
      filePondForm({ filename: 'diagram.png', type: 'image/png', content: image }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const id = response.body;
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const record = await recordOf(id);
    expect(record).toMatchObject({
      filename: 'diagram.png',
      status: 'pending',
      size: image.length,
      mime: 'image/png',
    });
    expect(record.path).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    expect(record.time).not.toBeNull();
    expect(await t.app.services.storage.stat(record.path!)).toMatchObject({ size: image.length });
  });

  it('refuses a fake image, an SVG and a broken image with the spec message, leaving no object and no record', async () => {
    const before = { records: (await t.db.select().from(fileUploads)).length, files: storedFiles(dataDir) };
    for (const content of [textPretendingToBePng, svgImage, await brokenPng()]) {
      const response = await postForm(
        t,
        tokens.admin,
        '/api/v1/filepond',
        filePondForm({ filename: 'image.png', type: 'image/png', content }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ filepond: ['File was not of an allowed filetype.'] });
    }
    expect((await t.db.select().from(fileUploads)).length).toBe(before.records);
    expect(storedFiles(dataDir)).toEqual(before.files);
  });

  it('applies the limit of the kind asked for, and answers 422 without a file', async () => {
    const logo = await postForm(
      t,
      tokens.admin,
      '/api/v1/filepond?kind=logo',
      filePondForm({ filename: 'big.png', type: 'image/png', content: Buffer.alloc(1024 * 1024 + 1) }),
    );
    expect(logo.statusCode).toBe(413);
    const empty = await postForm(t, tokens.admin, '/api/v1/filepond', [{ name: 'filepond', value: '{}' }]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ filepond: ['This field is required.'] });
  });

  it('is for the people whose forms take files: a learner is refused, a guest must sign in', async () => {
    const form = filePondForm({ filename: 'a.png', type: 'image/png', content: await pngImage(4, 4) });
    expect((await postForm(t, tokens.learner, '/api/v1/filepond', form)).statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/filepond' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('FilePond revert (DELETE /api/v1/filepond)', () => {
  async function upload(token: string) {
    const response = await postForm(
      t,
      token,
      '/api/v1/filepond',
      filePondForm({ filename: 'revert.png', type: 'image/png', content: await pngImage(16, 16) }),
    );
    expect(response.statusCode).toBe(200);
    return { id: response.body, path: (await recordOf(response.body)).path! };
  }

  it('removes the object and the record when its uploader takes it back', async () => {
    const { id, path } = await upload(tokens.admin);
    const response = await revert(tokens.admin, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Upload deleted.');
    expect(await recordOf(id)).toBeUndefined();
    expect(await t.app.services.storage.stat(path)).toBeNull();
  });

  it('lets no one else revert it, and knows no unknown id (404 for both)', async () => {
    const { id, path } = await upload(tokens.admin);
    const other = await revert(tokens.otherAdmin, id);
    expect(other.statusCode).toBe(404);
    expect(await recordOf(id)).toMatchObject({ status: 'pending' });
    expect(await t.app.services.storage.stat(path)).not.toBeNull();
    expect((await revert(tokens.admin, 'no-such-upload')).statusCode).toBe(404);
    expect((await revert(tokens.admin, id)).statusCode).toBe(200);
  });
});

describe('Creating media from an upload (POST /api/v1/media with `upload`)', () => {
  async function upload(token: string, name = 'chart.png') {
    const response = await postForm(
      t,
      token,
      '/api/v1/filepond',
      filePondForm({ filename: name, type: 'image/png', content: await pngImage(64, 48) }),
    );
    expect(response.statusCode).toBe(200);
    return { id: response.body, path: (await recordOf(response.body)).path! };
  }
  const create = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/media', headers: auth(token), payload: body });

  it('keeps the upload as a media item with its variants, marks it used and drops the upload object', async () => {
    const { id, path } = await upload(tokens.admin);
    const response = await create(tokens.admin, { upload: id });
    expect(response.statusCode).toBe(201);
    const item = response.json().data.item;
    expect(item).toMatchObject({
      title: 'chart',
      mime: 'image/png',
      type: 'image',
      meta: { width: 64, height: 48 },
    });
    expect(item.variants.map((variant: { variant_name: string }) => variant.variant_name)).toContain(
      'thumbnail',
    );
    expect(await recordOf(id)).toMatchObject({ status: 'used' });
    expect(await t.app.services.storage.stat(path)).toBeNull();

    // Used once: a second create with it, and a revert of it, find nothing.
    const again = await create(tokens.admin, { upload: id });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      upload: ['The upload was not found or was already used. Upload the file again.'],
    });
    expect((await revert(tokens.admin, id)).statusCode).toBe(404);
  });

  it("refuses someone else's upload and leaves it pending for its uploader", async () => {
    const { id, path } = await upload(tokens.admin, 'mine.png');
    const response = await create(tokens.otherAdmin, { upload: id });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('upload');
    expect(await recordOf(id)).toMatchObject({ status: 'pending' });
    expect(await t.app.services.storage.stat(path)).not.toBeNull();
  });
});
