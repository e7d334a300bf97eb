import { PassThrough } from 'node:stream';
import {
  downloadTrainingMatrix,
  readDeadlineCounts,
  readReportReach,
  readTrainingMatrix,
} from '@academy/contracts/operations/reports';
import { spreadsheetContentTypes } from '@academy/contracts/spreadsheet';
import type { FastifyInstance } from 'fastify';
import { writeSpreadsheet } from '../../platform/exports/spreadsheet-writer.ts';
import { contentDisposition } from '../../platform/http/download-name.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { insightReach } from '../insights/index.ts';
import { deadlineCounts } from './deadline-counts.ts';
import { reachDepartments } from './reach-departments.ts';
import { matrixBatches, matrixCourses, trainingMatrixPage } from './training-matrix.ts';
import { trainingMatrixColumns, trainingMatrixNames } from './training-matrix-columns.ts';

/**
 * The training matrix (issue 21 §2), within the reader's reach as the insights are (a manager their company,
 * a head the people of the departments they head, an admin any company; another company is a 404):
 * - GET /api/v1/companies/{company}/training-matrix — a page of people × the company's courses;
 * - GET /api/v1/companies/{company}/training-matrix/download?format=xlsx|csv — all of it as a file;
 * - GET /api/v1/companies/{company}/deadlines — the overview's counts: overdue, due within 14 days;
 * - GET /api/v1/companies/{company}/report-reach — the departments a head is limited to (null: the company).
 */
export async function trainingMatrixRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, readTrainingMatrix, async (request) => {
    const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
    const { query } = request;
    const { total, ...matrix } = await trainingMatrixPage(
      services.db,
      reach,
      services.clock.now(),
      request.locale,
      { departmentKey: query['filter[department]'], search: query.search },
      { offset: (query.page - 1) * query.per_page, limit: query.per_page },
    );
    const pagination = {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    };
    return itemEnvelope(request, matrix, { pagination });
  });

  registerOperation(app, downloadTrainingMatrix, async (request, reply) => {
    const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
    const { format } = request.query;
    const filters = { departmentKey: request.query['filter[department]'], search: request.query.search };
    const now = services.clock.now();
    const courses = await matrixCourses(services.db, reach, request.locale);
    const names = trainingMatrixNames(request.locale);
    const output = new PassThrough();
    // Once the file has started a failure can only cut the download; it is logged.
    writeSpreadsheet(output, {
      format,
      locale: request.locale,
      sheetName: names.sheet,
      columns: trainingMatrixColumns(request.locale, courses),
      frozenColumns: 1,
      batches: matrixBatches(services.db, reach, now, courses, filters, 500),
    }).catch((error: unknown) => request.log.error({ err: error }, 'training matrix download failed'));
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', spreadsheetContentTypes[format])
      .header(
        'Content-Disposition',
        contentDisposition('attachment', [names.file, now.toISOString().slice(0, 10)], format),
      )
      .send(output);
  });

  registerOperation(app, readDeadlineCounts, async (request) => {
    const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
    return itemEnvelope(request, await deadlineCounts(services.db, reach, services.clock.now()));
  });

  registerOperation(app, readReportReach, async (request) => {
    const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
    return itemEnvelope(request, {
      departments: await reachDepartments(services.db, request.actor, reach),
    });
  });
}
