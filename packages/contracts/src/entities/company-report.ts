import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';
import { spreadsheetFormats } from '../spreadsheet.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
/** Dates are calendar dates, 'YYYY-MM-DD' (spec §9). */
const date = z.iso.date('validation.date');

export const companyReportFormats = spreadsheetFormats;
export const companyReportStatuses = ['pending', 'processing', 'done', 'failed'] as const;
/**
 * What a report lists (issue 21): `status` one line per learner each enrollment reaches, with its deadline;
 * `expiring` the certificates that expire within `within_days`; `qualifications` the learners' standings.
 */
export const companyReportKinds = ['status', 'expiring', 'qualifications'] as const;
export type CompanyReportKind = (typeof companyReportKinds)[number];
/** Where a learner stands in an enrollment: `overdue` is past its deadline and not completed. */
export const enrollmentStandings = ['not_started', 'in_progress', 'completed', 'expired', 'overdue'] as const;
export type EnrollmentStanding = (typeof enrollmentStandings)[number];
/** The expiring report's default window, in days. */
export const defaultExpiringWithinDays = 30;

/**
 * A generated report of a company (Excel or CSV), listed in the company's Reports tab (spec §2). Its rows are
 * the qualifications (learner × course) the person who asked may see, narrowed to the scope below. The file
 * is downloaded from `GET /api/v1/company-reports/{uuid}/download` once `status` is `done` (ability
 * `download`).
 */
export const companyReportSchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  company: summarySchema.nullable(),
  /** Who asked for it. */
  user_id: z.number().int().nullable(),
  user: summarySchema.nullable(),
  name: z.string(),
  format: z.enum(companyReportFormats),
  status: z.enum(companyReportStatuses),
  /** Only the learners of this department (null: the whole company). */
  department_id: z.number().int().nullable(),
  department: summarySchema.nullable(),
  /** Only this course (null: every course). */
  course_id: z.number().int().nullable(),
  course: summarySchema.nullable(),
  /** Only qualifications completed on or after / on or before these dates (YYYY-MM-DD). */
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  kind: z.enum(companyReportKinds),
  /** A status report's statuses (null: every status). */
  statuses: z.array(z.enum(enrollmentStandings)).nullable(),
  /** A status report: only lines not completed and due within this many days; an expiring report: its window. */
  within_days: z.number().int().nullable(),
  /** The language of the file's headings and values. */
  locale: z.enum(['en', 'nb']),
  /** 0–100 while the file is written; 100 once done. */
  progress: z.number().int(),
  /** How many rows the file will hold (known once the job started) and how many are written so far. */
  rows_total: z.number().int().nullable(),
  rows_written: z.number().int(),
  /** Bytes of the finished file. */
  size: z.number().int().nullable(),
  /** Why the report failed: a message key of messages.ts, to be translated by the reader. */
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type CompanyReport = z.infer<typeof companyReportSchema>;

/** "To" may not come before "from". */
const orderedDates = (value: { date_from?: string | null; date_to?: string | null }) =>
  !value.date_from || !value.date_to || value.date_to >= value.date_from;

/** Asks for a report; it starts pending and the report job writes the file. */
export const companyReportCreateSchema = z
  .strictObject({
    /** Defaults to the company acted in. */
    company_id: reference.optional(),
    name: z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long'),
    format: z.enum(companyReportFormats),
    /** Required of a department head who does not manage the company: one of the departments they head. */
    department_id: reference.nullable().optional(),
    course_id: reference.nullable().optional(),
    date_from: date.nullable().optional(),
    date_to: date.nullable().optional(),
    /** Defaults to `qualifications`, the report issue 14 made (the Reports tab asks for `status` first). */
    kind: z.enum(companyReportKinds).optional(),
    statuses: z.array(z.enum(enrollmentStandings)).max(enrollmentStandings.length).nullable().optional(),
    within_days: z.number().int('validation.number').min(0).max(3650).nullable().optional(),
  })
  .refine(orderedDates, { path: ['date_to'], message: 'validation.date_range' });

/** A report is asked for (created) and deleted, never edited (the policy's `update` is always false). */
export const companyReportContract = defineResourceContract({
  segment: 'company-reports',
  type: 'company_report',
  item: companyReportSchema,
  create: companyReportCreateSchema,
  filters: {
    company: filterValue.reference,
    department: filterValue.reference,
    status: filterValue.oneOf(companyReportStatuses),
    format: filterValue.oneOf(companyReportFormats),
    kind: filterValue.oneOf(companyReportKinds),
  },
  sorts: ['created_at', 'name', 'status'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete', 'download'],
  delete: true,
});
