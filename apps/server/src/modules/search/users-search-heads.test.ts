import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildDepartment, buildUser, demoCompany, tokenFor } from '../../test/factories.ts';

/**
 * A department head finds the people of the departments they head, each leading to the person's organization
 * page, and nobody else: not the company's other people, not an administrator in the department, not another
 * company's people. A member who heads nothing may not search people at all.
 */
let t: TestApp;
let head: string;
let member: string;
const people: Record<string, { id: number; tenant_id: number; email: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const nordlys = await demoCompany(t.db, 'nordlys');
  const fjord = await demoCompany(t.db, 'fjord');
  const tenantId = nordlys.tenant_id;
  const led = await buildDepartment(t.db, tenantId, nordlys.id, 'Kelp pickers');
  const other = await buildDepartment(t.db, tenantId, nordlys.id, 'Net menders');
  const fjordDepartment = await buildDepartment(t.db, tenantId, fjord.id, 'Kelp pickers');
  const build = (key: string, options: Parameters<typeof buildUser>[2]) =>
    buildUser(t.db, tenantId, { email: `${key}@kelp.test`, ...options }).then((user) => {
      people[key] = user;
      return user;
    });
  const headUser = await build('head', { companyId: nordlys.id, departmentId: led.id, isHead: true });
  await build('picker', { companyId: nordlys.id, departmentId: led.id });
  await build('mender', { companyId: nordlys.id, departmentId: other.id });
  await build('admin', { role: 'admin', companyId: nordlys.id, departmentId: led.id });
  await build('fjord-picker', { companyId: fjord.id, departmentId: fjordDepartment.id });
  head = await tokenFor(t.db, headUser);
  member = await tokenFor(t.db, people.picker);
});
afterAll(() => t.close());

const searchUsers = (token: string, text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/search/users',
    payload: { searchables: { search: text, limit: 50 } },
    headers: auth(token),
  });

describe("a department head's people search", () => {
  it('finds the people of the departments they head, each opening their organization page', async () => {
    const response = await searchUsers(head, 'kelp.test');
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json().data.items as { description: string; url: string }[];
    expect(found.map((hit) => hit.description).sort()).toEqual(['head@kelp.test', 'picker@kelp.test']);
    const picker = found.find((hit) => hit.description === 'picker@kelp.test');
    expect(picker?.url).toBe(`/organization/users/${people.picker.id}`);
  });

  it('is refused to a member who heads no department', async () => {
    expect((await searchUsers(member, 'kelp.test')).statusCode).toBe(403);
  });
});
