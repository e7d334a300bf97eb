import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/tenancy.ts';
import { brokenPng, disguisedManifest } from '../../modules/media/intake/intake-test-support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildTenant, tokenForDemo } from '../../test/factories.ts';
import { multipartBody, multipartType, partHead, testBoundary } from '../../test/multipart.ts';
import type { CatalogRoute } from './route-catalog.ts';

/**
 * No request of any shape gives a 5xx (DESIGN §9). A fixed corpus of hostile inputs goes to every route the
 * server registered (read from the app itself, so a new route is swept without touching this file), as an
 * administrator and as a guest.
 */

type Probe = {
  label: string;
  path?: string;
  query?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

const MiB = 1024 * 1024;
const json = { 'content-type': 'application/json' };
const fieldNames = [
  'name',
  'title',
  'code',
  'slug',
  'email',
  'first_name',
  'last_name',
  'password',
  'password_confirmation',
  'description',
  'text',
  'label',
  'value',
  'search',
  'token',
  'company',
  'attachable',
];
const everyField = (value: string) =>
  JSON.stringify(Object.fromEntries(fieldNames.map((name) => [name, value])));
const tenMegabytes = 'x'.repeat(10 * MiB);
const deepJson = `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
const form = multipartBody([
  { name: 'name', value: 'Form' },
  { name: 'code', value: 'fm' },
]);
const formType = multipartType();
const departmentName = JSON.stringify({ name: 'Hostile twin', company_id: 1 });

const bodyProbes: Probe[] = [
  { label: 'NUL in every text field', headers: json, payload: everyField('a\u0000b') },
  {
    label: 'a sign-up with NUL in a name',
    headers: json,
    payload: JSON.stringify({
      first_name: 'Nul\u0000',
      last_name: 'Byte',
      email: 'nul.byte@example.test',
      password: 'long-password-1',
      password_confirmation: 'long-password-1',
    }),
  },
  {
    label: 'lone surrogates in every text field',
    headers: json,
    payload: everyField('x').replaceAll('"x"', '"\\ud800"'),
  },
  {
    label: 'a trailing low surrogate',
    headers: json,
    payload: '{"name":"ok\\udfff","description":"\\udc00"}',
  },
  {
    label: 'NUL in keys',
    headers: json,
    payload: '{"a\\u0000":"x","settings":{"\\u0000":true},"permissions":{"p\\u0000":true}}',
  },
  {
    label: 'custom user fields keyed like Object.prototype',
    headers: json,
    payload: JSON.stringify({
      settings: {
        custom_user_fields: ['__proto__', 'constructor', 'toString'].map((key) => ({
          key,
          label: key,
          required: true,
        })),
      },
    }),
  },
  {
    label: 'custom field answers keyed like Object.prototype, with a new name',
    headers: json,
    payload:
      '{"company":"1","first_name":"Renamed","fields":{"constructor":"x","toString":"y","hasOwnProperty":"z"}}',
  },
  {
    label: '__proto__ keys',
    headers: json,
    payload: '{"__proto__":{"role":"super_admin"},"fields":{"__proto__":"x"},"settings":{"__proto__":{}}}',
  },
  // Sent twice: the second finds the name taken in the company (a create or a rename).
  { label: 'a department name', headers: json, payload: departmentName },
  { label: 'the same department name again', headers: json, payload: departmentName },
  {
    label: 'an address change with a role',
    headers: json,
    payload: '{"email":"hostile.change@example.test","role":"user","first_name":"Hostile"}',
  },
  { label: 'a 10 MB string', headers: json, payload: Buffer.from(JSON.stringify({ name: tenMegabytes })) },
  { label: 'JSON nested 20 000 deep', headers: json, payload: deepJson },
  { label: 'a JSON array', headers: json, payload: '[{"name":"x"}]' },
  { label: 'JSON null', headers: json, payload: 'null' },
  { label: 'a JSON string', headers: json, payload: '"text"' },
  { label: 'broken JSON', headers: json, payload: '{"name":' },
  { label: 'empty JSON body', headers: json, payload: '' },
  {
    label: 'JSON declared as UTF-16',
    headers: { 'content-type': 'application/json; charset=utf-16' },
    payload: '{}',
  },
  { label: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'name=x' },
  { label: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<name>x</name>' },
  {
    label: 'URL-encoded form',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=a%00b',
  },
  { label: 'a nonsense content type', headers: { 'content-type': ';;;/' }, payload: 'x' },
  {
    label: 'multipart/mixed',
    headers: { 'content-type': `multipart/mixed; boundary=${testBoundary}` },
    payload: form,
  },
  {
    label: 'multipart without a boundary',
    headers: { 'content-type': 'multipart/form-data' },
    payload: form,
  },
  {
    label: 'multipart with an empty boundary',
    headers: { 'content-type': 'multipart/form-data; boundary=' },
    payload: form,
  },
  {
    label: 'multipart with another boundary',
    headers: { 'content-type': multipartType('another') },
    payload: form,
  },
  {
    label: 'multipart cut short',
    headers: { 'content-type': formType },
    payload: form.subarray(0, form.length - 25),
  },
  { label: 'multipart garbage', headers: { 'content-type': formType }, payload: '--\r\n\r\n--academy' },
  {
    label: 'NUL in a multipart field and its name',
    headers: { 'content-type': formType },
    payload: multipartBody([
      { name: 'name', value: 'a\u0000b' },
      { name: 'na\u0000me', value: 'x' },
    ]),
  },
  {
    label: 'a 10 MB multipart field',
    headers: { 'content-type': formType },
    payload: multipartBody([{ name: 'name', value: tenMegabytes }]),
  },
  {
    label: 'a file in a field no form takes',
    headers: { 'content-type': formType },
    payload: multipartBody([
      { name: 'virus', filename: 'x.exe', type: 'application/octet-stream', content: 'MZ' },
    ]),
  },
  {
    label: 'a 2 MB logo',
    headers: { 'content-type': formType },
    payload: multipartBody([
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: Buffer.alloc(2 * MiB) },
    ]),
  },
  {
    label: 'a logo with NUL in its name, cut short',
    headers: { 'content-type': formType },
    payload: `${partHead({ name: 'logo', filename: 'a\u0000.png', type: 'image/png', content: '' })}PNG`,
  },
  { label: 'NUL in the query', query: '?search=a%00b&with=%00&filter%5Bname%5D=%00&attachable=%00&a%00=1' },
  { label: 'undecodable query', query: '?search=%ED%A0%80&name=%C0%AF&sort=%&page=%FF' },
  { label: 'a lone surrogate in the query', query: '?search=%ED%B0%80x' },
  // Longer than any proxy or Node's own header limit lets through; only an in-process request can send it.
  {
    label: 'a 100 KB query value',
    query: `?search=${'x'.repeat(100 * 1024)}&name=${'y'.repeat(100 * 1024)}`,
  },
  // Issue 20 finding 1: host routing is the operators'; the API takes no host and no key of theirs in `config`.
  {
    label: "hosts and operators' keys in config",
    headers: json,
    payload: JSON.stringify({
      config: { hosts: ['victim.example.test'], smtp_password: 'x', default_language: null },
      hosts: ['victim.example.test'],
    }),
  },
  // With two tenants (see beforeAll), a host none lists is served by none: 404 before any route runs.
  { label: 'a Host no tenant lists', query: '?page=1', headers: { host: 'nowhere.example.test:99999' } },
  { label: 'a broken IPv6 Host', query: '?page=1', headers: { host: '[::1' } },
  { label: 'a 300-character Host', query: '?page=1', headers: { host: `${'h'.repeat(300)}.test` } },
];

/**
 * Files that pass a first look and break later (issue 20): an image whose header is sound but whose pixels
 * are not, in every field that takes files (each alone: a form refuses a file in a field it does not take
 * before reading on), and bytes that sniff as MP4 but are a streaming manifest naming a local file.
 */
async function fileProbes(): Promise<Probe[]> {
  const broken = await brokenPng();
  const manifest = disguisedManifest('/nonexistent/academy-hostile-input.mp4');
  const fileIn = (name: string, filename: string, type: string, content: Buffer) =>
    multipartBody([
      { name: 'name', value: 'Hostile file' },
      { name, filename, type, content },
    ]);
  return [
    ...['file', 'filepond', 'logo', 'image'].map((field) => ({
      label: `an image with a sound header and broken data in "${field}"`,
      headers: { 'content-type': formType },
      payload: fileIn(field, 'broken.png', 'image/png', broken),
    })),
    // The media library's field (FilePond's takes a video only with `?kind=video`, which a query probe
    // would also send to every read route).
    {
      label: 'a manifest that sniffs as MP4 in "file"',
      headers: { 'content-type': formType },
      payload: fileIn('file', 'lecture.mp4', 'video/mp4', manifest),
    },
    {
      label: 'an upload chunk past its announced length',
      headers: {
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'upload-length': '4',
      },
      payload: 'more than four bytes',
    },
  ];
}

let t: TestApp;

beforeAll(async () => {
  // The sweep's tokens never change: caching their users spares a query on every request.
  t = await buildTestApp({ config: { actorCacheSeconds: 60 } });
  // A second tenant, so unknown hosts are refused rather than served by the only one (decisions.md "Host routing").
  await buildTenant(t.db, 'Second Tenant');
  t.app.services.tenants.invalidate();
  // Issue 20 finding 9: an administrator naming the super admin as the user they act as (refused, 403).
  const [superAdmin] = await t.db.select().from(users).where(eq(users.email, 'super@academy.test'));
  bodyProbes.push({
    label: 'Context-User naming the super admin',
    query: '?page=1',
    headers: { 'context-user': `users:${superAdmin.uuid}|user` },
  });
  bodyProbes.push(...(await fileProbes()));
});
afterAll(() => t.close());

/**
 * Concrete addresses of a route: the id of a row that exists for writes, so the checks behind the edge run
 * too (a delete names one that does not, so the sweep deletes nothing), and every link name of a link route.
 * The first address gets every probe; further link names, which share the first one's reading of the
 * request, get the query probes.
 */
function addressesOf(route: CatalogRoute): { address: string; allProbes: boolean }[] {
  const id = route.method === 'DELETE' ? '999999999' : '1';
  const link = /^\/api\/v1\/([^/]+)\/:id\/(attach|detach|sync)\/:name$/.exec(route.url);
  const addresses = link
    ? Object.keys(t.app.services.resources.bySegment(link[1])?.links ?? { unknown: null }).map(
        (name) => `/api/v1/${link[1]}/${id}/${link[2]}/${name}`,
      )
    : [route.url.replace(/:\w+/g, id).replace('*', 'anything')];
  return addresses.map((address, index) => ({ address, allProbes: index === 0 }));
}

const withNulInPath = (address: string, route: CatalogRoute) =>
  route.url.includes(':') ? address.replace(/\/(999999999|1)(?=\/|$)/, '/a%00b') : null;

type Actor = 'admin' | 'guest';

async function sweep(routes: CatalogRoute[], actor: Actor, probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    // A fresh session per route: a sign-out route ends only its own.
    const headers = actor === 'admin' ? auth(await tokenForDemo(t.db, 'admin@academy.test')) : {};
    for (const { address, allProbes } of addressesOf(route)) {
      const nulPath = withNulInPath(address, route);
      const chosen = allProbes ? probes : probes.filter((probe) => probe.query);
      for (const probe of nulPath ? [...chosen, { label: 'NUL in the path', path: nulPath }] : chosen) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: (probe.path ?? address) + (probe.query ?? ''),
          headers: { ...headers, ...probe.headers },
          payload: probe.payload,
        });
        if (response.statusCode >= 500)
          failures.push(
            `${route.method} ${address} [${probe.label}] → ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
  }
  return failures;
}

const apiRoutes = (methods: string[]) =>
  t.app.routeCatalog.filter((route) => route.url.startsWith('/api/') && methods.includes(route.method));
const writeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe('no hostile input gives a server error', () => {
  it('sweeps the routes the server registered, write routes among them', () => {
    const writes = apiRoutes(writeMethods).map((route) => `${route.method} ${route.url}`);
    expect(writes).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/register',
        'POST /api/v1/companies',
        'PATCH /api/v1/companies/:id',
        'POST /api/v1/companies/:id/attach/:name',
        'DELETE /api/v1/languages/:id',
      ]),
    );
  });

  for (const actor of ['admin', 'guest'] as const) {
    it(`as ${actor === 'admin' ? 'an administrator' : 'a guest'}, on every write route`, async () => {
      expect(await sweep(apiRoutes(writeMethods), actor, bodyProbes)).toEqual([]);
    }, 600_000);

    it(`as ${actor === 'admin' ? 'an administrator' : 'a guest'}, on every read route`, async () => {
      const queryProbes = bodyProbes.filter((probe) => probe.query);
      expect(await sweep(apiRoutes(['GET']), actor, queryProbes)).toEqual([]);
    }, 600_000);
  }
});
