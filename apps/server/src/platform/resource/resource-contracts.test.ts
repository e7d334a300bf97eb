import type { ResourceContract } from '@academy/contracts/common/resource-contract';
import { resourceContracts } from '@academy/contracts/resources';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyBooks,
  notifications,
  receipts,
  scormPackages,
  scormRegistrations,
} from '../../db/schema/learning.ts';
import { ltiRegistrations } from '../../db/schema/lti.ts';
import { incidents } from '../../db/schema/tenancy.ts';
import { buildApiKey } from '../../modules/api-keys/api-key-test-support.ts';
import { type DemoRole, demoRows, demoTokens } from '../../modules/enrollments/learning-test-support.ts';
import { notificationValues } from '../../modules/notifications/notification-texts.ts';
// The list the app serves, so the contracts are held against every resource in it.
import { resources } from '../../modules/resources.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildBook, buildProduct } from '../../test/catalogue-factories.ts';
import { buildCourse, dateFromToday } from '../../test/content-factories.ts';
import { buildEnrollmentWithPass } from '../../test/enrolled-company.ts';
import { auth } from '../../test/factories.ts';
import { buildMedia, useMediaInLesson } from '../../test/media-factories.ts';
import { archiveIncidents } from '../audit-archive.ts';
import { never } from '../policy/define-policy.ts';
import type { AnyResource } from './define-resource.ts';

/**
 * The contracts (packages/contracts, DESIGN §10) are what the web and the generated API documentation read;
 * the resource definitions are what the server serves. This holds them together: every registered resource
 * has exactly one contract saying the same filters, sorts, relations, links, inputs and abilities, and what
 * its list and item routes really answer is the contract's item — no field missing, none undeclared.
 */

const definitions = resources;
const segments = definitions.map((definition) => definition.segment);
const sorted = (values: Iterable<string>) => [...values].sort();
const linkOperations = ['attach', 'detach', 'sync'];

/** Relations loaded only when asked for with `with=`. */
const requestable = (definition: AnyResource) =>
  Object.entries(definition.relations ?? {})
    .filter(([, loader]) => !loader.always)
    .map(([name]) => name);

const segmentOfTable = (table: PgTable) =>
  definitions.find((definition) => definition.table === table)?.segment ?? '(not a registered resource)';

const contractOf = (segment: string): ResourceContract => {
  const found = resourceContracts.filter((contract) => contract.segment === segment);
  if (found.length !== 1) throw new Error(`${found.length} contracts for the resource ${segment}, not 1`);
  return found[0];
};

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
});
afterAll(() => t.close());

/** What the server serves of a resource, in the contract's terms. */
function served(definition: AnyResource) {
  return {
    type: definition.type,
    filters: sorted(Object.keys(definition.filters ?? {})),
    sorts: sorted(Object.keys(definition.sorts ?? {})),
    defaultSort: definition.defaultSort,
    search: Boolean(definition.searchColumns?.length || definition.searchElsewhere),
    with: sorted(requestable(definition)),
    // resource-routes.ts serves attach, detach and sync for every link.
    links: Object.fromEntries(
      Object.entries(definition.links ?? {}).map(([name, link]) => [
        name,
        { target: segmentOfTable(link.targetTable), operations: linkOperations },
      ]),
    ),
    // The generic create route, or a route of the module's own at the same address (e.g. starting a quiz).
    create: t.app.hasRoute({ method: 'POST', url: `/api/v1/${definition.segment}` }),
    // The generic update route exists for every resource; without `update` it refuses (405).
    update: Boolean(definition.update),
    abilities: sorted(Object.keys(definition.policy.item)),
    delete: definition.policy.item.delete !== never,
    clone: Boolean(definition.clone),
  };
}

/** What the contract declares, in the same form. */
function declared(contract: ResourceContract) {
  return {
    type: contract.type,
    filters: sorted(Object.keys(contract.filters)),
    sorts: sorted(contract.sorts),
    defaultSort: contract.defaultSort,
    search: Boolean(contract.search),
    with: sorted(contract.with),
    links: Object.fromEntries(
      Object.entries(contract.links).map(([name, link]) => [
        name,
        { target: link.target, operations: sorted(link.operations) },
      ]),
    ),
    create: Boolean(contract.create),
    update: Boolean(contract.update),
    abilities: sorted(contract.abilities),
    delete: Boolean(contract.delete),
    clone: Boolean(contract.clone),
  };
}

