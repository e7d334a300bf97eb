import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-sql.ts';
import { blockKnowledgeBase, books } from '../../db/schema/content.ts';
import { companyBooks, qualifications } from '../../db/schema/learning.ts';
import type { DemoRole } from '../../modules/enrollments/learning-test-support.ts';
// The modules' manifests: each module that serves resources holds its part of the matrix beside them.
import { manifests } from '../../modules/manifests.ts';
// The list the app serves, so the matrix can be checked against every resource in it.
import { resources } from '../../modules/resources.ts';
import { auth } from '../../test/factories.ts';
import {
  demo,
  english,
  fjordPeople,
  handbook,
  type IsolationEntry,
  people,
  type Ref,
  ref,
  setUpIsolationWorld,
  t,
  tokens,
  type Who,
  world,
} from '../../test/isolation-matrix.ts';
import { guestActor } from '../auth/actor.ts';
import { unawaitedWorkSettled } from '../auth/unawaited-work.ts';
import type { AnyResource, EntityRow, LinkDefinition } from './define-resource.ts';

/**
 * Company isolation across the whole generic resource API (spec §6, DESIGN §4–§5): for every registered
 * resource, a row that belongs to Nordlys AS alone is neither read nor changed by the people of Fjord
 * Logistics — its manager, its learner, and multi@ (a member of both) while acting in Fjord. Every read
 * and write route of the engine is tried on the row; the database must be exactly as before. The owner
 * side reads the same row, so a row nobody can read would not pass for isolation. The rows are named module by
 * module, beside each module (modules/<module>/<module>.isolation.ts); what they share is test/isolation-matrix.ts.
 */

/** Where a module's part of the matrix lives, beside its manifest. */
const partPath = (module: string) => `modules/${module}/${module}.isolation.ts`;

/**
 * Each module's part of the matrix, read through the manifests: every module that serves a resource has one. A
 * part that is missing (or fails to load) leaves its resources without entries, which fails below.
 */
const parts = await Promise.all(
  manifests
    .filter((manifest) => manifest.resources.length > 0)
    .map(async (manifest) => {
      try {
        const part: { isolation: readonly IsolationEntry[] } = await import(
          `../../modules/${manifest.name}/${manifest.name}.isolation.ts`
        );
        return { module: manifest.name, entries: part.isolation, problem: undefined };
      } catch (error) {
        return { module: manifest.name, entries: [], problem: String(error) };
      }
    }),
);
const matrix: readonly IsolationEntry[] = parts.flatMap((part) => part.entries);

/** Why a resource has no entry: the module's part is missing or fails to load, or it names no row for it. */
function missingEntry(segment: string): string {
  const manifest = manifests.find((each) => each.resources.some((resource) => resource.segment === segment));
  const part = parts.find((each) => each.module === manifest?.name);
  const where = manifest ? partPath(manifest.name) : 'the module manifest that serves it';
  return `${segment} is registered but has no entry in ${where}${part?.problem ? ` (${part.problem})` : ''}`;
}

// ---- requests and database state ----------------------------------------------------------------------

type Answer = {
  status: number;
  body: string;
  json: () => { data?: unknown; errors?: Record<string, string[]> };
};

async function call(who: Who, method: string, url: string, payload?: unknown): Promise<Answer> {
  const person = people[who] as { role: DemoRole; scope?: 'nordlys' | 'fjord' };
  const scope = person.scope
    ? { 'context-scope': `companies:${demo[person.scope].uuid}|company` }
    : undefined;
  const response = await t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: auth(tokens[person.role], scope),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body, json: () => response.json() };
}

/** A refusal: one of the expected statuses and no `data` at all (an error body). */
function expectRefused(answer: Answer, statuses: number[], what: string) {
  expect(statuses, `${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`).toContain(
    answer.status,
  );
  expect(answer.json().data, what).toBeUndefined();
}

