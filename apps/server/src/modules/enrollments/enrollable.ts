import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { EnrollableType } from '../../db/schema/learning.ts';
import { companies, companyUsers, departments, users } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { EntityRow, RelationLoader, ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { enrollableCompanyIds } from './enrollment-scope.policy.ts';

export type ResolvedEnrollable = { type: EnrollableType; id: number; companyId: number };

/**
 * Resolves the company, department or user an enrollment or access pass is for, and the company that owns
 * it. A manager reaches only the companies they manage: anything else is a 422 on the field, exactly like
 * an id that does not exist (never revealing another company's items).
 */
export async function resolveEnrollable(
  context: ResourceContext,
  input: { type: EnrollableType; key: unknown; companyKey?: unknown },
  fields: { id: string; company: string },
): Promise<ResolvedEnrollable> {
  // null: every company (an admin); the condition narrows a column to the companies reached.
  const reachable = enrollableCompanyIds(context.actor);
  const inReachable = (column: Parameters<typeof inArray>[0]) =>
    reachable === null ? undefined : inArray(column, reachable);
  let candidates: number[];
  let id: number;
  if (input.type === 'company') {
    id = await resolveReference(context, companies, input.key, fields.id, inReachable(companies.id));
    candidates = [id];
  } else if (input.type === 'department') {
    id = await resolveReference(
      context,
      departments,
      input.key,
      fields.id,
      inReachable(departments.company_id),
    );
    const [department] = await context.db
      .select({ company_id: departments.company_id })
      .from(departments)
      .where(eq(departments.id, id));
    candidates = [department.company_id];
  } else {
    const inReach =
      reachable === null
        ? sql`exists (select 1 from ${companyUsers} where ${companyUsers.user_id} = ${users.id})`
        : sql`exists (select 1 from ${companyUsers} where ${companyUsers.user_id} = ${users.id} and ${inArray(companyUsers.company_id, reachable)})`;
    id = await resolveReference(context, users, input.key, fields.id, inReach);
    const memberships = await context.db
      .select({ company_id: companyUsers.company_id })
      .from(companyUsers)
      .where(and(eq(companyUsers.user_id, id), inReachable(companyUsers.company_id)));
    candidates = memberships.map((membership) => membership.company_id);
  }
  return {
    type: input.type,
    id,
    companyId: await owningCompany(context, candidates, input.companyKey, fields.company),
  };
}

/** The owning company: the one named (if it is a candidate), the one acted in, or the only candidate. */
async function owningCompany(
  context: ResourceContext,
  candidates: number[],
  companyKey: unknown,
  field: string,
): Promise<number> {
  if (companyKey !== undefined && companyKey !== null) {
    return resolveReference(
      context,
      companies,
      companyKey,
      field,
      inArray(companies.id, candidates.concat(-1)),
    );
  }
  const scope = context.actor.scope?.id;
  if (scope !== undefined && candidates.includes(scope)) return scope;
  if (candidates.length === 1) return candidates[0];
  throw fieldError(field, 'validation.required');
}

/**
 * The company, department or user a row points at through a type and an id column (enrollable, grantable),
 * as a short summary. One UNION query for the whole page, whatever its mix of types.
 */
export function polymorphicOwner(typeKey: string, idKey: string): RelationLoader {
  return {
    always: true,
    async load(context, rows: readonly EntityRow[]) {
      const idsOf = (type: string) => [
        ...new Set(rows.filter((row) => row[typeKey] === type).map((row) => row[idKey] as number)),
      ];
      const found = await unionAll(
        context.db
          .select({
            type: sql<string>`'company'`.as('type'),
            id: companies.id,
            uuid: companies.uuid,
            header: sql<string>`${companies.name}`.as('header'),
          })
          .from(companies)
          .where(inArray(companies.id, idsOf('company'))),
        context.db
          .select({
            type: sql<string>`'department'`,
            id: departments.id,
            uuid: departments.uuid,
            header: sql<string>`${departments.name}`,
          })
          .from(departments)
          .where(inArray(departments.id, idsOf('department'))),
        context.db
          .select({
            type: sql<string>`'user'`,
            id: users.id,
            uuid: users.uuid,
            header: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
          })
          .from(users)
          .where(inArray(users.id, idsOf('user'))),
      );
      const segment = {
        company: ['companies', 'company'],
        department: ['departments', 'department'],
        user: ['users', 'user'],
      } as const;
      const byKey = new Map(
        found.map((entry) => {
          const [resource, type] = segment[entry.type as EnrollableType];
          return [
            `${entry.type}:${entry.id}`,
            {
              id: entry.id,
              uuid: entry.uuid,
              fqmi: `${resource}:${entry.uuid}|${type}`,
              header: entry.header,
              type: entry.type,
            },
          ];
        }),
      );
      return new Map(rows.map((row) => [row.id, byKey.get(`${row[typeKey]}:${row[idKey]}`) ?? null]));
    },
  };
}
