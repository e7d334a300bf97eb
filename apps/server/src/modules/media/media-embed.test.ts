import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { demoTenant } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import { demoTokens, type Role, requests } from '../courses/content-test-support.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;
let picture: Awaited<ReturnType<typeof buildMedia>>;
const clock = createTestClock();

beforeAll(async () => {
  t = await buildTestApp({ clock });
  tokens = await demoTokens(t);
  http = requests(t);
  picture = await buildMedia(t.db, t.app.services.storage, (await demoTenant(t.db)).id, {
    title: 'Embedded image',
  });
});
afterAll(() => t.close());

/** The test image's embed link, as the media item hands it to an administrator. */
async function embedLink(): Promise<{ uuid: string; link: URL }> {
  const image = picture.media;
  const item = (await http.get(tokens.admin, `/api/v1/media/${image.uuid}`)).json().data.item;
  expect(item.embed_url).toMatch(new RegExp(`^/media/${image.uuid}/embed\\?expires=\\d+&signature=`));
  return { uuid: image.uuid, link: new URL(item.embed_url, 'http://academy.test') };
}

const embedApi = (uuid: string, query: string) =>
  t.app.inject({ url: `/api/v1/media/${uuid}/embed${query}` });

describe('public media embed', () => {
  it('opens to anyone with the signed link, without signing in, and its source plays', async () => {
    const { uuid, link } = await embedLink();
    const response = await embedApi(uuid, link.search);
    expect(response.statusCode).toBe(200);
    const item = response.json().data.item;
    expect(item).toMatchObject({ uuid, title: 'Embedded image', type: 'image', hls: null });
    const source = await t.app.inject({ url: item.url });
    expect(source.statusCode).toBe(200);
    expect(source.body).toBe(picture.body);
  });

  it('answers 403 for a tampered or another item’s signature, and once the link has expired', async () => {
    const { uuid, link } = await embedLink();
    const expires = link.searchParams.get('expires');
    const signature = link.searchParams.get('signature') ?? '';
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await embedApi(uuid, `?expires=${expires}&signature=${tampered}`)).statusCode).toBe(403);
    expect(
      (await embedApi(uuid, `?expires=${Number(expires) + 86_400}&signature=${signature}`)).statusCode,
    ).toBe(403);
    const other = '00000000-0000-4000-8000-000000000000';
    expect((await embedApi(other, link.search)).statusCode).toBe(403);
    const refused = await embedApi(uuid, '?expires=1&signature=x');
    expect(refused.json().message).toMatch(/^Access denied/);

    // Valid for a week: still open after six days, closed after nine.
    clock.advanceDays(6);
    expect((await embedApi(uuid, link.search)).statusCode).toBe(200);
    clock.advanceDays(3);
    expect((await embedApi(uuid, link.search)).statusCode).toBe(403);
  });
});