/** Every id of a list, page by page; null when the list itself is refused (403). */
async function listedIds(who: Who, segment: string): Promise<number[] | null> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(who, 'GET', `/api/v1/${segment}?per_page=100&page=${page}`);
    if (answer.status === 403 && page === 1) return null;
    expect(answer.status, `${who} lists ${segment}: ${answer.body.slice(0, 300)}`).toBe(200);
    const { items, meta } = answer.json().data as {
      items: { id: number }[];
      meta: { pagination: { total: number; last_page: number } };
    };
    ids.push(...items.map((item) => item.id));
    if (page >= meta.pagination.last_page) {
      expect(ids).toHaveLength(meta.pagination.total);
      return ids;
    }
  }
}

/** The row, its link rows and the table's size: what any write would have to change. */
async function stateOf(definition: AnyResource, id: number) {
  const [row] = await t.db.select().from(definition.table).where(eq(definition.table.id, id));
  const [{ total }] = await t.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(definition.table);
  const links: Record<string, unknown[]> = {};
  for (const [name, link] of Object.entries(definition.links ?? {})) {
    links[name] = await t.db.select().from(link.table).where(eq(link.ownerColumn, id)).orderBy(sql`1`);
  }
  return { row: row as EntityRow, total, links };
}

/** Ids to attach (one not linked yet, that the link would accept) and to detach (the linked ones). */
async function linkKeys(link: LinkDefinition, owner: EntityRow) {
  const linked = (
    await t.db.select({ id: link.targetColumn }).from(link.table).where(eq(link.ownerColumn, owner.id))
  ).map((row) => Number(row.id));
  const target = link.targetTable;
  const [spare] = await t.db
    .select({ id: target.id })
    .from(target)
    .where(
      and(
        eq(target.tenant_id!, demo.tenantId),
        notInArray(target.id, [...linked, -1]),
        link.targetVisible?.(guestActor(demo.tenantId), owner),
      ),
    )
    .orderBy(asc(target.id))
    .limit(1);
  const attach = spare ? [Number(spare.id)] : linked.slice(0, 1);
  return { attach, detach: linked.length ? linked : attach };
}

/** Every list a person can read, all pages, with every relation loaded: all they could ever learn. */
async function everythingReadable(who: Who): Promise<{ url: string; status: number; body: string }[]> {
  const answers: { url: string; status: number; body: string }[] = [];
  for (const definition of resources) {
    const relations = Object.keys(definition.relations ?? {}).join(',');
    for (let page = 1; ; page++) {
      const url = `/api/v1/${definition.segment}?per_page=100&page=${page}&with=${relations}`;
      const answer = await call(who, 'GET', url);
      answers.push({ url, status: answer.status, body: answer.body });
      const data = answer.json().data as { meta: { pagination: { last_page: number } } } | undefined;
      if (answer.status !== 200 || !data || page >= data.meta.pagination.last_page) break;
    }
  }
  return answers;
}

async function tableSize(definition: AnyResource) {
  const [{ total }] = await t.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(definition.table);
  return total;
}

// ---- the tests ----------------------------------------------------------------------------------------

const privateRows = new Map<IsolationEntry, Ref>();

beforeAll(async () => {
  await setUpIsolationWorld();
  // One after the other: entries share fixtures, and the test database takes one writer at a time.
  for (const entry of matrix) privateRows.set(entry, await entry.privateRow());
});
afterAll(() => t.close());

it('has an entry for every registered resource and none for a resource that does not exist', () => {
  const registered = resources.map((definition) => definition.segment);
  expect(registered.length).toBeGreaterThan(0);
  expect(registered.filter((segment) => !matrix.some((entry) => entry.segment === segment))).toEqual([]);
  expect(matrix.map((entry) => entry.segment).filter((segment) => !registered.includes(segment))).toEqual([]);
});

