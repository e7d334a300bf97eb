import { archivedIncidentSchema, incidentSchema } from '@academy/contracts/entities/incident';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/content.ts';
import { incidentArchive, incidents, languages, users } from '../../db/schema/tenancy.ts';
import { archiveIncidents } from '../../platform/audit-archive.ts';
import { incidentArchiveJob } from '../../platform/jobs/housekeeping-jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * The changelog (issue 13): every write through the generic API and the actions leaves an incident in the
 * same transaction — an update with its changed values before and after, never a secret — and the daily job
 * moves old incidents to the archive the historic view reads. Only administrators read either.
 */

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
// A course built here, with an authored body to be changed.
let course: typeof courses.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  const built = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
  [course] = await t.db
    .update(courses)
    .set({ body: '<p>What the course <em>covers</em>.</p>' })
    .where(eq(courses.id, built.course.id))
    .returning();
});
afterAll(() => t.close());

const inject = (role: DemoRole, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(tokens[role]), payload });
const incidentsAbout = (target: string) =>
  t.db.select().from(incidents).where(eq(incidents.target, target)).orderBy(incidents.id);
const count = async () => (await t.db.select({ id: incidents.id }).from(incidents)).length;

describe('what a write records', () => {
  it('records a create with its values, an update with before and after, a delete with what was lost', async () => {
    const created = await inject('admin', 'POST', '/api/v1/languages', { code: 'sv', name: 'Svensk' });
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json().data.item;
    const updated = await inject('admin', 'PATCH', `/api/v1/languages/${uuid}`, { name: 'Svenska' });
    expect(updated.statusCode).toBe(200);
    // An update that changes nothing names the field but records no change.
    await inject('admin', 'PATCH', `/api/v1/languages/${uuid}`, { name: 'Svenska' });
    expect((await inject('admin', 'DELETE', `/api/v1/languages/${uuid}`)).statusCode).toBe(200);

    const events = await incidentsAbout(`languages:${uuid}|language`);
    expect(events.map((row) => row.event)).toEqual([
      'languages.created',
      'languages.updated',
      'languages.updated',
      'languages.deleted',
    ]);
    const [create, update, unchanged, remove] = events;
    expect(create).toMatchObject({
      user_id: demo.user('admin').id,
      data: { header: 'Svensk', values: { code: 'sv', name: 'Svensk' } },
    });
    expect(update.data).toEqual({
      header: 'Svenska',
      fields: ['name'],
      changes: { name: { before: 'Svensk', after: 'Svenska' } },
    });
    expect(unchanged.data).toEqual({ header: 'Svenska', fields: ['name'], changes: {} });
    expect(remove.data).toEqual({ header: 'Svenska', values: { code: 'sv', name: 'Svenska' } });
  });

  it('keeps authored HTML as it was sanitised and stored', async () => {
    expect(course.body).toBe('<p>What the course <em>covers</em>.</p>');
    const response = await inject('admin', 'PATCH', `/api/v1/courses/${course.uuid}`, {
      body: '<p>Fresh <strong>text</strong></p><script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    const [event] = (await incidentsAbout(`courses:${course.uuid}|course`)).slice(-1);
    expect(event.data.changes).toEqual({ body: { before: course.body, after: stored.body } });
    expect(JSON.stringify(event.data)).not.toContain('script');
  });

  it('never records a secret: password hashes and tokens are named at most, without values', async () => {
    const created = await inject('admin', 'POST', '/api/v1/users', {
      first_name: 'Audit',
      last_name: 'Trail',
      email: 'audit.trail@example.test',
      company_id: demo.nordlys.id,
    });
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json().data.item;
    const [row] = await t.db.select().from(users).where(eq(users.uuid, uuid));
    const [create] = await incidentsAbout(`users:${uuid}|user`);
    expect(create.data.values).toMatchObject({ first_name: 'Audit', email: 'audit.trail@example.test' });
    expect(Object.keys(create.data.values as object)).not.toContain('password_hash');
    if (row.password_hash) expect(JSON.stringify(create.data)).not.toContain(row.password_hash);

    const renamed = await inject('admin', 'PATCH', `/api/v1/users/${uuid}`, { first_name: 'Audited' });
    expect(renamed.statusCode).toBe(200);
    const [, update] = await incidentsAbout(`users:${uuid}|user`);
    expect(update.data.changes).toEqual({ first_name: { before: 'Audit', after: 'Audited' } });
  });

  it("names a changed reference's items beside their ids, and the API returns the names to administrators only", async () => {
    const learner = demo.user('learner');
    const target = `users:${learner.uuid}|user`;
    const [norwegian] = await t.db
      .select()
      .from(languages)
      .where(and(eq(languages.tenant_id, demo.tenantId), eq(languages.code, 'nb')));
    expect(norwegian.name).toBe('Norsk bokmål');
    await t.db.update(users).set({ preferred_language_id: null }).where(eq(users.id, learner.id));

    const response = await inject('admin', 'PATCH', `/api/v1/users/${learner.uuid}`, {
      preferred_language: 'nb',
    });
    expect(response.statusCode).toBe(200);
    const [update] = (await incidentsAbout(target)).slice(-1);
    expect(update.event).toBe('users.updated');
    expect(update.data.changes).toEqual({
      preferred_language_id: { before: null, after: norwegian.id, after_label: 'Norsk bokmål' },
    });

    const read = await inject(
      'admin',
      'GET',
      `/api/v1/incidents?filter[target]=${encodeURIComponent(target)}`,
    );
    expect(read.statusCode).toBe(200);
    const item = read.json().data.items.find((entry: { uuid: string }) => entry.uuid === update.uuid);
    incidentSchema.parse(item);
    expect(item.data.changes.preferred_language_id).toEqual({
      before: null,
      after: norwegian.id,
      after_label: 'Norsk bokmål',
    });
    // The trail stays the administrators': the learner's own manager and another company's manager get nothing.
    for (const role of ['manager', 'fjordManager'] as const) {
      expect((await inject(role, 'GET', `/api/v1/incidents?filter[target]=${target}`)).statusCode).toBe(403);
      expect((await inject(role, 'GET', `/api/v1/incidents/${update.uuid}`)).statusCode).toBe(404);
    }
  });

  it('names a reference into its own table (a folder moved into another) by the folder it names', async () => {
    const folder = async (name: string) => {
      const created = await inject('admin', 'POST', '/api/v1/directories', { name });
      expect(created.statusCode).toBe(201);
      return created.json().data.item as { id: number; uuid: string };
    };
    const outer = await folder('Audit outer');
    const inner = await folder('Audit inner');
    const moved = await inject('admin', 'PATCH', `/api/v1/directories/${inner.uuid}`, {
      parent_id: outer.id,
    });
    expect(moved.statusCode).toBe(200);
    const [update] = (await incidentsAbout(`directories:${inner.uuid}|directory`)).slice(-1);
    expect(update.data.changes).toEqual({
      parent_id: { before: null, after: outer.id, after_label: 'Audit outer' },
    });
  });

  it('names the linked items of an attach and of a sync before and after', async () => {
    const department = demo.operations;
    const target = `departments:${department.uuid}|department`;
    const person = (role: DemoRole) => demo.user(role);
    const fqmiOf = (role: DemoRole) => `users:${person(role).uuid}|user`;
    const nameOf = (role: DemoRole) => `${person(role).first_name} ${person(role).last_name}`;
    const link = (operation: string, query: string) =>
      inject('admin', 'POST', `/api/v1/departments/${department.uuid}/${operation}/users?${query}`);
    expect((await link('sync', `synchronizables=${person('learner').id}`)).statusCode).toBe(200);
    expect((await link('sync', `synchronizables=${person('multi').id}`)).statusCode).toBe(200);
    const [sync] = (await incidentsAbout(target)).slice(-1);
    expect(sync.data).toMatchObject({
      before: [fqmiOf('learner')],
      after: [fqmiOf('multi')],
      labels: { [fqmiOf('learner')]: nameOf('learner'), [fqmiOf('multi')]: nameOf('multi') },
    });
  });

  it('records attach, detach and sync with the linked items, and a sync with the list before and after', async () => {
    const department = demo.operations;
    const target = `departments:${department.uuid}|department`;
    const fqmiOf = (role: DemoRole) => `users:${demo.user(role).uuid}|user`;
    const link = (operation: string, query: string) =>
      inject('admin', 'POST', `/api/v1/departments/${department.uuid}/${operation}/users?${query}`);
    const before = (await incidentsAbout(target)).length;

    expect((await link('attach', `attachable=${demo.user('learner').uuid}`)).statusCode).toBe(200);
    expect((await link('detach', `detachable=${demo.user('learner').uuid}`)).statusCode).toBe(200);
    expect(
      (await link('sync', `synchronizables=${demo.user('learner').id},${demo.user('multi').id}`)).statusCode,
    ).toBe(200);
    const recorded = (await incidentsAbout(target)).slice(before);
    expect(recorded.map((row) => row.event)).toEqual([
      'departments.attach',
      'departments.detach',
      'departments.sync',
    ]);
    expect(recorded[0].data).toMatchObject({ relation: 'users', targets: [fqmiOf('learner')] });
    expect(recorded[1].data).toMatchObject({ relation: 'users', targets: [fqmiOf('learner')] });
    expect(recorded[2].data).toMatchObject({
      relation: 'users',
      targets: [fqmiOf('learner'), fqmiOf('multi')],
      after: expect.arrayContaining([fqmiOf('learner'), fqmiOf('multi')]),
    });
    expect(recorded[2].data.before).not.toContain(fqmiOf('learner'));
  });

  it('records an action (POST /api/v1/action) with its arguments, by its name', async () => {
    const response = await inject('learner', 'POST', '/api/v1/action', {
      action: 'notifications.mark-all-read',
    });
    expect(response.statusCode).toBe(200);
    const [event] = await t.db
      .select()
      .from(incidents)
      .where(
        and(
          eq(incidents.event, 'notifications.mark-all-read'),
          eq(incidents.user_id, demo.user('learner').id),
        ),
      );
    expect(event).toMatchObject({ company_id: demo.nordlys.id, target: null, data: { args: {} } });
  });

  it('records nothing when the write fails: refused, invalid, or an unknown action', async () => {
    const before = await count();
    const english = course;
    expect([403, 404]).toContain(
      (await inject('learner', 'PATCH', `/api/v1/courses/${english.uuid}`, { name: 'Mine' })).statusCode,
    );
    const invalid = await inject('admin', 'PATCH', `/api/v1/courses/${english.uuid}`, { name: '' });
    expect(invalid.statusCode).toBe(422);
    expect(
      (await inject('admin', 'POST', '/api/v1/languages', { code: 'en', name: 'Again' })).statusCode,
    ).toBe(422);
    expect(
      (
        await inject('admin', 'POST', '/api/v1/action', {
          action: 'notifications.mark-all-read',
          args: { x: 1 },
        })
      ).statusCode,
    ).toBe(422);
    expect(await count()).toBe(before);
  });

  it('names the company or user an administrator acts in for someone else', async () => {
    const [language] = (await inject('admin', 'GET', '/api/v1/languages?filter[code]=nb')).json().data.items;
    const asFjord = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/languages/${language.uuid}`,
      headers: auth(tokens.admin, { 'context-scope': `companies:${demo.fjord.uuid}|company` }),
      payload: { name: 'Norsk (bokmål)' },
    });
    expect(asFjord.statusCode).toBe(200);
    const asLearner = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/languages/${language.uuid}`,
      headers: auth(tokens.admin, { 'context-user': `users:${demo.user('learner').uuid}|user` }),
      payload: { name: 'Norsk' },
    });
    expect(asLearner.statusCode).toBe(200);
    const [byScope, byUser] = (await incidentsAbout(`languages:${language.uuid}|language`)).slice(-2);
    expect(byScope).toMatchObject({
      user_id: demo.user('admin').id,
      company_id: demo.fjord.id,
      data: { acting_as: { type: 'company', uuid: demo.fjord.uuid, name: 'Fjord Logistics' } },
    });
    expect(byUser).toMatchObject({
      user_id: demo.user('admin').id,
      data: { acting_as: { type: 'user', uuid: demo.user('learner').uuid } },
    });
    // Acting in one's own company is no impersonation.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/action',
      headers: auth(tokens.manager, { 'context-scope': `companies:${demo.nordlys.uuid}|company` }),
      payload: { action: 'notifications.mark-all-read' },
    });
    expect(own.statusCode).toBe(200);
    const [managerEvent] = await t.db
      .select()
      .from(incidents)
      .where(
        and(
          eq(incidents.event, 'notifications.mark-all-read'),
          eq(incidents.user_id, demo.user('manager').id),
        ),
      );
    expect(managerEvent.data).toEqual({ args: {} });
  });
});

