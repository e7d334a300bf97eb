import { spreadsheetContentTypes } from '@academy/contracts/spreadsheet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { companyReports } from '../../db/schema/learning.ts';
import { contentDisposition } from '../../platform/http/download-name.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { findVisible } from '../../platform/resource/resource-service.ts';
import { companyReportResource } from './company-reports.resource.ts';

type CompanyReportRecord = typeof companyReports.$inferSelect;

/** The file itself, in either format; errors are JSON like every other answer. */
const fileBody = {
  description: 'The report file: Excel (xlsx) or CSV (UTF-8 with a byte-order mark)',
  content: Object.fromEntries(
    Object.values(spreadsheetContentTypes).map((type) => [
      type.split(';')[0],
      { schema: z.string().meta({ format: 'binary' }) },
    ]),
  ),
};

/**
 * Typed loosely on purpose, as the media source's: the type provider infers a reply type only from JSON
 * schemas and would otherwise hold the file stream against the error body.
 */
const fileResponse: Record<number, unknown> = { 200: fileBody, ...errorResponses(401, 403, 404, 409) };

/**
 * GET /api/v1/company-reports/{uuid}/download — the report's file, streamed from the file storage as an
 * attachment named after the report, to whoever may read the report (its `view` rule: administrators, the
 * company's managers, the heads of its department). Anyone else gets 404, as for the row; a report that is
 * not done yet is a 409.
 */
export async function companyReportDownloadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  app.get(
    '/api/v1/company-reports/:id/download',
    {
      preHandler: requireUser,
      schema: {
        tags: ['company-reports'],
        summary: "A report's file (once its status is done), as an attachment",
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(64).describe('The id or the uuid') }),
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const context = { db: services.db, actor: request.actor, services, locale: request.locale };
      const row = await findVisible(companyReportResource, context, request.params.id);
      authorize(companyReportResource.policy, 'view', request.actor, row);
      // The engine hands rows back type-erased (AnyResource); this one is a row of the reports table.
      const report = row as unknown as CompanyReportRecord;
      if (report.status !== 'done' || !report.path) throw new HttpError(409, 'reports.not_ready');
      const file = await services.storage.get(report.path);
      if (!file) throw notFound();
      const format = report.format;
      // Personal data: never kept by a shared cache.
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', spreadsheetContentTypes[format])
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition('attachment', [report.name], format, 'report'))
        .send(file.stream);
    },
  );
}