for (const definition of resources) {
  const entries = matrix.filter((entry) => entry.segment === definition.segment);
  const base = `/api/v1/${definition.segment}`;

  describe(definition.segment, () => {
    if (entries.length === 0) {
      it('has an entry in the company isolation matrix', () => {
        expect.fail(missingEntry(definition.segment));
      });
    }

    for (const entry of entries) {
      const strangers = entry.strangers ?? fjordPeople;

      describe(entry.row, () => {
        it(`is readable by ${entry.owner}, who may (so the refusals below mean something)`, async () => {
          const row = privateRows.get(entry)!;
          const answer = await call(entry.owner, 'GET', `${base}/${row.uuid}`);
          expect(answer.status, answer.body.slice(0, 300)).toBe(200);
          expect(answer.json().data).toMatchObject({ item: { id: row.id, uuid: row.uuid } });
          expect(await listedIds(entry.owner, definition.segment)).toContain(row.id);
          const secret = await entry.catalogued?.secret?.();
          if (secret) expect(answer.body).toContain(secret);
        });

        for (const who of strangers) {
          it(`is ${entry.tenantWide ? 'not changed' : 'neither read nor changed'} by ${who}`, async () => {
            const row = privateRows.get(entry)!;
            const before = await stateOf(definition, row.id);

            // Someone who may use the resource learns nothing of another company's row: it is not found, like
            // a row that does not exist. A 403 is only right for a row they may see (tenant-wide reference data)
            // or for a resource they may not use at all.
            let refusals = [403, 404];
            if (!entry.tenantWide) {
              const listed = await listedIds(who, definition.segment);
              if (listed) {
                expect(listed).not.toContain(row.id);
                refusals = [404];
              }
              for (const key of [row.id, row.uuid]) {
                expectRefused(await call(who, 'GET', `${base}/${key}`), refusals, `GET ${key}`);
              }
            }

            // A resource without updates answers 405 before it looks for the row: nothing to leak there.
            const updateRefusals = definition.update ? refusals : [...refusals, 405];
            const patch = entry.patch ?? {};
            expectRefused(await call(who, 'PATCH', `${base}/${row.uuid}`, patch), updateRefusals, 'PATCH');
            expectRefused(
              await call(who, 'POST', `${base}/${row.id}`, { ...patch, _method: 'PATCH' }),
              updateRefusals,
              'POST _method=PATCH',
            );
            expectRefused(
              await call(who, 'POST', `${base}/${row.uuid}`, { _method: 'DELETE' }),
              refusals,
              'POST _method=DELETE',
            );
            expectRefused(await call(who, 'DELETE', `${base}/${row.uuid}`), refusals, 'DELETE');
            if (definition.clone) {
              expectRefused(
                await call(who, 'POST', `${base}/${row.id}/clone`, { change_attributes: {} }),
                refusals,
                'clone',
              );
            }
            for (const [name, link] of Object.entries(definition.links ?? {})) {
              const keys = await linkKeys(link, before.row);
              const at = `${base}/${row.uuid}`;
              for (const [operation, query] of [
                ['attach', `attachable=${keys.attach.join(',')}`],
                ['detach', `detachable=${keys.detach.join(',')}`],
                ['sync', `synchronizables=${keys.attach.join(',')}`],
              ]) {
                expectRefused(
                  await call(who, 'POST', `${at}/${operation}/${name}?${query}`),
                  refusals,
                  `${operation} ${name}`,
                );
              }
            }
            for (const write of (await entry.extraWrites?.(row)) ?? []) {
              expectRefused(await call(who, write.method, write.url, write.payload), refusals, write.url);
            }

            expect(await stateOf(definition, row.id)).toEqual(before);
          });
        }

        const crossCreates = entry.crossCreates;
        if (crossCreates) {
          it('is not reached by a create naming it or its company, and nothing is written', async () => {
            for (const { payload, field } of await crossCreates()) {
              for (const who of strangers) {
                const size = await tableSize(definition);
                const answer = await call(who, 'POST', base, payload);
                const what = `${who} creates ${JSON.stringify(payload)}`;
                expectRefused(answer, [403, 404, 422], what);
                if (answer.status === 422 && field)
                  expect(Object.keys(answer.json().errors ?? {}), what).toContain(field);
                expect(await tableSize(definition), what).toBe(size);
              }
            }
          });
        }

        const crossLinks = entry.crossLinks;
        if (crossLinks) {
          it("is not joined to Fjord's own rows through attach, detach or sync", async () => {
            for (const { owner, name, target } of await crossLinks()) {
              const link = definition.links![name];
              const rowsOfTarget = () =>
                t.db.select().from(link.table).where(eq(link.targetColumn, target.id)).orderBy(sql`1`);
              const before = await rowsOfTarget();
              const at = `${base}/${owner.uuid}`;
              for (const [operation, field] of [
                ['attach', 'attachable'],
                ['sync', 'synchronizables'],
              ]) {
                const answer = await call(
                  'fjordManager',
                  'POST',
                  `${at}/${operation}/${name}?${field}=${target.id}`,
                );
                expectRefused(answer, [403, 404, 422], `${operation} ${name}`);
              }
              // Detaching someone who is not linked answers like an id that does not exist: it neither touches
              // Nordlys nor tells whether the person exists.
              const detach = await call(
                'fjordManager',
                'POST',
                `${at}/detach/${name}?detachable=${target.id}`,
              );
              const unknown = await call('fjordManager', 'POST', `${at}/detach/${name}?detachable=999999`);
              expect(detach.status).toBe(422);
              expect(detach.body).toBe(unknown.body);
              expect(detach.body).not.toContain(target.uuid);
              expect(await rowsOfTarget()).toEqual(before);
            }
          });
        }
      });
    }
  });
}