describe('one contract per registered resource', () => {
  it('names exactly the registered resources, each once', () => {
    expect(sorted(resourceContracts.map((contract) => contract.segment))).toEqual(sorted(segments));
  });

  it.each(segments)('%s: the contract says what the server serves', (segment) => {
    const definition = definitions.find((candidate) => candidate.segment === segment)!;
    const contract = contractOf(segment);
    expect(declared(contract)).toEqual(served(definition));
    // Not only present: the very schemas the generic routes validate writes with, so they cannot drift apart.
    // (A module's own create route declares its body where it is registered.)
    if (definition.create)
      expect(contract.create === definition.create.schema, 'create is the schema the server uses').toBe(true);
    expect(contract.update === definition.update?.schema, 'update is the schema the server uses').toBe(true);
  });
});

/**
 * Paths of `raw` the schema does not declare: zod drops undeclared keys from what it parses, so whatever
 * `raw` has and `parsed` lacks is a field the server sends that the contract does not know.
 */
function undeclaredPaths(parsed: unknown, raw: unknown, path: string): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed))
    return raw.flatMap((entry, index) => undeclaredPaths(parsed[index], entry, `${path}[${index}]`));
  if (raw && typeof raw === 'object' && parsed && typeof parsed === 'object')
    return Object.entries(raw).flatMap(([key, value]) =>
      key in parsed
        ? undeclaredPaths((parsed as Record<string, unknown>)[key], value, `${path}.${key}`)
        : [`${path}.${key}`],
    );
  return [];
}

/** The item is the contract's item: it parses (no field missing or of another type) and has nothing more. */
function expectContractItem(contract: ResourceContract, item: unknown, where: string) {
  const result = contract.item.safeParse(item);
  if (!result.success)
    throw new Error(`${where} does not match the contract:\n${JSON.stringify(result.error.issues, null, 1)}`);
  expect(undeclaredPaths(result.data, item, where), `${where}: fields the contract does not declare`).toEqual(
    [],
  );
  const abilities = Object.keys((item as { abilities: object }).abilities);
  expect(sorted(abilities), `${where}: abilities`).toEqual(sorted(contract.abilities));
}

