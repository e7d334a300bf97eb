import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { binary, defineOperation, mediaAnswer } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import {
  deadlineCountsSchema,
  reportReachSchema,
  trainingMatrixDownloadQuerySchema,
  trainingMatrixQuerySchema,
  trainingMatrixSchema,
} from '../entities/training-matrix.ts';
import { spreadsheetContentTypes } from '../spreadsheet.ts';
import { reportRoutes } from './reports.routes.ts';

const params = z.object({ id: z.string().max(64).describe('The company: id or uuid') });

/** A spreadsheet in either format, each under its own media type (without the charset). */
const spreadsheet = (description: string) =>
  mediaAnswer(
    description,
    Object.fromEntries(Object.values(spreadsheetContentTypes).map((type) => [type.split(';')[0], binary])),
  );

/** GET /api/v1/companies/{company}/training-matrix: a page of people × the company's courses (issue 21 §2). */
export const readTrainingMatrix = defineOperation({
  ...routed(reportRoutes, 'reports.trainingMatrix'),
  summary: "A page of a company's people × its courses, each cell the person's status and its date",
  tags: ['reports'],
  params,
  query: trainingMatrixQuerySchema,
  response: itemEnvelope(trainingMatrixSchema),
  errors: [401, 403, 404],
  guard: 'signedIn',
});

/** GET /api/v1/companies/{company}/training-matrix/download?format=xlsx|csv: all of it as a file. */
export const downloadTrainingMatrix = defineOperation({
  ...routed(reportRoutes, 'reports.trainingMatrixDownload'),
  summary: 'The training matrix as Excel (coloured cells, frozen header and name column) or CSV',
  tags: ['reports'],
  params,
  query: trainingMatrixDownloadQuerySchema,
  response: spreadsheet('The matrix as Excel (xlsx) or CSV'),
  errors: [401, 403, 404],
  guard: 'signedIn',
});

/** GET /api/v1/companies/{company}/deadlines: the overview's counts, overdue and due within 14 days. */
export const readDeadlineCounts = defineOperation({
  ...routed(reportRoutes, 'reports.deadlines'),
  summary: "How many of the reader's people are past a deadline, and due within 14 days",
  tags: ['reports'],
  params,
  response: itemEnvelope(deadlineCountsSchema),
  errors: [401, 403, 404],
  guard: 'signedIn',
});

/** GET /api/v1/companies/{company}/report-reach: the departments a head is limited to (null: the company). */
export const readReportReach = defineOperation({
  ...routed(reportRoutes, 'reports.reach'),
  summary: "The departments the reader's reports and matrix are limited to in this company",
  tags: ['reports'],
  params,
  response: itemEnvelope(reportReachSchema),
  errors: [401, 403, 404],
  guard: 'signedIn',
});

/** GET /api/v1/company-reports/{uuid}/download: a finished report's file, as an attachment. */
export const downloadCompanyReport = defineOperation({
  ...routed(reportRoutes, 'reports.companyReportDownload'),
  summary: "A report's file (once its status is done), as an attachment",
  tags: ['company-reports'],
  params: z.object({ id: z.string().max(64).describe('The id or the uuid') }),
  response: spreadsheet('The report file: Excel (xlsx) or CSV (UTF-8 with a byte-order mark)'),
  errors: [401, 403, 404, 409],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const reportOperations = [
  readTrainingMatrix,
  downloadTrainingMatrix,
  readDeadlineCounts,
  readReportReach,
  downloadCompanyReport,
] as const;
