import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineResourceContract } from '@academy/contracts/common/resource-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { languages } from '../../db/schema/tenancy.ts';
import { resources } from '../../modules/resources.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';
import { multipartBody, multipartType, partHead, postStreamed } from '../../test/multipart.ts';
import { adminOnly, definePolicy } from '../policy/define-policy.ts';
import { defineResource } from './define-resource.ts';
import type { UploadedFile } from './temp-upload.ts';

/**
 * A resource of this test only, whose create hook records what it was handed: the contract media storage
 * will build on (a temporary path, its size, the declared name and type, the file there during the hook).
 */
const seenByHook: (UploadedFile & { content: string })[] = [];
const probeContract = defineResourceContract({
  segment: 'upload-probes',
  type: 'upload_probe',
  item: z.looseObject({}),
  create: z.strictObject({ code: z.string().max(10), name: z.string().max(100) }),
  filters: {},
  sorts: [],
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
});
const probeResource = defineResource(probeContract, {
  table: languages,
  policy: definePolicy<object>({
    viewAny: adminOnly,
    create: adminOnly,
    view: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  }),
  label: { en: 'Probe', nb: 'Probe' },
  header: (row) => row.name,
  uploads: { picture: 'image' },
  create: {
    async after(_row, _input, context) {
      for (const file of context.uploads ?? [])
        seenByHook.push({ ...file, content: readFileSync(file.path, 'utf8') });
    },
  },
});

const MiB = 1024 * 1024;
/** Far more than any socket buffers: an answer before it is all sent means the server stopped reading. */
const hugeFile = 256 * MiB;
const readAtMost = 64 * MiB;

let t: TestApp;
let port: number;
let uploadsDirectory: string;
let tokens: { admin: string; learner: string };
let fjordId: number;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-uploads-'));
  uploadsDirectory = join(dataDir, 'tmp', 'uploads');
  t = await buildTestApp({
    config: { dataDir, uploadImageMaxBytes: 4096 },
    resources: [...resources, probeResource],
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  tokens = {
    admin: await tokenForDemo(t.db, 'admin@academy.test'),
    learner: await tokenForDemo(t.db, 'learner@academy.test'),
  };
  fjordId = (await demoCompany(t.db, 'fjord')).id;
});
afterAll(() => t.close());

const temporaryFiles = () => (existsSync(uploadsDirectory) ? readdirSync(uploadsDirectory) : []);

/** A form whose file is `fileBytes` long, streamed: fields first, as browsers send them. */
function streamedForm(path: string, token: string, field: string, type: string, fileBytes: number) {
  return postStreamed({
    port,
    path,
    headers: { ...auth(token), 'content-type': multipartType() },
    head:
      partHead({ name: 'name', value: 'Changed' }) +
      partHead({ name: field, filename: 'big', type, content: '' }),
    fileBytes,
    tail: `\r\n--academy-test-boundary--\r\n`,
  }).answer;
}

