import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { auth, tokenForDemo } from '../../../test/factories.ts';
import { noisePng, pngImage, postForm, storedFiles } from './intake-test-support.ts';

/**
 * Security finding 7 of issue 20: who may upload what through FilePond, and how much a user's open
 * uploads may hold, so that nobody who may upload a logo can fill the disk.
 */

const KiB = 1024;
const quota = 200 * KiB;
const openMax = 3;

let t: TestApp;
let dataDir: string;
let tokens: { admin: string; manager: string };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-upload-limits-'));
  t = await buildTestApp({ config: { dataDir, uploadQuotaBytes: quota, uploadOpenMax: openMax } });
  tokens = {
    admin: await tokenForDemo(t.db, 'admin@academy.test'),
    manager: await tokenForDemo(t.db, 'manager@academy.test'),
  };
});
afterAll(() => t.close());

const upload = (token: string, kind: string, content: Buffer, type = 'image/png') =>
  postForm(t, token, `/api/v1/filepond?kind=${kind}`, [
    { name: 'filepond', value: '{}' },
    { name: 'filepond', filename: 'file.png', type, content },
  ]);

const announce = (token: string, kind: string, length: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/filepond?kind=${kind}`,
    headers: auth(token, {
      'upload-length': String(length),
      'content-type': 'multipart/form-data; boundary=x',
    }),
    payload: '--x\r\nContent-Disposition: form-data; name="filepond"\r\n\r\n{}\r\n--x--\r\n',
  });

const revert = (token: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v1/filepond',
    headers: auth(token, { 'content-type': 'text/plain' }),
    payload: id,
  });

/** A user's upload records, in a stable order: to see that a refused upload recorded nothing. */
const recordsOf = async (email: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return t.db.select().from(fileUploads).where(eq(fileUploads.user_id, user.id)).orderBy(fileUploads.id);
};

describe('what each role may upload', () => {
  it('lets a manager upload a logo or an image of at most the logo limit, and no video', async () => {
    const logo = await upload(tokens.manager, 'logo', await pngImage(40, 40));
    expect(logo.statusCode, logo.body).toBe(200);
    expect(
      (await t.db.select().from(fileUploads).where(eq(fileUploads.encrypted_id, logo.body)))[0],
    ).toMatchObject({ status: 'pending', kind: 'logo', mime: 'image/png' });
    expect((await revert(tokens.manager, logo.body)).statusCode).toBe(200);

    const before = { records: await recordsOf('manager@academy.test'), stored: storedFiles(dataDir) };
    for (const refused of [
      await upload(tokens.manager, 'video', Buffer.alloc(1000), 'video/mp4'),
      await announce(tokens.manager, 'video', 100 * 1024 * 1024),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe('You may upload only logos and images of at most 1 MB.');
    }
    const nb = await t.app.inject({
      method: 'POST',
      url: '/api/v1/filepond?kind=video',
      headers: auth(tokens.manager, { 'accept-language': 'nb', 'upload-length': '1000' }),
    });
    expect(nb.statusCode).toBe(403);
    expect(nb.json().message).toBe('Du kan bare laste opp logoer og bilder på høyst 1 MB.');

    // An image is held to the logo's limit, whether sent whole or announced for chunks.
    const large = await noisePng(700, 700);
    expect(large.length).toBeGreaterThan(1024 * 1024);
    const whole = await upload(tokens.manager, 'image', large);
    expect(whole.statusCode).toBe(413);
    expect(whole.json().errors).toEqual({ filepond: ['The file is too large: at most 1 MB.'] });
    const chunked = await announce(tokens.manager, 'image', 5 * 1024 * 1024);
    expect(chunked.statusCode).toBe(413);
    expect(await recordsOf('manager@academy.test')).toEqual(before.records);
    expect(storedFiles(dataDir)).toEqual(before.stored);
  });
});

describe("a user's open uploads", () => {
  it('are held to the quota in bytes, checked before anything is stored; used or reverted ones free it', async () => {
    const big = await noisePng(200, 200);
    expect(big.length).toBeGreaterThan(quota / 2);
    expect(big.length).toBeLessThan(quota);

    // A chunked upload counts at its announced length from the start.
    const tooLong = await announce(tokens.admin, 'video', quota + 1);
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().errors).toEqual({
      filepond: [
        'Your unfinished uploads would take up more than 200 KB together. Finish or remove some of them first.',
      ],
    });

    const first = await upload(tokens.admin, 'image', big);
    expect(first.statusCode, first.body).toBe(200);
    const before = { records: await recordsOf('admin@academy.test'), stored: storedFiles(dataDir) };
    const second = await upload(tokens.admin, 'image', big);
    expect(second.statusCode).toBe(413);
    expect(second.json().errors).toHaveProperty('filepond');
    expect((await announce(tokens.admin, 'video', big.length)).statusCode).toBe(413);
    expect(await recordsOf('admin@academy.test')).toEqual(before.records);
    expect(storedFiles(dataDir)).toEqual(before.stored);

    // Used: it no longer counts.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: auth(tokens.admin),
      payload: { upload: first.body },
    });
    expect(created.statusCode, created.body).toBe(201);
    const third = await upload(tokens.admin, 'image', big);
    expect(third.statusCode, third.body).toBe(200);
    // Reverted: neither.
    expect((await revert(tokens.admin, third.body)).statusCode).toBe(200);
    const fourth = await upload(tokens.admin, 'image', big);
    expect(fourth.statusCode, fourth.body).toBe(200);
    expect((await revert(tokens.admin, fourth.body)).statusCode).toBe(200);
  });

  it('are at most so many: one more is 429, in the language of the request', async () => {
    const small = await pngImage(8, 8);
    const ids: string[] = [];
    for (let i = 0; i < openMax - 1; i++) {
      const kept = await upload(tokens.admin, 'image', small);
      expect(kept.statusCode, kept.body).toBe(200);
      ids.push(kept.body);
    }
    const started = await announce(tokens.admin, 'image', 1000);
    expect(started.statusCode, started.body).toBe(200);
    ids.push(started.body);

    const before = { records: await recordsOf('admin@academy.test'), stored: storedFiles(dataDir) };
    const refused = await upload(tokens.admin, 'image', small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have 3 unfinished uploads, the most allowed. Finish or remove some of them, then try again.',
    );
    const nb = await t.app.inject({
      method: 'POST',
      url: '/api/v1/filepond?kind=image',
      headers: auth(tokens.admin, { 'accept-language': 'nb', 'upload-length': '10' }),
    });
    expect(nb.statusCode).toBe(429);
    expect(nb.json().message).toBe(
      'Du har 3 uferdige opplastinger, som er det meste som er tillatt. Fullfør eller fjern noen av dem, og prøv igjen.',
    );
    expect(await recordsOf('admin@academy.test')).toEqual(before.records);
    expect(storedFiles(dataDir)).toEqual(before.stored);

    for (const id of ids) expect((await revert(tokens.admin, id)).statusCode).toBe(200);
    expect((await upload(tokens.admin, 'image', small)).statusCode).toBe(200);
  });
});
