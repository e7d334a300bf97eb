import { PassThrough } from 'node:stream';
import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import {
  deadlineCountsSchema,
  reportReachSchema,
  type TrainingMatrixPerson,
  trainingMatrixDownloadQuerySchema,
  trainingMatrixQuerySchema,
  trainingMatrixSchema,
} from '@academy/contracts/entities/training-matrix';
import { spreadsheetContentTypes } from '@academy/contracts/spreadsheet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { writeSpreadsheet } from '../../platform/exports/spreadsheet-writer.ts';
import { contentDisposition } from '../../platform/http/download-name.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { type InsightReach, insightReach } from '../insights/index.ts';
import { deadlineCounts } from './deadline-counts.ts';
import { reachDepartments } from './reach-departments.ts';
import { type MatrixFilters, matrixCourses, trainingMatrixPage } from './training-matrix.ts';
import { trainingMatrixColumns, trainingMatrixNames } from './training-matrix-columns.ts';

const params = z.object({ id: z.string().max(64).describe('The company: id or uuid') });

/** The whole matrix, a page of people at a time (one page in memory, three statements a page). */
async function* matrixBatches(
  db: Executor,
  reach: InsightReach,
  now: Date,
  locale: 'en' | 'nb',
  filters: MatrixFilters,
  size: number,
): AsyncGenerator<TrainingMatrixPerson[]> {
  for (let offset = 0; ; offset += size) {
    const page = await trainingMatrixPage(db, reach, now, locale, filters, { offset, limit: size });
    if (page.people.length) yield page.people;
    if (offset + size >= page.total) return;
  }
}

/**
 * The training matrix (issue 21 §2), within the reader's reach as the insights are (a manager their company,
 * a head the people of the departments they head, an admin any company; another company is a 404):
 * - GET /api/v1/companies/{company}/training-matrix — a page of people × the company's courses;
 * - GET /api/v1/companies/{company}/training-matrix/download?format=xlsx|csv — all of it as a file;
 * - GET /api/v1/companies/{company}/deadlines — the overview's counts: overdue, due within 14 days;
 * - GET /api/v1/companies/{company}/report-reach — the departments a head is limited to (null: the company).
 */
export async function trainingMatrixRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const common = { tags: ['reports'], security: [{ bearer: [] }] };

  app.get(
    '/api/v1/companies/:id/training-matrix',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary: "A page of a company's people × its courses, each cell the person's status and its date",
        params,
        querystring: trainingMatrixQuerySchema,
        response: { 200: itemEnvelopeSchema(trainingMatrixSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/api/v1/companies/:id/training-matrix/download',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary: 'The training matrix as Excel (coloured cells, frozen header and name column) or CSV',
        params,
        querystring: trainingMatrixDownloadQuerySchema,
        response: {
          200: {
            description: 'The matrix as Excel (xlsx) or CSV',
            content: Object.fromEntries(
              Object.values(spreadsheetContentTypes).map((type) => [
                type.split(';')[0],
                { schema: z.string().meta({ format: 'binary' }) },
              ]),
            ),
          },
          ...errorResponses(401, 403, 404),
        } as Record<number, unknown>,
      },
    },
    async (request, reply) => {
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
        columns: trainingMatrixColumns(
          request.locale,
          courses.map((course) => ({ ...course, id: Number(course.id) })),
        ),
        frozenColumns: 1,
        batches: matrixBatches(services.db, reach, now, request.locale, filters, 500),
      }).catch((error: unknown) => request.log.error({ err: error }, 'training matrix download failed'));
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', spreadsheetContentTypes[format])
        .header(
          'Content-Disposition',
          contentDisposition('attachment', [names.file, now.toISOString().slice(0, 10)], format),
        )
        .send(output);
    },
  );

  app.get(
    '/api/v1/companies/:id/deadlines',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary: "How many of the reader's people are past a deadline, and due within 14 days",
        params,
        response: { 200: itemEnvelopeSchema(deadlineCountsSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
      return itemEnvelope(request, await deadlineCounts(services.db, reach, services.clock.now()));
    },
  );

  app.get(
    '/api/v1/companies/:id/report-reach',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary: "The departments the reader's reports and matrix are limited to in this company",
        params,
        response: { 200: itemEnvelopeSchema(reportReachSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
      return itemEnvelope(request, {
        departments: await reachDepartments(services.db, request.actor, reach),
      });
    },
  );
}