describe('what the routes answer is the contract item', () => {
  const get = (role: DemoRole, url: string) => t.app.inject({ url, headers: auth(tokens[role]) });
  const post = async (role: DemoRole, url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: auth(tokens[role]) });
    expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(201);
    return response.json().data.item;
  };

  /**
   * A row of every resource, whatever the demo holds: the catalogue the test builds (a course with lessons,
   * blocks and questions, enrolled for learner@ with its pass; a book whose chapter points at a block, held by
   * Nordlys; a product; an image in a lesson), then the rest written the way the product writes them.
   */
  async function writeMissingRows() {
    const demo = await demoRows(t.db);
    const learner = demo.user('learner');
    const admin = demo.user('admin');
    const built = await buildCourse(t.db, demo.tenantId, { name: 'Contract course', lessons: 2 });
    const [{ variant: builtVariant, lessons: builtLessons }] = built.variants;
    const { block } = builtLessons[0];
    await buildEnrollmentWithPass(t.db, demo.tenantId, {
      courseId: built.course.id,
      companyId: demo.nordlys.id,
      enrollable: { type: 'user', id: learner.id },
      endDate: dateFromToday(30),
    });
    const { book } = await buildBook(t.db, demo.tenantId, {
      languageId: builtLessons[0].lesson.language_id,
      chapterBlockIds: [block.id],
    });
    await t.db
      .insert(companyBooks)
      .values({ tenant_id: demo.tenantId, company_id: demo.nordlys.id, book_id: book.id });
    await buildProduct(t.db, demo.tenantId, { courseIds: [built.course.id], bookIds: [book.id] });
    const image = await buildMedia(t.db, t.app.services.storage, demo.tenantId);
    await useMediaInLesson(t.db, builtLessons[0].lesson, image.media.id);
    await post('admin', '/api/v1/user-books', { user_id: learner.id, book_id: book.id });
    // A media manager folder with a sub-folder (the demo files are in none).
    const folder = await post('admin', '/api/v1/directories', { name: 'Illustrations' });
    await post('admin', '/api/v1/directories', { name: 'Hazards', parent_id: folder.uuid });
    await post('admin', '/api/v1/company-reports', {
      company_id: demo.nordlys.id,
      name: 'Completions',
      format: 'csv',
    });
    await post('admin', '/api/v1/blocks-passports', {
      block_id: block.id,
      grantable_type: 'company',
      grantable_id: demo.nordlys.id,
    });
    await post('admin', '/api/v1/certificates', {
      user_id: learner.id,
      course_id: built.course.id,
      company_id: demo.nordlys.id,
      title: 'Contract course',
    });
    // The learner takes a quiz and submits it (a report and a qualification), then opens another one.
    const variant = (await get('learner', `/api/v1/course-variants/${builtVariant.uuid}?with=lessons`)).json()
      .data.item;
    const [first, second] = variant.lessons;
    const submitted = await post('learner', '/api/v1/examinations', {
      lesson: first.uuid,
      course_variant: variant.uuid,
    });
    const [question] = submitted.questions;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/examinations/${submitted.uuid}/submit`,
      payload: {
        answers: [{ question_id: question.id, alternative_ids: [question.alternatives[0].id] }],
      },
      headers: auth(tokens.learner),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await post('learner', '/api/v1/examinations', { lesson: second.uuid, course_variant: variant.uuid });
    // The platform writes notifications; each person reads only their own.
    await t.db.insert(notifications).values(
      [admin, learner].map((user) => ({
        tenant_id: demo.tenantId,
        user_id: user.id,
        company_id: demo.nordlys.id,
        course_id: built.course.id,
        ...notificationValues({ subjectKey: 'learning.course_completed', args: ['Contract course'] }),
      })),
    );
    // The archive job moves incidents past their retention into the changelog's historic view.
    await t.db.insert(incidents).values({
      tenant_id: demo.tenantId,
      event: 'languages.updated',
      user_id: admin.id,
      company_id: demo.nordlys.id,
      target: 'languages:00000000-0000-4000-8000-000000000000|language',
      created_at: new Date(Date.now() - 200 * 86_400_000).toISOString(),
    });
    await archiveIncidents(t.db, new Date());
    await buildApiKey(t.db, {
      tenantId: demo.tenantId,
      companyId: demo.nordlys.id,
      permissions: ['users.read'],
    });
    await t.db.insert(ltiRegistrations).values({
      tenant_id: demo.tenantId,
      company_id: demo.nordlys.id,
      name: 'Nordlys Moodle',
      issuer: 'https://moodle.nordlys.test',
      client_id: 'academy',
      deployment_ids: ['1'],
      auth_login_url: 'https://moodle.nordlys.test/auth',
      auth_token_url: 'https://moodle.nordlys.test/token',
      keyset_url: 'https://moodle.nordlys.test/jwks',
    });
    // A SCORM package of Nordlys for the course, and one LMS learner who came in through it (modules/scorm).
    const [scormPackage] = await t.db
      .insert(scormPackages)
      .values({ tenant_id: demo.tenantId, company_id: demo.nordlys.id, course_id: built.course.id })
      .returning();
    await t.db.insert(scormRegistrations).values({
      tenant_id: demo.tenantId,
      company_id: demo.nordlys.id,
      course_id: built.course.id,
      package_id: scormPackage.id,
      user_id: demo.user('learner').id,
      scorm_learner_id: 'lms-learner-1',
    });
    // The shop's webhook writes receipts (modules/payments); a seat purchase of Nordlys by its manager.
    await t.db.insert(receipts).values({
      tenant_id: demo.tenantId,
      checkout_id: '00000000-0000-4000-8000-0000000c0de5',
      provider: 'local',
      user_id: demo.user('manager').id,
      company_id: demo.nordlys.id,
      seats: 3,
      amount: 30_000,
    });
  }

  beforeAll(writeMissingRows);

  it.each(segments)('%s: list and item as an administrator, with every relation', async (segment) => {
    const contract = contractOf(segment);
    const withQuery = contract.with.length ? `&with=${contract.with.join(',')}` : '';
    // Tenants are the operators' (super administrators see them all); everything else an admin reads.
    const role: DemoRole = segment === 'tenants' ? 'superAdmin' : 'admin';
    const list = await get(role, `/api/v1/${segment}?per_page=100${withQuery}`);
    expect(list.statusCode, list.body).toBe(200);
    const items: { uuid: string; relations: string[] }[] = list.json().data.items;
    expect(items.length, `${segment} has rows to check`).toBeGreaterThan(0);
    items.forEach((item, index) => {
      expectContractItem(contract, item, `${segment} list [${index}]`);
      for (const name of contract.with) expect(item.relations, `${segment}: with=${name}`).toContain(name);
    });

    const one = await get(role, `/api/v1/${segment}/${items[0].uuid}?with=${contract.with.join(',')}`);
    expect(one.statusCode, one.body).toBe(200);
    expectContractItem(contract, one.json().data.item, `${segment} item`);
  });

  it.each(segments)('%s: the list as a manager and as a learner', async (segment) => {
    const contract = contractOf(segment);
    const withQuery = contract.with.length ? `&with=${contract.with.join(',')}` : '';
    for (const role of ['manager', 'learner'] as const) {
      const list = await get(role, `/api/v1/${segment}?per_page=100${withQuery}`);
      // Some resources are for administrators or managers only: a refusal has no items to check.
      if (list.statusCode === 403) continue;
      expect(list.statusCode, list.body).toBe(200);
      list.json().data.items.forEach((item: unknown, index: number) => {
        expectContractItem(contract, item, `${segment} as ${role} [${index}]`);
      });
    }
  });
});
