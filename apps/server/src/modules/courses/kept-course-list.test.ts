import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { readerChanges } from '../../db/schema/reader-changes.ts';
import { readerChangesPruneJob } from '../../platform/jobs/housekeeping-jobs.ts';
import { changedSince, readSnapshot } from '../../platform/kept-pages/reader-changes.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildCertificate, buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { auth, tokenFor } from '../../test/factories.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';
import { takeLesson } from '../learning/learning-test-support.ts';
import { demoTokens, type Role } from './content-test-support.ts';

// The learner's course list kept between reads (issue 26, kept-course-list.ts): served while the database notes
// no change it read (migration 0033), computed again after any.
let t: TestApp;
const clock = createTestClock();
let tokens: Record<Role, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let course: Awaited<ReturnType<typeof buildCourse>>;

beforeAll(async () => {
  // Actors cached as in production, so a read's statements are the list's own.
  t = await buildTestApp({ clock, config: { actorCacheSeconds: 60 } });
  tokens = await demoTokens(t);
  demo = await demoRows(t.db);
  course = await buildCourse(t.db, demo.tenantId, { lessons: 2 });
  await buildEnrollment(t.db, demo.tenantId, {
    courseId: course.course.id,
    companyId: demo.nordlys.id,
    enrollable: { type: 'user', id: demo.user('learner').id },
  });
});
afterAll(() => t.close());

const list = (role: Role, query = '') =>
  t.app.inject({ url: `/api/v1/courses${query}`, headers: auth(tokens[role]) });
const ours = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json().data.items as Record<string, unknown>[]).find((item) => item.id === course.course.id);

const idsIn = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json().data.items as { id: number }[]).map((item) => item.id);
/** An administrator gives the course's variant a new title through `node` (this file's app unless given). */
async function retitle(title: string, node: TestApp = t) {
  const answer = await node.app.inject({
    method: 'PATCH',
    url: `/api/v1/course-variants/${course.variants[0].variant.id}`,
    headers: auth(tokens.admin),
    payload: { title },
  });
  expect(answer.statusCode).toBe(200);
}

/** A read and the statements it ran: one (the probe of reader_changes) when the kept page was served. */
async function read(role: Role, query = '') {
  const counted = await countQueries(() => list(role, query));
  expect(counted.result.statusCode).toBe(200);
  return { response: counted.result, statements: counted.statements };
}

