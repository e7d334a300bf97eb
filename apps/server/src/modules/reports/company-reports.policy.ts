import { isAdmin, isManagerAny, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, never } from '../../platform/policy/define-policy.ts';
import type { Row } from '../../platform/resource/define-resource.ts';

const managesReportCompany = (actor: Parameters<typeof isAdmin>[0], report: Row) =>
  isAdmin(actor) || managedCompanyIdsInScope(actor).includes(report.company_id);

/** Reports are for a company's managers (spec §6 "view company reports") and admins. A report is not edited. */
export const companyReportPolicy = definePolicy<Row>({
  viewAny: (actor) => isAdmin(actor) || isManagerAny(actor),
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: managesReportCompany,
  update: never,
  delete: managesReportCompany,
});
