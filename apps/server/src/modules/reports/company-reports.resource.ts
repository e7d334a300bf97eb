import {
  companyReportContract,
  companyReportFormats,
  companyReportStatuses,
} from '@academy/contracts/entities/company-report';
import { eq, inArray, sql } from 'drizzle-orm';
import { companyReports } from '../../db/schema/learning.ts';
import { companies, users } from '../../db/schema/tenancy.ts';
import { isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { companyReportPolicy } from './company-reports.policy.ts';

type Status = (typeof companyReportStatuses)[number];
type Format = (typeof companyReportFormats)[number];

/**
 * Company reports (the Reports tab). Asking for one writes a pending row; generating the file is the
 * report job's work (a later issue), which moves it to processing, then done or failed.
 */
export const companyReportResource = defineResource(companyReportContract, {
  table: companyReports,
  policy: companyReportPolicy,
  label: { en: 'Report', nb: 'Rapport' },
  header: (row) => row.name,
  // Where the file lies is the server's business; it is downloaded through its own route.
  hidden: ['path'],
  visibility: (actor) => {
    if (isAdmin(actor)) return undefined;
    const managed = managedCompanyIdsInScope(actor);
    return managed.length ? inArray(companyReports.company_id, managed) : false;
  },
  searchColumns: [companyReports.name],
  sorts: { created_at: companyReports.created_at, name: companyReports.name, status: companyReports.status },
  defaultSort: '-created_at',
  filters: {
    company: (value) => referenceFilter(companyReports.company_id, companies, value),
    status: (value) =>
      (companyReportStatuses as readonly string[]).includes(value)
        ? eq(companyReports.status, value as Status)
        : sql`false`,
    format: (value) =>
      (companyReportFormats as readonly string[]).includes(value)
        ? eq(companyReports.format, value as Format)
        : sql`false`,
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
  },
  create: {
    async prepare(input, context) {
      const admin = isAdmin(context.actor);
      const companyKey = input.company_id ?? context.actor.scope?.id;
      if (companyKey === undefined) throw fieldError('company_id', 'validation.required');
      const companyId = await resolveReference(
        context,
        companies,
        companyKey,
        'company_id',
        admin ? undefined : inArray(companies.id, managedCompanyIdsInScope(context.actor).concat(-1)),
      );
      return {
        company_id: companyId,
        user_id: context.actor.user?.id ?? null,
        name: input.name,
        format: input.format,
        status: 'pending',
      };
    },
  },
  writeRelations: ['company-reports'],
});
