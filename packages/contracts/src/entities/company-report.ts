import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();

export const companyReportFormats = ['xlsx', 'csv'] as const;
export const companyReportStatuses = ['pending', 'processing', 'done', 'failed'] as const;

/** A generated report of a company (Excel or CSV), listed in the company's Reports tab (spec §2). */
export const companyReportSchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  company: related.nullable().optional(),
  user_id: z.number().int().nullable(),
  user: related.nullable().optional(),
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

export const companyReportFilters = ['company', 'status', 'format'] as const;
export const companyReportActions = ['view', 'delete'] as const;