// multi@ belongs to Nordlys as well: its own company's answers name Nordlys's people and departments, so
// only the per-row checks above apply to it. People of Fjord alone may find no Nordlys row anywhere.
describe('everything a person of Fjord alone can read', () => {
  for (const who of ['fjordManager', 'fjordLearner'] as const) {
    it(`names no private Nordlys row, read by ${who} with every relation loaded`, async () => {
      const answers = await everythingReadable(who);
      // The scan reads real data: the person's own company is in it.
      expect(answers.some((answer) => answer.body.includes(demo.fjord.uuid))).toBe(true);
      for (const entry of matrix) {
        if (entry.tenantWide || !(entry.strangers ?? fjordPeople).includes(who)) continue;
        const needle = entry.catalogued ? await entry.catalogued.secret?.() : privateRows.get(entry)!.uuid;
        if (!needle) continue;
        const foundIn = answers.filter((answer) => answer.body.includes(needle)).map((answer) => answer.url);
        expect(foundIn, `${entry.segment}: ${entry.row}, named in ${foundIn.join(' ')}`).toEqual([]);
      }
    });
  }
});

// Issue 9 point 1: multi@ belongs to Nordlys and Fjord, so the managers of both see and manage the user — but
// neither may change the person in every company (sign-in address, password, active flag, name): that needs
// authority over all of the user's companies, or an administrator.
describe('the person-wide fields of a user shared by two companies (multi@)', () => {
  const personWide: Record<string, unknown> = {
    email: 'taken.over@example.test',
    password: 'a-brand-new-password',
    is_active: false,
    first_name: 'Taken',
    last_name: 'Over',
  };
  const person = async (id: number) => {
    const result = await t.db.execute(
      sql`select email, password_hash, is_active, first_name, last_name, updated_at,
        (select count(*) from user_tokens where user_id = ${id} and purpose = 'email_update') as email_links
      from users where id = ${id}`,
    );
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  };

  for (const who of ['fjordManager', 'manager'] as const) {
    it(`are not changed by ${who}, who manages only one of the user's companies`, async () => {
      const multi = demo.user('multi');
      const before = await person(multi.id);
      for (const [field, value] of Object.entries(personWide)) {
        const asPatch = await call(who, 'PATCH', `/api/v1/users/${multi.uuid}`, { [field]: value });
        expectRefused(asPatch, [403], `PATCH ${field}`);
        const asPost = await call(who, 'POST', `/api/v1/users/${multi.id}`, {
          [field]: value,
          _method: 'PATCH',
        });
        expectRefused(asPost, [403], `POST _method=PATCH ${field}`);
      }
      expect(await person(multi.id)).toEqual(before);
    });
  }

  it('are open to an administrator (so the refusals above mean something)', async () => {
    const multi = demo.user('multi');
    const answer = await call('admin', 'PATCH', `/api/v1/users/${multi.uuid}`, {
      first_name: multi.first_name,
    });
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  });
});