describe('reading the changelog', () => {
  it('filters by resource, user and date, newest first', async () => {
    const list = async (query: string) => {
      const response = await inject('admin', 'GET', `/api/v1/incidents?per_page=100&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().data.items as { event: string; target: string | null; created_at: string }[];
    };
    const languageEvents = await list('filter[resource]=languages');
    expect(languageEvents.length).toBeGreaterThanOrEqual(4);
    expect(languageEvents.every((item) => item.target?.startsWith('languages:'))).toBe(true);
    const sorted = [...languageEvents].sort((a, b) => b.created_at.localeCompare(a.created_at));
    expect(languageEvents.map((item) => item.created_at)).toEqual(sorted.map((item) => item.created_at));

    // Actions are found by the resource they are named after.
    expect((await list('filter[resource]=notifications')).map((item) => item.event)).toContain(
      'notifications.mark-all-read',
    );
    // `_` in a segment is no wildcard.
    expect(await list('filter[resource]=question_alternatives')).toEqual([]);

    const byLearner = await list(`filter[user]=${demo.user('learner').uuid}`);
    expect(byLearner.map((item) => item.event)).toContain('notifications.mark-all-read');
    expect(byLearner.map((item) => item.event)).not.toContain('languages.created');

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`filter[resource]=languages&filter[from]=${today}&filter[to]=${today}`)).length).toBe(
      languageEvents.length,
    );
    expect(await list(`filter[from]=${tomorrow}`)).toEqual([]);
    for (const item of languageEvents) incidentSchema.parse(item);
  });
});

describe('the archive (historic)', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  it('moves incidents older than 90 days to the archive, once, keeping their identity; historic reads them', async () => {
    const [old, recent] = await t.db
      .insert(incidents)
      .values([
        {
          tenant_id: demo.tenantId,
          event: 'courses.updated',
          user_id: demo.user('admin').id,
          target: `courses:${course.uuid}|course`,
          data: { changes: { name: { before: 'Old', after: 'New' } } },
          created_at: daysAgo(120),
        },
        {
          tenant_id: demo.tenantId,
          event: 'courses.updated',
          user_id: demo.user('admin').id,
          target: `courses:${course.uuid}|course`,
          created_at: daysAgo(30),
        },
      ])
      .returning();

    // The scheduled job (inline in tests) does the move.
    await t.app.services.jobs.enqueue(incidentArchiveJob, {});
    expect(await t.db.select().from(incidents).where(eq(incidents.id, old.id))).toEqual([]);
    expect(await t.db.select().from(incidents).where(eq(incidents.id, recent.id))).toHaveLength(1);
    const [archived] = await t.db.select().from(incidentArchive).where(eq(incidentArchive.id, old.id));
    expect(archived).toMatchObject({ uuid: old.uuid, event: 'courses.updated', data: old.data });
    expect(new Date(archived.created_at).getTime()).toBe(new Date(old.created_at).getTime());
    expect(await archiveIncidents(t.db, new Date())).toBe(0);

    const live = (
      await inject('admin', 'GET', '/api/v1/incidents?filter[resource]=courses&per_page=100')
    ).json().data.items as { uuid: string }[];
    expect(live.map((item) => item.uuid)).toContain(recent.uuid);
    expect(live.map((item) => item.uuid)).not.toContain(old.uuid);

    const historic = await inject(
      'admin',
      'GET',
      `/api/v1/archived-incidents?filter[resource]=courses&filter[user]=${demo.user('admin').uuid}&filter[to]=${daysAgo(100).slice(0, 10)}`,
    );
    expect(historic.statusCode).toBe(200);
    const [item] = historic.json().data.items;
    archivedIncidentSchema.parse(item);
    expect(item).toMatchObject({
      uuid: old.uuid,
      user: { uuid: demo.user('admin').uuid },
      data: { changes: { name: { before: 'Old', after: 'New' } } },
      abilities: { view: true, update: false, delete: false },
    });
    const empty = await inject('admin', 'GET', '/api/v1/archived-incidents?filter[resource]=languages');
    expect(empty.json().data.items).toEqual([]);
    expect((await inject('admin', 'GET', `/api/v1/archived-incidents/${old.uuid}`)).statusCode).toBe(200);
  });

  it('is closed to everyone but administrators, and to every write', async () => {
    const [row] = await t.db
      .insert(incidentArchive)
      .values({
        tenant_id: demo.tenantId,
        event: 'probe',
        company_id: demo.nordlys.id,
        created_at: daysAgo(200),
      })
      .returning();
    for (const role of ['learner', 'manager', 'head', 'fjordManager'] as const) {
      expect((await inject(role, 'GET', '/api/v1/archived-incidents')).statusCode).toBe(403);
      expect((await inject(role, 'GET', `/api/v1/archived-incidents/${row.uuid}`)).statusCode).toBe(404);
    }
    expect(
      (await inject('superAdmin', 'POST', '/api/v1/archived-incidents', { event: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await inject('superAdmin', 'PATCH', `/api/v1/archived-incidents/${row.uuid}`, { event: 'x' }))
        .statusCode,
    ).toBe(405);
    expect((await inject('superAdmin', 'DELETE', `/api/v1/archived-incidents/${row.uuid}`)).statusCode).toBe(
      403,
    );
    expect(
      await t.db.select().from(incidentArchive).where(like(incidentArchive.event, 'probe')),
    ).toHaveLength(1);
  });
});
