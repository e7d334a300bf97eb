import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents, languages } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, tokenForDemo } from '../../test/factories.ts';

let t: TestApp;
let admin: string;
let learner: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenForDemo(t.db, 'admin@academy.test');
  learner = await tokenForDemo(t.db, 'learner@academy.test');
});
afterAll(() => t.close());

describe('the resource engine (languages)', () => {
  it('lists with pagination, search, sort and the echoed request key', async () => {
    const response = await t.app.inject({
      url: '/api/v1/languages?sort=code&request=abc&per_page=1',
      headers: auth(learner),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.meta.request).toBe('abc');
    expect(data.meta.pagination).toEqual({ page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(data.items[0]).toMatchObject({
      code: 'en',
      fqmi: `languages:${data.items[0].uuid}|language`,
      header: 'English',
    });
    expect(data.items[0].abilities).toEqual({ view: true, update: false, delete: false });
    expect(typeof data.items[0].variants_count).toBe('number');

    const searched = await t.app.inject({ url: '/api/v1/languages?search=norsk', headers: auth(learner) });
    expect(searched.json().data.items.map((item: { code: string }) => item.code)).toEqual(['nb']);
  });

  it('gets by id and by uuid, and answers 404 for unknown ids', async () => {
    const [english] = await t.db.select().from(languages).where(eq(languages.code, 'en'));
    const byId = await t.app.inject({ url: `/api/v1/languages/${english.id}`, headers: auth(learner) });
    const byUuid = await t.app.inject({ url: `/api/v1/languages/${english.uuid}`, headers: auth(learner) });
    expect(byId.json().data.item.uuid).toBe(english.uuid);
    expect(byUuid.json().data.item.id).toBe(english.id);
    expect((await t.app.inject({ url: '/api/v1/languages/999999', headers: auth(learner) })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: '/api/v1/languages/nonsense', headers: auth(learner) })).statusCode,
    ).toBe(404);
  });

  it('checks a filter value against the contract in each of its forms, so filters get only values they know', async () => {
    // users.role is an enum filter: the bare form and the parsed `filter` object are checked like filter[role].
    for (const query of ['filter%5Brole%5D=owner', 'role=owner', 'filter[role]=owner']) {
      const refused = await t.app.inject({ url: `/api/v1/users?${query}`, headers: auth(admin) });
      expect(refused.statusCode, query).toBe(422);
      expect(refused.json().errors['filter[role]'], query).toEqual(['This value is not valid.']);
    }
    const admins = await t.app.inject({ url: '/api/v1/users?role=admin', headers: auth(admin) });
    expect(admins.statusCode).toBe(200);
    const roles = admins.json().data.items.map((item: { role: string }) => item.role);
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set(['admin']));
  });

  it('requires a signed-in user: a missing or unknown token is refused with the bearer challenge', async () => {
    for (const headers of [{}, { authorization: 'Bearer no-such-token' }]) {
      const response = await t.app.inject({ url: '/api/v1/languages', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
      expect(response.headers['www-authenticate']).toBe('Bearer realm="academy"');
    }
    // An operation's own 401 about what it was given (here a used launch code) challenges nothing: the web keeps
    // the session it may hold.
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti/exchange',
      headers: auth(learner),
      payload: { code: 'no-such-code' },
    });
    expect(code.statusCode).toBe(401);
    expect(code.headers['www-authenticate']).toBeUndefined();
  });

  it('creates from JSON and from a multipart form, updates with _method=PATCH, deletes, and audits', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: auth(admin),
      payload: { code: 'sv', name: 'Svenska' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(created.json().data.meta.relations).toEqual(['languages']);
    expect(created.json().data.meta.message).toBe('Language created.');

    const boundary = 'academyboundary';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="_method"',
      '',
      'PATCH',
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Svensk',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/languages/${item.uuid}`,
      headers: { ...auth(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.item.name).toBe('Svensk');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/languages/${item.uuid}`,
      headers: auth(admin),
      payload: { uuid: item.uuid },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(languages).where(eq(languages.uuid, item.uuid))).toHaveLength(0);
    const events = (
      await t.db
        .select()
        .from(incidents)
        .where(eq(incidents.target, `languages:${item.uuid}|language`))
    ).map((row) => row.event);
    expect(events).toEqual(['languages.created', 'languages.updated', 'languages.deleted']);
  });

  it('refuses a learner with 403 and writes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: auth(learner),
      payload: { code: 'da', name: 'Dansk' },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(languages).where(eq(languages.code, 'da'))).toHaveLength(0);
  });

  it('answers bad input with translated messages keyed by field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: { ...auth(admin), 'accept-language': 'nb' },
      payload: { code: 'x', name: '', color: 'red' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Oisann! Det er noen feil. Se over og rett dem.');
    expect(body.errors.name).toEqual(['Navn er påkrevd.']);
    expect(body.errors.color).toEqual(['Dette feltet er ikke tillatt.']);
    expect(body.errors.code).toBeDefined();
  });

  it('answers a _method that is not a word with 422 on _method, and changes nothing', async () => {
    const [english] = await t.db.select().from(languages).where(eq(languages.code, 'en'));
    for (const sent of [{ toString: true }, ['PATCH', 'DELETE']]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/languages/${english.uuid}`,
        headers: auth(admin),
        payload: { name: 'Changed', _method: sent },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors._method).toEqual(['This value has the wrong type.']);
    }
    const [after] = await t.db.select().from(languages).where(eq(languages.id, english.id));
    expect(after.name).toBe(english.name);
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: { ...auth(admin), 'content-type': 'application/json' },
      payload: '{"code": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });
});
