import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { companyReportContract } from '@academy/contracts/entities/company-report';
import type { companyReports } from '../../db/schema/learning.ts';
import { isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, never } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';
import { readsReport, worksWithReports } from './report-scope.policy.ts';

/** What the rules read of a company report. */
type CompanyReportRow = Pick<
  RowOf<typeof companyReports>,
  'company_id' | 'department_id' | 'user_id' | 'status'
>;

/**
 * Reports are for a company's managers (spec §6 "view company reports"), its department heads (reports of
 * their departments) and admins. A report is not edited. Whoever reads a report downloads its file once it
 * is done; it is deleted by administrators, the company's managers and the person who asked for it.
 */
export const companyReportPolicy = definePolicy<CompanyReportRow, AbilityOf<typeof companyReportContract>>({
  viewAny: worksWithReports,
  create: worksWithReports,
  view: readsReport,
  update: never,
  delete: (actor, report) =>
    readsReport(actor, report) &&
    (isAdmin(actor) ||
      managedCompanyIdsInScope(actor).includes(report.company_id) ||
      (report.user_id !== null && report.user_id === actor.user?.id)),
  download: (actor, report) => readsReport(actor, report) && report.status === 'done',
});
