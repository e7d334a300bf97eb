import { companyReportContract, defaultExpiringWithinDays } from '@academy/contracts/entities/company-report';
import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { accessPasses, companyReports, enrollments, qualifications } from '../../db/schema/learning.ts';
import { companies, departments, users } from '../../db/schema/tenancy.ts';
import { managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { headedDepartmentIdsInScope } from '../../platform/auth/actor-grants.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { removeFilesAfterCommit } from '../../platform/jobs/file-removal.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { resolveWriteCompany } from '../companies/index.ts';
import { courseForReader } from '../content-visibility/index.ts';
import { companyReportPolicy } from './company-reports.policy.ts';
import { assertReportSlot } from './report-limit.ts';
import { queueReport } from './report-queue.ts';
import { canSeeAllReports, reportCompanyIds, reportsOnWholeCompany } from './report-scope.policy.ts';

/** Courses the company has something of: an enrollment, an access pass or a learner's qualification. */
const courseOfCompany = (companyId: number) =>
  or(
    exists(
      sql`(select 1 from ${enrollments} where ${enrollments.course_id} = ${courses.id} and ${enrollments.company_id} = ${companyId})`,
    ),
    exists(
      sql`(select 1 from ${accessPasses} where ${accessPasses.course_id} = ${courses.id} and ${accessPasses.company_id} = ${companyId})`,
    ),
    exists(
      sql`(select 1 from ${qualifications} where ${qualifications.course_id} = ${courses.id} and ${qualifications.company_id} = ${companyId})`,
    ),
  );

/**
 * Company reports (the Reports tab, issue 14). Asking for one writes a pending row and, in the same
 * transaction, queues the report job (report-job.ts), which writes the file and moves the row through
 * processing to done or failed. A department head asks only for reports of a department they head; the
 * scope (department, course, completion dates) is checked against the company here.
 */
export const companyReportResource = defineResource(companyReportContract, {
  table: companyReports,
  policy: companyReportPolicy,
  label: { en: 'Report', nb: 'Rapport' },
  header: (row) => row.name,
  // Where the file lies is the server's business; it is downloaded through its own route.
  hidden: ['path'],
  visibility: (actor) => {
    if (canSeeAllReports(actor)) return undefined;
    const managed = managedCompanyIdsInScope(actor);
    const headed = headedDepartmentIdsInScope(actor);
    if (!managed.length && !headed.length) return false;
    return or(
      managed.length ? inArray(companyReports.company_id, managed) : undefined,
      headed.length ? inArray(companyReports.department_id, headed) : undefined,
    );
  },
  searchColumns: [companyReports.name],
  sorts: { created_at: companyReports.created_at, name: companyReports.name, status: companyReports.status },
  defaultSort: '-created_at',
  filters: {
    company: (value) => referenceFilter(companyReports.company_id, companies, value),
    department: (value) => referenceFilter(companyReports.department_id, departments, value),
    // The contract's value schemas have checked both against their enums (422 otherwise).
    status: (value) => eq(companyReports.status, value),
    format: (value) => eq(companyReports.format, value),
    kind: (value) => eq(companyReports.kind, value),
  },
  relations: {
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    user: belongsTo(users, 'user_id', {
      always: true,
      pick: summary('users', 'user', (row) => `${row.first_name} ${row.last_name}`),
    }),
    department: belongsTo(departments, 'department_id', {
      always: true,
      pick: summary('departments', 'department', (row) => row.name),
    }),
    // Named as the rows of its file name it: the title in the reader's language.
    course: courseForReader(),
  },
  create: {
    async prepare(input, context) {
      const { actor } = context;
      const companyId = await resolveWriteCompany(context, input.company_id, reportCompanyIds(actor));
      const managesCompany = reportsOnWholeCompany(actor, companyId);
      // A head who does not manage the company reports on a department they head, never the whole company.
      if (!managesCompany && (input.department_id === undefined || input.department_id === null))
        throw fieldError('department_id', 'validation.required');
      const departmentId =
        input.department_id === undefined || input.department_id === null
          ? null
          : await resolveReference(
              context,
              departments,
              input.department_id,
              'department_id',
              and(
                eq(departments.company_id, companyId),
                managesCompany
                  ? undefined
                  : inArray(departments.id, headedDepartmentIdsInScope(actor).concat(-1)),
              ),
            );
      const courseId =
        input.course_id === undefined || input.course_id === null
          ? null
          : await resolveReference(
              context,
              courses,
              input.course_id,
              'course_id',
              courseOfCompany(companyId),
            );
      // Last, once the request is known to be valid: a 422 on a field helps more than "wait for your reports".
      await assertReportSlot(context.db, companyId);
      const kind = input.kind ?? 'qualifications';
      return {
        kind,
        // Statuses are the status report's; an empty choice means every status.
        statuses: kind === 'status' && input.statuses?.length ? [...new Set(input.statuses)] : null,
        within_days:
          kind === 'expiring'
            ? (input.within_days ?? defaultExpiringWithinDays)
            : kind === 'status'
              ? (input.within_days ?? null)
              : null,
        company_id: companyId,
        department_id: departmentId,
        course_id: courseId,
        date_from: input.date_from ?? null,
        date_to: input.date_to ?? null,
        user_id: actor.user?.id ?? null,
        name: input.name,
        format: input.format,
        locale: context.locale,
        status: 'pending',
      };
    },
    // The job is queued in the row's own transaction: it exists exactly when the report does.
    async after(row, _input, context) {
      await queueReport(context.services, row, context.db);
    },
    // A company with `openReportLimit` reports still being made is asked to wait (report-limit.ts).
    errors: [429],
  },
  // The file goes once the deletion has committed (a rolled-back delete keeps its file); a job still writing
  // it finds the row gone and removes what it wrote (report-job.ts).
  async beforeDelete(row, context) {
    if (row.path) await removeFilesAfterCommit(context.services, context.db, { keys: [row.path] });
  },
  writeRelations: ['company-reports'],
});
