import type { companyReports } from '../../db/schema/learning.ts';
import { isAdmin, isManagerAny, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, never } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

/** What the rules read of a company report. */
type CompanyReportRow = Pick<RowOf<typeof companyReports>, 'company_id'>;

const managesReportCompany = (actor: Parameters<typeof isAdmin>[0], report: CompanyReportRow) =>
  isAdmin(actor) || managedCompanyIdsInScope(actor).includes(report.company_id);

/** Reports are for a company's managers (spec §6 "view company reports") and admins. A report is not edited. */
export const companyReportPolicy = definePolicy<CompanyReportRow>({
  viewAny: (actor) => isAdmin(actor) || isManagerAny(actor),
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: managesReportCompany,
  update: never,
  delete: managesReportCompany,
});
