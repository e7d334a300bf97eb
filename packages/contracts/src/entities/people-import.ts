import { z } from 'zod';

/** The server refuses a file with more rows than this (issue 21 §3). */
export const peopleImportMaxRows = 5000;

/** The template's headers, in order; custom fields follow by their key. */
export const peopleImportColumns = ['first_name', 'last_name', 'email', 'departments', 'is_manager'] as const;
export type PeopleImportColumn = (typeof peopleImportColumns)[number];

/** What importing a row would do: a new account, a change to an existing one, nothing, or nothing yet (problems). */
export const peopleImportOutcomes = ['create', 'update', 'unchanged', 'invalid'] as const;
export type PeopleImportOutcome = (typeof peopleImportOutcomes)[number];

/** A problem of one cell (or of the row when `column` is null), its text translated. */
export const peopleImportProblemSchema = z.object({
  column: z.string().nullable(),
  message: z.string(),
});
export type PeopleImportProblem = z.infer<typeof peopleImportProblemSchema>;

export const peopleImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  departments: z.array(z.string()),
  /** null: the file leaves the flag as it is (new people are not managers). */
  is_manager: z.boolean().nullable(),
  custom_fields: z.record(z.string(), z.string()),
  outcome: z.enum(peopleImportOutcomes),
  problems: z.array(peopleImportProblemSchema),
});
export type PeopleImportRow = z.infer<typeof peopleImportRowSchema>;

/** The preview (nothing written) and, after a successful import, what was done. */
export const peopleImportReportSchema = z.object({
  rows: z.array(peopleImportRowSchema),
  /** Problems of the whole file (an unknown column), translated. */
  problems: z.array(peopleImportProblemSchema),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    invalid: z.number().int(),
  }),
  /** True once the rows are written (the import), false for a preview. */
  imported: z.boolean(),
});
export type PeopleImportReport = z.infer<typeof peopleImportReportSchema>;
