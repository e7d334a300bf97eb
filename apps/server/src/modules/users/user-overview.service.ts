import type { Enrollment } from '@academy/contracts/entities/enrollment';
import type {
  SchedulePeriod,
  UserAssociations,
  UserScheduleQuery,
} from '@academy/contracts/entities/people-overview';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, companyUsers, departments, departmentUsers } from '../../db/schema/tenancy.ts';
import { memberCompanyIds } from '../../platform/auth/actor.ts';
import { countResources } from '../../platform/resource/count-resources.ts';
import type { EntityRow, ResourceContext } from '../../platform/resource/define-resource.ts';
import { listResources } from '../../platform/resource/resource-service.ts';
import { canSeeAllCompanies } from './user-reach.policy.ts';

/** The most enrollments one schedule reads (pages of 100): far more than any person holds. */
const MAX_ENROLLMENT_PAGES = 10;
/** The most later periods projected for one recurring enrollment within a window. */
const MAX_PROJECTED = 60;

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

const resourceOf = (context: ResourceContext, segment: string) => {
  const definition = context.services.resources.bySegment(segment);
  if (!definition) throw new Error(`The ${segment} resource is not registered`);
  return definition;
};

/**
 * Every enrollment that applies to the user as the reader may see it — through the enrollments resource
 * itself (its `filter[user]`: personal, their departments', their companies'), so its visibility holds here.
 */
async function enrollmentsOf(context: ResourceContext, user: EntityRow): Promise<Enrollment[]> {
  const definition = resourceOf(context, 'enrollments');
  const found: Enrollment[] = [];
  for (let page = 1; page <= MAX_ENROLLMENT_PAGES; page += 1) {
    const result = await listResources(definition, context, {
      page,
      per_page: 100,
      sort: 'start_date',
      filter: { user: String(user.id) },
    });
    // The enrollments resource presents its contract's item (checked by resource-contracts.test.ts).
    found.push(...(result.items as unknown as Enrollment[]));
    if (page >= result.pagination.last_page) break;
  }
  return found;
}

const overlaps = (period: { start_date: string; end_date: string | null }, window: UserScheduleQuery) =>
  period.start_date <= window.end && (period.end_date === null || period.end_date >= window.start);

/**
 * The periods a course is open to the user within the window (GET users/{id}/schedule): each enrollment that
 * applies and is not revoked, and for a recurring one that has no successor yet, the periods it will start by
 * itself (spec §4: after the end, the pause, then as long again), until the window's end.
 */
export async function userSchedule(
  context: ResourceContext,
  user: EntityRow,
  window: UserScheduleQuery,
): Promise<SchedulePeriod[]> {
  const all = await enrollmentsOf(context, user);
  const continued = new Set(all.map((enrollment) => enrollment.previous_enrollment_id));
  const periods: SchedulePeriod[] = [];
  for (const enrollment of all) {
    if (enrollment.revoked_at) continue;
    const base = {
      enrollment: {
        id: enrollment.id,
        uuid: enrollment.uuid,
        fqmi: enrollment.fqmi,
        header: enrollment.header,
      },
      course: enrollment.course,
      company: enrollment.company,
      enrolled_as: enrollment.enrollable_type,
      enrollable: enrollment.enrollable,
      is_recurring: enrollment.is_recurring,
    };
    if (overlaps(enrollment, window))
      periods.push({
        ...base,
        start_date: enrollment.start_date,
        end_date: enrollment.end_date,
        projected: false,
        status: enrollment.status,
      });
    if (!enrollment.is_recurring || !enrollment.end_date || continued.has(enrollment.id)) continue;
    const length = daysBetween(enrollment.start_date, enrollment.end_date);
    const pause = enrollment.recur_after_days ?? 0;
    let end = enrollment.end_date;
    for (let count = 0; count < MAX_PROJECTED; count += 1) {
      const start = addDays(end, pause + 1);
      end = addDays(start, length);
      if (start > window.end) break;
      if (end >= window.start)
        periods.push({ ...base, start_date: start, end_date: end, projected: true, status: 'inactive' });
    }
  }
  return periods.sort(
    (a, b) =>
      a.start_date.localeCompare(b.start_date) ||
      (a.course?.header ?? '').localeCompare(b.course?.header ?? ''),
  );
}

/** A summary of a company or department row for the answer. */
const summaryOf = (segment: string, type: string, row: { id: number; uuid: string; name: string }) => ({
  id: row.id,
  uuid: row.uuid,
  fqmi: `${segment}:${row.uuid}|${type}`,
  header: row.name,
});

/**
 * Where the user belongs (GET users/{id}/associations). Outside administrators, only within the reader's own
 * companies (decisions: a person's other memberships are those companies' business); the counts go through
 * the enrollments and certificates resources, so they count only what the reader may see.
 */
export async function userAssociations(context: ResourceContext, user: EntityRow): Promise<UserAssociations> {
  const { actor } = context;
  const withinReach = canSeeAllCompanies(actor)
    ? undefined
    : inArray(companies.id, memberCompanyIds(actor).concat(-1));
  const memberships = await context.db
    .select({
      id: companies.id,
      uuid: companies.uuid,
      name: companies.name,
      is_active: companies.is_active,
      is_manager: companyUsers.is_manager,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(and(eq(companyUsers.user_id, user.id), withinReach))
    .orderBy(asc(companies.name));
  const departmentRows = await context.db
    .select({
      id: departments.id,
      uuid: departments.uuid,
      name: departments.name,
      is_head: departmentUsers.is_head,
      company_id: companies.id,
      company_uuid: companies.uuid,
      company_name: companies.name,
    })
    .from(departmentUsers)
    .innerJoin(departments, eq(departments.id, departmentUsers.department_id))
    .innerJoin(companies, eq(companies.id, departments.company_id))
    .where(and(eq(departmentUsers.user_id, user.id), withinReach))
    .orderBy(asc(companies.name), asc(departments.name));

  const userFilter = { user: String(user.id) };
  const enrollments = resourceOf(context, 'enrollments');
  const certificates = resourceOf(context, 'certificates');
  const [active, inactive, held, valid] = [
    await countResources(enrollments, context, { ...userFilter, status: 'active' }),
    await countResources(enrollments, context, { ...userFilter, status: 'inactive' }),
    await countResources(certificates, context, userFilter),
    await countResources(certificates, context, { ...userFilter, valid: 'true' }),
  ];
  return {
    companies: memberships.map((row) => ({
      ...summaryOf('companies', 'company', row),
      is_manager: row.is_manager,
      is_active: row.is_active,
    })),
    departments: departmentRows.map((row) => ({
      ...summaryOf('departments', 'department', row),
      is_head: row.is_head,
      company: summaryOf('companies', 'company', {
        id: row.company_id,
        uuid: row.company_uuid,
        name: row.company_name,
      }),
    })),
    enrollments_count: active + inactive,
    certificates_count: held,
    valid_certificates_count: valid,
  };
}