// ---- relations: a `with` names only what its own item route would show (issue 9 point 7) -----------------

/**
 * For every registered resource, every relation it declares is loaded (`with=` all of them) over everything a
 * person of one company can list, and every item a relation names (anything with an fqmi of a registered
 * resource) is opened through its own item route by the same person: it must answer 200. People of Fjord
 * alone face Nordlys's data and people of Nordlys face Fjord's (a book and chapter only Fjord holds, linked
 * from a block both companies read). The relations come from the registry, so a new one is covered the day
 * it is declared. Only a relation declared `catalogue` (the shop names what a product includes) may name
 * more, and then only in short form.
 */
describe('relations of every resource', () => {
  const readers = ['fjordManager', 'fjordLearner', 'manager', 'learner'] as const satisfies Who[];
  const shortForm = new Set(['id', 'uuid', 'fqmi', 'header', 'code', 'pivot']);
  const registered = () => new Set(resources.map((definition) => definition.segment));
  let fjordBook: { book: Ref & { name: string }; chapter: Ref & { name: string } };

  beforeAll(async () => {
    // Fjord's own book, its chapter linked from the shared course's block (which Nordlys reads as well).
    const language = await english();
    const [book] = await t.db
      .insert(books)
      .values({ tenant_id: demo.tenantId, name: 'Fjord loading manual', language_id: language.id })
      .returning();
    const [chapter] = await t.db
      .insert(books)
      .values({
        tenant_id: demo.tenantId,
        name: 'Fjord securing loads',
        parent_id: book.id,
        language_id: language.id,
        description: '<p>Strap every pallet twice.</p>',
      })
      .returning();
    await t.db
      .insert(companyBooks)
      .values({ tenant_id: demo.tenantId, company_id: demo.fjord.id, book_id: book.id });
    const [fireChapter] = await t.db
      .select()
      .from(books)
      .where(eq(books.id, (await handbook()).chapter.id));
    await t.db.insert(blockKnowledgeBase).values({
      tenant_id: demo.tenantId,
      block_id: fireChapter.block_id!,
      book_id: chapter.id,
      sort_order: 50,
    });
    fjordBook = { book: { ...ref(book), name: book.name }, chapter: { ...ref(chapter), name: chapter.name } };
  });

  /** Every object with an fqmi inside a relation's value (summaries, and full items such as a variant). */
  function named(value: unknown, found: { fqmi: string; keys: string[] }[] = []) {
    if (Array.isArray(value)) for (const one of value) named(one, found);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (typeof object.fqmi === 'string') found.push({ fqmi: object.fqmi, keys: Object.keys(object) });
      for (const inner of Object.values(object)) named(inner, found);
    }
    return found;
  }

  for (const who of readers) {
    it(`names to ${who} only items ${who} may open, through every relation of every resource`, async () => {
      const segments = registered();
      const opened = new Map<string, number>();
      const checked: string[] = [];
      const problems: string[] = [];
      for (const definition of resources) {
        const relations = definition.relations ?? {};
        for (let page = 1; ; page++) {
          const url = `/api/v1/${definition.segment}?per_page=100&page=${page}&with=${Object.keys(relations).join(',')}`;
          const answer = await call(who, 'GET', url);
          if (answer.status !== 200) break;
          const data = answer.json().data as {
            items: Record<string, unknown>[];
            meta: { pagination: { last_page: number } };
          };
          for (const item of data.items) {
            for (const [name, loader] of Object.entries(relations)) {
              for (const { fqmi, keys } of named(item[name])) {
                const [segment, rest] = fqmi.split(':');
                const uuid = rest?.split('|')[0];
                if (!segments.has(segment)) continue;
                const where = `${definition.segment}#${item.id}.${name} → ${fqmi}`;
                if (loader.catalogue) {
                  const extra = keys.filter((key) => !shortForm.has(key));
                  if (extra.length) problems.push(`${where}: catalogue relation shows ${extra.join(', ')}`);
                  continue;
                }
                if (!opened.has(fqmi))
                  opened.set(fqmi, (await call(who, 'GET', `/api/v1/${segment}/${uuid}`)).status);
                checked.push(`${definition.segment}.${name}`);
                if (opened.get(fqmi) !== 200)
                  problems.push(`${where}: its own route answers ${opened.get(fqmi)}`);
              }
            }
          }
          if (page >= data.meta.pagination.last_page) break;
        }
      }
      expect(problems).toEqual([]);
      // The scan met real relations (not an empty walk): at least the shared block's knowledge base and the
      // people, courses and companies of the person's own rows.
      expect(new Set(checked).size, [...new Set(checked)].join(' ')).toBeGreaterThan(5);
      expect(checked).toContain('block-knowledge-base.block');
    });
  }

  it("names Fjord's own chapter to Fjord's people and to nobody of Nordlys", async () => {
    const scan = async (who: Who) =>
      (await everythingReadable(who)).filter((answer) => answer.body.includes(fjordBook.chapter.uuid));
    // Fjord's people hold the book: its chapter reaches them through the book and the block's link.
    const ours = (await scan('fjordLearner')).map((answer) => answer.url.split('?')[0]);
    expect(ours).toEqual(expect.arrayContaining(['/api/v1/books', '/api/v1/block-knowledge-base']));
    for (const who of ['manager', 'learner'] as const) {
      const found = (await everythingReadable(who)).filter(
        (answer) =>
          answer.body.includes(fjordBook.chapter.uuid) || answer.body.includes(fjordBook.chapter.name),
      );
      expect(
        found.map((answer) => answer.url),
        who,
      ).toEqual([]);
    }
  });
});