describe("the learner's course list, kept", () => {
  it('is served again after one probe, the same page; a change computes it again with the same three statements', async () => {
    const first = await read('learner');
    const again = await read('learner');
    expect(again.statements).toHaveLength(1);
    expect(again.statements[0]).toContain('reader_changes');
    expect(again.response.json().data.items).toEqual(first.response.json().data.items);

    await t.db.execute(sql`update courses set duration = 45 where id = ${course.course.id}`);
    const computed = await read('learner');
    // The probe that finds the change, the snapshot, the page, the standing with its deadlines, the variants and
    // the next certificate expiry.
    expect(computed.statements, computed.statements.join('\n\n')).toHaveLength(6);
    expect(computed.statements.filter((text) => text.includes('learner_course_standings'))).toHaveLength(1);
    expect(ours(computed.response)?.duration).toBe(45);
  });

  it("shows the learner's own passed lesson at once", async () => {
    expect(ours((await read('learner')).response)?.enrollment_progress).toEqual({ passed: 0, total: 2 });
    const variant = course.variants[0];
    const { submitted } = await takeLesson(
      t,
      tokens.learner,
      variant.lessons[0].lesson.id,
      variant.variant.id,
    );
    expect(submitted.statusCode).toBe(200);
    const after = ours((await read('learner')).response);
    expect(after?.enrollment_progress).toEqual({ passed: 1, total: 2 });
    expect(after?.enrollment_status).toBe('in_progress');
  });

  it("keeps the page through another person's results, not through the learner's own", async () => {
    await read('learner');
    await buildCertificate(t.db, demo.tenantId, {
      userId: demo.user('multi').id,
      courseId: course.course.id,
    });
    expect((await read('learner')).statements).toHaveLength(1);

    await buildCertificate(t.db, demo.tenantId, {
      userId: demo.user('learner').id,
      courseId: course.course.id,
      companyId: demo.nordlys.id,
      expiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000),
    });
    const certified = await read('learner');
    expect(certified.statements.length).toBeGreaterThan(1);
    expect(ours(certified.response)?.enrollment_status).toBe('completed');
    expect((await read('learner')).statements).toHaveLength(1);
  });

  it('ends a kept page when its certificate expires, though no row changed', async () => {
    expect(ours((await read('learner')).response)?.enrollment_status).toBe('completed');
    clock.set(new Date(clock.now().getTime() + 2 * 60 * 60 * 1000));
    const expired = await read('learner');
    expect(expired.statements.length).toBeGreaterThan(1);
    expect(ours(expired.response)?.enrollment_status).toBe('expired');
  });

  it("shows a course's new title and a new enrollment, whoever wrote them", async () => {
    await read('learner', '?per_page=100');
    await retitle('Retitled while kept');
    expect(ours((await read('learner', '?per_page=100')).response)?.name).toBe('Retitled while kept');

    const another = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
    const idsOf = async () => idsIn((await read('learner', '?per_page=100')).response);
    expect(await idsOf()).not.toContain(another.course.id);
    await buildEnrollment(t.db, demo.tenantId, {
      courseId: another.course.id,
      companyId: demo.nordlys.id,
      enrollable: { type: 'department', id: demo.sales.id },
    });
    expect(await idsOf()).toContain(another.course.id);
  });

  it('ends on one node when another node writes (each keeps its own pages, the database tells both)', async () => {
    const other = await buildTestApp({
      database: t.app.services.database,
      config: { actorCacheSeconds: 60 },
    });
    try {
      const titleOn = async (node: TestApp) =>
        ours(await node.app.inject({ url: '/api/v1/courses?per_page=100', headers: auth(tokens.learner) }))
          ?.name;
      expect(await titleOn(t)).toBe(await titleOn(other));
      await retitle('Retitled on the other node', other);
      expect(await titleOn(t)).toBe('Retitled on the other node');
      expect(await titleOn(other)).toBe('Retitled on the other node');
    } finally {
      // The database is this file's: only the second node's server stops.
      await other.app.close();
    }
  });

  it("writes a kept page as production's serializer writes the computed one (allow-list, same text)", async () => {
    // Production's mode: answers are not validated, a kept page's items are written as the JSON kept with it.
    const production = await buildTestApp({
      database: t.app.services.database,
      clock,
      config: { actorCacheSeconds: 60, validateResponses: false },
    });
    try {
      const read = async () => {
        const counted = await countQueries(() =>
          production.app.inject({ url: '/api/v1/courses?per_page=100', headers: auth(tokens.learner) }),
        );
        expect(counted.result.statusCode).toBe(200);
        expect(counted.result.headers['content-type']).toBe('application/json; charset=utf-8');
        const { data } = counted.result.json();
        return { data: { ...data, meta: { ...data.meta, uuid: null } }, statements: counted.statements };
      };
      const computed = await read();
      const kept = await read();
      expect(kept.statements).toHaveLength(1);
      expect(computed.statements.length).toBeGreaterThan(1);
      expect(kept.data).toEqual(computed.data);
      expect(kept.data.meta.pagination.total).toBeGreaterThan(0);
      // What the validating app answers for the same page: the contract allows every field of it.
      expect(kept.data.items).toEqual((await list('learner', '?per_page=100')).json().data.items);
    } finally {
      await production.app.close();
    }
  });

  it("never serves one reader's page to another, and computes what counts other people", async () => {
    const learner = await read('learner', '?per_page=100');
    const fjord = await read('fjord.learner', '?per_page=100');
    expect(fjord.statements.length).toBeGreaterThan(1);
    expect(idsIn(learner.response)).toContain(course.course.id);
    expect(idsIn(fjord.response)).not.toContain(course.course.id);
    // A new session of the same person reads the same kept page.
    const second = await tokenFor(t.db, demo.user('learner'));
    const counted = await countQueries(() =>
      t.app.inject({ url: '/api/v1/courses?per_page=100', headers: auth(second) }),
    );
    expect(counted.statements.filter((text) => !text.includes('actor_by_token'))).toHaveLength(1);

    await read('manager', '?with=overview');
    expect((await read('manager', '?with=overview')).statements.length).toBeGreaterThan(1);
    await read('admin');
    expect((await read('admin')).statements.length).toBeGreaterThan(1);
  });
});