describe('a form file is read only after the request is authorised', () => {
  it('answers a learner 403 on an admin-only create before reading the file', async () => {
    const before = await t.db.select().from(languages);
    const answer = await streamedForm('/api/v1/languages', tokens.learner, 'file', 'image/png', hugeFile);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).message).toBe('Access denied. You might need to log out and log back in.');
    expect(answer.bytesProduced).toBeLessThan(readAtMost);
    expect(await t.db.select().from(languages)).toHaveLength(before.length);
    expect(temporaryFiles()).toEqual([]);
  });

  it('answers a learner 403 on an update of a company they do not manage, before reading the logo', async () => {
    const answer = await streamedForm(
      `/api/v1/companies/${fjordId}`,
      tokens.learner,
      'logo',
      'image/png',
      hugeFile,
    );
    // The learner belongs to Nordlys, not Fjord: Fjord is not even visible to them.
    expect([403, 404]).toContain(answer.status);
    expect(answer.bytesProduced).toBeLessThan(readAtMost);
  });

  it('answers 404 for an item that does not exist before reading the file', async () => {
    const answer = await streamedForm(
      '/api/v1/companies/999999999',
      tokens.admin,
      'logo',
      'image/png',
      hugeFile,
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).message).toBe('The requested item was not found.');
    expect(answer.bytesProduced).toBeLessThan(readAtMost);
  });

  it('stops an oversize logo at its 1 MB limit with 413 and the logo message, leaving no file', async () => {
    const answer = await streamedForm(
      `/api/v1/companies/${fjordId}`,
      tokens.admin,
      'logo',
      'image/png',
      hugeFile,
    );
    expect(answer.status).toBe(413);
    const logoMessage = 'The logo must be a PNG, JPG or GIF image of at most 1 MB.';
    expect(JSON.parse(answer.body)).toEqual({ message: logoMessage, errors: { logo: [logoMessage] } });
    expect(answer.bytesProduced).toBeLessThan(readAtMost);
    expect(temporaryFiles()).toEqual([]);
  });

  it('takes a logo of exactly 1 MB and refuses one byte more', async () => {
    // A real PNG (the logo is kept as media, checked by its bytes), padded after its end to the size wanted.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const send = (size: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/companies/${fjordId}`,
        headers: { ...auth(tokens.admin), 'content-type': multipartType() },
        payload: multipartBody([
          { name: 'header_link_label', value: 'Home' },
          {
            name: 'logo',
            filename: 'logo.png',
            type: 'image/png',
            content: Buffer.concat([png, Buffer.alloc(size - png.length)]),
          },
        ]),
      });
    expect((await send(MiB)).statusCode).toBe(200);
    const tooLarge = await send(MiB + 1);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors.logo).toEqual([
      'The logo must be a PNG, JPG or GIF image of at most 1 MB.',
    ]);
    expect(temporaryFiles()).toEqual([]);
  });

  it('refuses a logo of another type, and a file in a field the form does not take, before reading it', async () => {
    const send = (part: { name: string; type: string }) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/companies/${fjordId}`,
        headers: { ...auth(tokens.admin), 'content-type': multipartType() },
        payload: multipartBody([{ ...part, filename: 'x', content: 'plain text' }]),
      });
    const wrongType = await send({ name: 'logo', type: 'text/plain' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual({
      logo: ['The logo must be a PNG, JPG or GIF image of at most 1 MB.'],
    });
    const otherField = await send({ name: 'attachment', type: 'image/png' });
    expect(otherField.statusCode).toBe(422);
    expect(otherField.json().errors).toEqual({ attachment: ['This field is not allowed.'] });
    expect(temporaryFiles()).toEqual([]);
  });
});

describe('the file reaches the resource hooks as a temporary file, gone after the request', () => {
  it('hands the hook the path, size, name and type, then removes the file', async () => {
    seenByHook.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload-probes',
      headers: { ...auth(tokens.admin), 'content-type': multipartType() },
      payload: multipartBody([
        { name: 'code', value: 'up' },
        { name: 'name', value: 'Upload' },
        { name: 'picture', filename: 'cat.png', type: 'image/png', content: 'not really a cat' },
      ]),
    });
    expect(response.statusCode).toBe(201);
    expect(seenByHook).toHaveLength(1);
    const [file] = seenByHook;
    expect(file).toMatchObject({
      field: 'picture',
      filename: 'cat.png',
      mimetype: 'image/png',
      size: 16,
      content: 'not really a cat',
    });
    expect(file.path.startsWith(uploadsDirectory)).toBe(true);
    expect(existsSync(file.path)).toBe(false);
  });

  it('limits an image field by UPLOAD_IMAGE_MAX_BYTES', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload-probes',
      headers: { ...auth(tokens.admin), 'content-type': multipartType() },
      payload: multipartBody([
        { name: 'code', value: 'big' },
        { name: 'name', value: 'Big' },
        { name: 'picture', filename: 'big.png', type: 'image/png', content: Buffer.alloc(4097) },
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ picture: ['The file is too large: at most 4 KB.'] });
    expect(temporaryFiles()).toEqual([]);
  });

  it('removes the partial file when the client goes away in the middle of the upload', async () => {
    const upload = postStreamed({
      port,
      path: `/api/v1/companies/${fjordId}`,
      method: 'PATCH',
      headers: { ...auth(tokens.admin), 'content-type': multipartType() },
      head: partHead({ name: 'logo', filename: 'logo.png', type: 'image/png', content: '' }),
      fileBytes: 900 * 1024,
      tail: '\r\n--academy-test-boundary--\r\n',
      stallAt: 448 * 1024,
    });
    // Half the logo is sent and the server is writing it; then the client goes away.
    const written = () => temporaryFiles().map((name) => statSync(join(uploadsDirectory, name)).size);
    await vi.waitFor(() => expect(written()[0]).toBeGreaterThan(0), { timeout: 30_000 });
    upload.abort();
    await expect(upload.answer).rejects.toThrow();
    await vi.waitFor(() => expect(temporaryFiles()).toEqual([]), { timeout: 30_000 });
  });
});