// ---- routes beyond the generic ones: report files, the users export, insights (issue 14) -------------------

describe('report files, the users export and insights across companies', () => {
  /**
   * People of Nordlys alone, as an answer quotes them (CSV and JSON quote every text, so learner@ does not match
   * fjord.learner@): no answer a person of Fjord gets may name them.
   */
  const nordlysOnly = () =>
    ['learner', 'manager', 'head'].map((role) => `"${demo.user(role as DemoRole).email}"`);
  let reportUuid: string;

  beforeAll(async () => {
    await t.db.insert(qualifications).values({
      tenant_id: demo.tenantId,
      user_id: demo.user('head').id,
      course_id: world.courses.shared.id,
      company_id: demo.nordlys.id,
      status: 'in_progress',
    });
    const created = await call('manager', 'POST', '/api/v1/company-reports', {
      name: 'Nordlys file',
      format: 'csv',
    });
    expect(created.status, created.body).toBe(201);
    reportUuid = (created.json().data as { item: { uuid: string } }).item.uuid;
    await unawaitedWorkSettled();
  });

  it("serves Nordlys's report file to its manager and to nobody of Fjord", async () => {
    const own = await call('manager', 'GET', `/api/v1/company-reports/${reportUuid}/download`);
    expect(own.status).toBe(200);
    expect(own.body).toContain(`"${demo.user('head').email}"`);
    for (const who of fjordPeople) {
      const answer = await call(who, 'GET', `/api/v1/company-reports/${reportUuid}/download`);
      expectRefused(answer, [403, 404], `${who} downloads`);
      for (const email of nordlysOnly()) expect(answer.body).not.toContain(email);
    }
  });

  it('exports to people of Fjord only people their users list shows, none of Nordlys alone', async () => {
    for (const who of fjordPeople) {
      for (const format of ['csv', 'xlsx']) {
        const answer = await call(who, 'GET', `/api/v1/users/export?format=${format}&per_page=1`);
        expect(answer.status, answer.body.slice(0, 300)).toBe(200);
        if (format === 'csv') {
          for (const email of nordlysOnly()) expect(answer.body, `${who} ${format}`).not.toContain(email);
          const listed = await call(who, 'GET', '/api/v1/users?per_page=100');
          const lines = answer.body.trim().split('\r\n').length - 1;
          expect(lines).toBe((listed.json().data as { items: unknown[] }).items.length);
        }
      }
    }
  });

  it("keeps Nordlys's insights from Fjord's people and Nordlys's people out of Fjord's", async () => {
    const course = world.courses.shared;
    for (const who of fjordPeople) {
      for (const url of [
        `/api/v1/companies/${demo.nordlys.uuid}/insights`,
        `/api/v1/companies/${demo.nordlys.id}/insights/courses/${course.uuid}/learners`,
      ])
        expectRefused(await call(who, 'GET', url), [403, 404], `${who} GET ${url}`);
    }
    const own = await call('fjordManager', 'GET', `/api/v1/companies/${demo.fjord.id}/insights`);
    expect(own.status).toBe(200);
    const fjordLearners = await call(
      'fjordManager',
      'GET',
      `/api/v1/companies/${demo.fjord.id}/insights/courses/${course.id}/learners?per_page=100`,
    );
    expect(fjordLearners.status).toBe(200);
    for (const email of nordlysOnly()) expect(fjordLearners.body).not.toContain(email);
    // The owner side reads its own: the head's standing in the shared course is there for Nordlys's manager.
    const nordlysLearners = await call(
      'manager',
      'GET',
      `/api/v1/companies/${demo.nordlys.id}/insights/courses/${course.id}/learners?per_page=100`,
    );
    expect(nordlysLearners.body).toContain(`"${demo.user('head').email}"`);
  });
});