describe('what a kept page reads', () => {
  it('is only tables whose every change the database notes', async () => {
    const noted = await queryRows<{ table: string; triggers: number }>(
      t.db,
      sql`select c.relname as table, count(*)::int as triggers from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where g.tgname like '%\\_note\\_reader\\_%' group by c.relname`,
    );
    for (const { table, triggers } of noted) expect(triggers, table).toBe(4);
    const notedTables = new Set(noted.map((row) => row.table));

    const tables = await queryRows<{ name: string }>(
      t.db,
      sql`select relname as name from pg_class where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace`,
    );
    const functions = await queryRows<{ name: string; source: string }>(
      t.db,
      sql`select proname as name, prosrc as source from pg_proc where pronamespace = 'public'::regnamespace`,
    );
    const tableNames = new Set(tables.map((row) => row.name));
    const readTables = new Set<string>();
    const collect = (text: string, depth = 0) => {
      for (const [, name] of text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi))
        if (tableNames.has(name)) readTables.add(name);
      if (depth > 1) return;
      for (const fn of functions) if (text.includes(`${fn.name}(`)) collect(fn.source, depth + 1);
    };
    const queries = [
      '?per_page=5&sort=-duration',
      '?with=variants_count,languages,variant,image,variants,related',
      '?filter[status]=completed',
      '?filter[status]=ongoing&search=a&filter[language]=nb',
    ];
    for (const role of ['learner', 'multi', 'manager', 'fjord.learner'] as const)
      for (const query of queries) {
        // A change first, so each read computes its page.
        await t.db.execute(sql`update courses set updated_at = updated_at where id = ${course.course.id}`);
        const { statements } = await read(role, query);
        expect(statements.length).toBeGreaterThan(1);
        // Who the actor is (their token, companies, departments) is part of what the page is kept by, not read by it.
        for (const statement of statements) if (!statement.includes('actor_by_token')) collect(statement);
      }
    // The tenant (by host) and the notes themselves are read by every request, not by the page.
    for (const plumbing of ['tenant_hosts', 'tenants', 'reader_changes']) readTables.delete(plumbing);
    expect(readTables.size).toBeGreaterThan(5);
    expect([...readTables].filter((table) => !notedTables.has(table))).toEqual([]);
  });
});

describe('a snapshot and the changes after it', () => {
  it('counts a change from a transaction the snapshot did not see, and only that', async () => {
    const reader = { tenantId: demo.tenantId, userId: demo.user('learner').id };
    const before = await readSnapshot(t.db);
    await t.db.execute(sql`update courses set updated_at = updated_at where id = ${course.course.id}`);
    expect(await changedSince(t.db, reader, before)).toBe(true);
    const after = await readSnapshot(t.db);
    expect(await changedSince(t.db, reader, after)).toBe(false);

    // A transaction still running when the snapshot was taken (in its list of running ones) is not seen by it.
    const [{ xid }] = await queryRows<{ xid: string }>(
      t.db,
      sql`select max(xid)::text as xid from reader_changes where tenant_id = ${demo.tenantId}`,
    );
    const running = { text: `${xid}:${Number(xid) + 1}:${xid}`, xmin: Number(xid) };
    expect(await changedSince(t.db, reader, running)).toBe(true);
    const finished = { text: `${Number(xid) + 1}:${Number(xid) + 1}:`, xmin: Number(xid) + 1 };
    expect(await changedSince(t.db, reader, finished)).toBe(false);
  });

  it("ignores another user's changes and notes a whole tenant's", async () => {
    const learner = { tenantId: demo.tenantId, userId: demo.user('learner').id };
    const before = await readSnapshot(t.db);
    await buildCertificate(t.db, demo.tenantId, {
      userId: demo.user('multi').id,
      courseId: course.course.id,
    });
    expect(await changedSince(t.db, learner, before)).toBe(false);
    expect(await changedSince(t.db, { ...learner, userId: demo.user('multi').id }, before)).toBe(true);
    expect(await changedSince(t.db, { tenantId: demo.tenantId + 1000, userId: 0 }, before)).toBe(false);
  });

  it('are forgotten by the hourly housekeeping once older than any kept page', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await t.db
      .insert(readerChanges)
      .values({ tenant_id: 987_654, user_id: 1, xid: 1, changed_at: threeDaysAgo });
    await t.db.insert(readerChanges).values({ tenant_id: 987_654, user_id: 2, xid: 2 });
    // The scheduled job (inline in tests) prunes.
    await t.app.services.jobs.enqueue(readerChangesPruneJob, {});
    const left = await t.db.select().from(readerChanges).where(sql`${readerChanges.tenant_id} = 987654`);
    expect(left.map((row) => row.user_id)).toEqual([2]);
  });
});
