import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

export const companyReportFormats = ['xlsx', 'csv'] as const;
export const companyReportStatuses = ['pending', 'processing', 'done', 'failed'] as const;

/** A generated report of a company (Excel or CSV), listed in the company's Reports tab (spec §2). */
export const companyReportSchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  company: summarySchema.nullable(),
  /** Who asked for it. */
  user_id: z.number().int().nullable(),
  user: summarySchema.nullable(),
  name: z.string(),
  format: z.enum(companyReportFormats),
  status: z.enum(companyReportStatuses),
});
export type CompanyReport = z.infer<typeof companyReportSchema>;

/** Asks for a report; it starts pending and the report job fills it in. */
export const companyReportCreateSchema = z.strictObject({
  /** Defaults to the company acted in. */
  company_id: reference.optional(),
  name: z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long'),
  format: z.enum(companyReportFormats),
});

/** A report is asked for (created) and deleted, never edited (the policy's `update` is always false). */
export const companyReportContract = defineResourceContract({
  segment: 'company-reports',
  type: 'company_report',
  item: companyReportSchema,
  create: companyReportCreateSchema,
  filters: {
    company: filterValue.reference,
    status: filterValue.oneOf(companyReportStatuses),
    format: filterValue.oneOf(companyReportFormats),
  },
  sorts: ['created_at', 'name', 'status'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