describe('the reminder and mail routes of a company (issue 14), beside the generic resources', () => {
  /** What any of these routes would write: log entries, mails, tokens. */
  const written = async () =>
    (
      await queryRows(
        t.db,
        sql`select (select count(*) from reminder_deliveries) as deliveries, (select count(*) from mail_outbox) as mails, (select count(*) from user_tokens) as tokens`,
      )
    )[0];
  const learnerLog = () =>
    `/api/v1/companies/${demo.nordlys.uuid}/users/${demo.user('learner').uuid}/reminder-deliveries`;
  const remind = (companyUuid: string) => ({
    url: `/api/v1/companies/${companyUuid}/reminders`,
    payload: { course_id: world.courses.shared.id, user_ids: [demo.user('learner').id] },
  });

  for (const who of fjordPeople) {
    it(`lets ${who} neither read a Nordlys learner's reminder log nor remind or reset them, writing nothing`, async () => {
      const before = await written();
      expectRefused(await call(who, 'GET', learnerLog()), [403, 404], `${who} reads the log`);
      const inNordlys = remind(demo.nordlys.uuid);
      expectRefused(await call(who, 'POST', inNordlys.url, inNordlys.payload), [403, 404], `${who} reminds`);
      // Through their own company's address the Nordlys learner is nobody (422 as an unknown id).
      const inFjord = remind(demo.fjord.uuid);
      expectRefused(
        await call(who, 'POST', inFjord.url, inFjord.payload),
        [403, 422],
        `${who} reminds via Fjord`,
      );
      const reset = `/api/v1/users/${demo.user('learner').uuid}/password-reset-mail`;
      expectRefused(await call(who, 'POST', reset), [403, 404], `${who} sends a reset`);
      expect(await written()).toEqual(before);
    });
  }

  it('are open to the Nordlys manager (so the refusals above mean something)', async () => {
    expect((await call('manager', 'GET', learnerLog())).status).toBe(200);
    const inNordlys = remind(demo.nordlys.uuid);
    const sent = await call('manager', 'POST', inNordlys.url, inNordlys.payload);
    expect(sent.status, sent.body.slice(0, 300)).toBe(200);
  });
});
