import { downloadCompanyReport } from '@academy/contracts/operations/reports';
import { spreadsheetContentTypes } from '@academy/contracts/spreadsheet';
import type { FastifyInstance } from 'fastify';
import type { companyReports } from '../../db/schema/learning.ts';
import { contentDisposition } from '../../platform/http/download-name.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { findVisible } from '../../platform/resource/resource-service.ts';
import { companyReportResource } from './company-reports.resource.ts';

type CompanyReportRecord = typeof companyReports.$inferSelect;

/**
 * GET /api/v1/company-reports/{uuid}/download — the report's file, streamed from the file storage as an
 * attachment named after the report, to whoever may read the report (its `view` rule: administrators, the
 * company's managers, the heads of its department). Anyone else gets 404, as for the row; a report that is
 * not done yet is a 409.
 */
export async function companyReportDownloadRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, downloadCompanyReport, async (request, reply) => {
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
  });
}
