import type { CompanyProfile } from '@academy/contracts/entities/people-overview';
import { companyProfile as companyProfileOperation } from '@academy/contracts/operations/companies';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enrollments } from '../../db/schema/learning.ts';
import { companyUsers, departments, users } from '../../db/schema/tenancy.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { countResources } from '../../platform/resource/count-resources.ts';
import type { EntityRow, ResourceContext } from '../../platform/resource/define-resource.ts';
import { toIso } from '../../platform/resource/present.ts';
import { findVisible } from '../../platform/resource/resource-service.ts';
import { companyPolicy } from './companies.policy.ts';
import { companyResource } from './companies.resource.ts';

const count = sql<number>`count(*)`.mapWith(Number);

/**
 * The figures of a company's profile. People are counted as members (every member, whoever may see whom:
 * the reader manages the company); enrollments and certificates through their resources' own filters, so
 * their status and validity rules are the ones the lists use.
 */
async function companyProfile(context: ResourceContext, company: EntityRow): Promise<CompanyProfile> {
  const [members] = await context.db
    .select({
      total: count,
      active: sql<number>`count(*) filter (where ${users.is_active})`.mapWith(Number),
      managers: sql<number>`count(*) filter (where ${companyUsers.is_manager})`.mapWith(Number),
      never: sql<number>`count(*) filter (where ${users.last_login_at} is null)`.mapWith(Number),
      last_login_at: sql<string | null>`max(${users.last_login_at})`,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.user_id))
    .where(eq(companyUsers.company_id, company.id));
  const [departmentCount] = await context.db
    .select({ total: count })
    .from(departments)
    .where(eq(departments.company_id, company.id));
  const [courses] = await context.db
    .select({ total: sql<number>`count(distinct ${enrollments.course_id})`.mapWith(Number) })
    .from(enrollments)
    .where(and(eq(enrollments.company_id, company.id), sql`${enrollments.revoked_at} is null`));

  const enrollmentResource = context.services.resources.bySegment('enrollments');
  const certificateResource = context.services.resources.bySegment('certificates');
  if (!enrollmentResource || !certificateResource) throw new Error('enrollments and certificates are served');
  const ofCompany = { company: String(company.id) };
  const enrollmentsWith = (filters: Record<string, string>) =>
    countResources(enrollmentResource, context, { ...ofCompany, ...filters });
  const certificatesWith = (filters: Record<string, string>) =>
    countResources(certificateResource, context, { ...ofCompany, ...filters });

  return {
    company: {
      id: company.id,
      uuid: company.uuid,
      fqmi: `companies:${company.uuid}|company`,
      header: String(company.name),
      is_active: company.is_active === true,
      scorm_enabled: company.scorm_enabled === true,
    },
    users: {
      total: members.total,
      active: members.active,
      managers: members.managers,
      never_signed_in: members.never,
    },
    departments_count: departmentCount.total,
    courses_count: courses.total,
    enrollments: {
      active: await enrollmentsWith({ status: 'active' }),
      inactive: await enrollmentsWith({ status: 'inactive' }),
      revoked: await enrollmentsWith({ status: 'revoked' }),
      recurring: await enrollmentsWith({ is_recurring: 'true', status: 'active' }),
    },
    certificates: {
      valid: await certificatesWith({ valid: 'true' }),
      expired: await certificatesWith({ valid: 'false' }),
    },
    last_login_at: toIso(members.last_login_at),
  };
}

/**
 * spec §7 `GET companies/{id}/profile`: a company at a glance — its people, departments, courses, enrollments
 * and certificates — for those who manage it (its managers in scope, administrators). A member who does not
 * manage it gets 403; anyone else 404, as for the company itself.
 */
export async function companyProfileRoutes(app: FastifyInstance): Promise<void> {
  registerOperation(app, companyProfileOperation, async (request) => {
    const context = {
      db: app.services.db,
      actor: request.actor,
      services: app.services,
      locale: request.locale,
    };
    const company = await findVisible(companyResource, context, request.params.id);
    authorize(companyPolicy, 'manageUsers', request.actor, company);
    return itemEnvelope(request, await companyProfile(context, company));
  });
}
