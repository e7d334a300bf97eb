import { z } from 'zod';
import { spreadsheetFormats } from '../spreadsheet.ts';
import { enrollmentStandings } from './company-report.ts';

/**
 * The training matrix (issue 21 §2): a company's people × its courses, each cell where the person stands.
 * GET /api/v1/companies/{company}/training-matrix answers one page of people; …/training-matrix/download the
 * whole matrix as Excel (coloured cells, frozen header and name column) or CSV.
 */
export const trainingMatrixCourseSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  code: z.string().nullable(),
  /** In the reader's language where the course has it. */
  title: z.string(),
});

/** A cell: the status, and its date — completed (or expired) on, or the deadline of what is still to do. */
export const trainingMatrixCellSchema = z.object({
  course_id: z.number().int(),
  status: z.enum(enrollmentStandings),
  date: z.string().nullable(),
});
export type TrainingMatrixCell = z.infer<typeof trainingMatrixCellSchema>;

export const trainingMatrixPersonSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  departments: z.string().nullable(),
  /** Only the courses where the person has a standing; a course missing here is not theirs. */
  cells: z.array(trainingMatrixCellSchema),
});
export type TrainingMatrixPerson = z.infer<typeof trainingMatrixPersonSchema>;

export const trainingMatrixSchema = z.object({
  courses: z.array(trainingMatrixCourseSchema),
  people: z.array(trainingMatrixPersonSchema),
});
export type TrainingMatrix = z.infer<typeof trainingMatrixSchema>;

export const trainingMatrixQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().max(200).optional(),
  /** One department's people (id or uuid). */
  'filter[department]': z.string().max(64).optional(),
});
export type TrainingMatrixQuery = z.infer<typeof trainingMatrixQuerySchema>;

export const trainingMatrixDownloadQuerySchema = trainingMatrixQuerySchema
  .omit({ page: true, per_page: true })
  .extend({ format: z.enum(spreadsheetFormats) });

/** The overview's deadline counts: lines past their deadline, and not completed lines due within the window. */
export const dueWithinDays = 14;
export const deadlineCountsSchema = z.object({
  overdue: z.number().int(),
  due_soon: z.number().int(),
  /** The window of `due_soon`, in days. */
  due_within_days: z.number().int(),
});
export type DeadlineCounts = z.infer<typeof deadlineCountsSchema>;

/**
 * The departments a reader's reports and matrix are limited to in a company: null for a manager or an
 * administrator (the whole company), else the departments they head there (the first is preselected).
 */
export const reportReachSchema = z.object({
  departments: z.array(z.object({ id: z.number().int(), uuid: z.string(), name: z.string() })).nullable(),
});
export type ReportReach = z.infer<typeof reportReachSchema>;
