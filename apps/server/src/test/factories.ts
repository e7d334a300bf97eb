import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  companies,
  companyUsers,
  departments,
  departmentUsers,
  type UserRole,
  users,
} from '../db/schema/tenancy.ts';
import { tenants } from '../db/schema/tenants.ts';
import { issueAccessToken } from '../platform/auth/tokens.ts';

/** Factories for the rows a test needs beyond the demo data. Each returns the inserted row. */
export async function demoTenant(db: Database) {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'academy'));
  return tenant;
}

export async function buildTenant(db: Database, name = `Tenant ${randomUUID().slice(0, 6)}`) {
  const [tenant] = await db
    .insert(tenants)
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-') })
    .returning();
  return tenant;
}

export async function buildCompany(
  db: Database,
  tenantId: number,
  name = `Company ${randomUUID().slice(0, 6)}`,
) {
  const [company] = await db
    .insert(companies)
    .values({ tenant_id: tenantId, name, slug: name.toLowerCase().replace(/\W+/g, '-') })
    .returning();
  return company;
}

export async function buildDepartment(
  db: Database,
  tenantId: number,
  companyId: number,
  name = 'Department',
) {
  const [department] = await db
    .insert(departments)
    .values({ tenant_id: tenantId, company_id: companyId, name })
    .returning();
  return department;
}

export async function buildUser(
  db: Database,
  tenantId: number,
  options: {
    role?: UserRole;
    companyId?: number;
    isManager?: boolean;
    departmentId?: number;
    isHead?: boolean;
    email?: string;
  } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      tenant_id: tenantId,
      first_name: 'Test',
      last_name: `User ${randomUUID().slice(0, 4)}`,
      email: options.email ?? `user-${randomUUID().slice(0, 8)}@example.test`,
      role: options.role ?? 'user',
    })
    .returning();
  if (options.companyId) {
    await db.insert(companyUsers).values({
      tenant_id: tenantId,
      company_id: options.companyId,
      user_id: user.id,
      is_manager: options.isManager ?? false,
    });
  }
  if (options.departmentId) {
    await db.insert(departmentUsers).values({
      tenant_id: tenantId,
      department_id: options.departmentId,
      user_id: user.id,
      is_head: options.isHead ?? false,
    });
  }
  return user;
}

export async function tokenFor(
  db: Database,
  user: { id: number; tenant_id: number },
  ttlMinutes = 60,
): Promise<string> {
  const issued = await issueAccessToken(db, {
    tenantId: user.tenant_id,
    userId: user.id,
    method: 'password',
    ttlMinutes,
    now: new Date(),
  });
  return issued.token;
}

/** A bearer token for one of the demo accounts (e.g. 'learner@academy.test'). */
export async function tokenForDemo(db: Database, email: string): Promise<string> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) throw new Error(`No demo user ${email}`);
  return tokenFor(db, user);
}

export async function demoCompany(db: Database, slug: 'nordlys' | 'fjord') {
  const [company] = await db.select().from(companies).where(eq(companies.slug, slug));
  return company;
}

export const auth = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});
