import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/content.ts';
import { companies, departments, users } from '../../db/schema/tenancy.ts';
import { type Actor, guestActor } from '../../platform/auth/actor.ts';
import { tokenForDemo } from '../../test/factories.ts';

/** Test support for the learning resources: the demo accounts' tokens and the demo rows' ids. */
export const demoEmails = {
  superAdmin: 'super@academy.test',
  admin: 'admin@academy.test',
  manager: 'manager@academy.test',
  head: 'head@academy.test',
  learner: 'learner@academy.test',
  multi: 'multi@academy.test',
  fjordManager: 'fjord.manager@academy.test',
  fjordLearner: 'fjord.learner@academy.test',
} as const;
export type DemoRole = keyof typeof demoEmails;

export async function demoTokens(db: Database): Promise<Record<DemoRole, string>> {
  // One after the other: parallel setup queries would open extra pool connections for nothing.
  const tokens: Partial<Record<DemoRole, string>> = {};
  for (const [role, email] of Object.entries(demoEmails) as [DemoRole, string][])
    tokens[role] = await tokenForDemo(db, email);
  return tokens as Record<DemoRole, string>;
}

export async function demoRows(db: Database) {
  const tenantCompanies = await db.select().from(companies);
  const tenantDepartments = await db.select().from(departments);
  const tenantUsers = await db.select().from(users);
  const tenantCourses = await db.select().from(courses);
  const company = (slug: string) => tenantCompanies.find((row) => row.slug === slug)!;
  const nordlys = company('nordlys');
  const fjord = company('fjord');
  const department = (companyId: number, name: string) =>
    tenantDepartments.find((row) => row.company_id === companyId && row.name === name)!;
  const user = (role: DemoRole) => tenantUsers.find((row) => row.email === demoEmails[role])!;
  const course = (code: string) => tenantCourses.find((row) => row.code === code)!;
  return {
    tenantId: nordlys.tenant_id,
    nordlys,
    fjord,
    sales: department(nordlys.id, 'Sales'),
    operations: department(nordlys.id, 'Operations'),
    drivers: department(fjord.id, 'Drivers'),
    user,
    course,
  };
}

/** Actors for policy unit tests: the five roles of DESIGN §7 around two companies. */
export function policyActors(nordlysId: number, fjordId: number, salesId: number): Record<string, Actor> {
  const base = (id: number, extra: Partial<Actor>): Actor => ({
    ...guestActor(1),
    user: {
      id,
      uuid: `00000000-0000-4000-8000-00000000000${id}`,
      first_name: 'T',
      last_name: 'U',
      email: `${id}@t`,
      role: 'user',
      language_code: null,
      last_login_at: null,
      use_classic_player: false,
      email_core: true,
      email_course: true,
      email_marketing: false,
    },
    ...extra,
  });
  const membership = (id: number, isManager: boolean) => ({
    id,
    uuid: `c-${id}`,
    name: `C${id}`,
    is_manager: isManager,
  });
  const scope = (id: number) => ({ type: 'company' as const, id, uuid: `c-${id}`, name: `C${id}` });
  return {
    learner: base(1, {
      companies: [membership(nordlysId, false)],
      departments: [{ id: salesId, company_id: nordlysId, is_head: false }],
      scope: scope(nordlysId),
    }),
    manager: base(2, { companies: [membership(nordlysId, true)], scope: scope(nordlysId) }),
    otherManager: base(3, { companies: [membership(fjordId, true)], scope: scope(fjordId) }),
    admin: base(4, { isAdmin: true }),
    superAdmin: base(5, { isSuperAdmin: true }),
  };
}
