import { PassThrough } from 'node:stream';
import type { ListQuery } from '@academy/contracts/common/envelope';
import { exportUsers } from '@academy/contracts/operations/people';
import { spreadsheetContentTypes } from '@academy/contracts/spreadsheet';
import type { FastifyInstance } from 'fastify';
import { writeSpreadsheet } from '../../platform/exports/spreadsheet-writer.ts';
import { contentDisposition } from '../../platform/http/download-name.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { type AnswerScope, answerCompanyIds, answerScope, fieldsOfCompanies } from '../users/index.ts';
import { usersExportColumns, usersExportNames } from './users-export-columns.ts';
import { type ExportedUser, usersExport } from './users-export-rows.ts';

/**
 * GET /api/v1/users/export?format=csv|xlsx&… — the organization's users tab exported (spec §2 "CSV and Excel
 * export"): the same query as `GET /users` (search, `filter[…]`, `sort`; paging is ignored, every row goes),
 * the same visibility and policy (the users resource's own, from the registry), streamed as it is read,
 * text cells neutralised against formula injection.
 */
export async function usersExportRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, exportUsers, async (request, reply) => {
    const definition = services.resources.bySegment('users');
    if (!definition) throw notFound();
    authorize(definition.policy, 'viewAny', request.actor);
    const { format } = request.query;
    const batches = usersExport(definition, request.actor, request.query as ListQuery, request.locale);
    const names = usersExportNames(request.locale);
    // The custom fields of the company acted in; without one, of the companies whose answers the reader sees
    // (an administrator outside any company: none — every company's fields would be columns of mostly empty
    // cells). Each person's answers are narrowed to their companies among those (custom-field-scope.ts).
    const { actor } = request;
    const fieldCompanies = actor.scope ? [actor.scope.id] : (answerCompanyIds(actor) ?? []);
    const fields = await fieldsOfCompanies(services.db, fieldCompanies);
    const answers = await answerScope(services.db, actor);
    const output = new PassThrough();
    // The answer is under way once the file starts: a failure after that ends the connection (the client
    // sees a cut download, never a file that looks whole); it is logged.
    writeSpreadsheet(output, {
      format,
      locale: request.locale,
      sheetName: names.sheet,
      columns: usersExportColumns(request.locale, fields),
      batches: visibleAnswersOf(batches(services.db, 500), answers),
    }).catch((error: unknown) => request.log.error({ err: error }, 'users export failed'));
    const today = services.clock.now().toISOString().slice(0, 10);
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', spreadsheetContentTypes[format])
      .header('Content-Disposition', contentDisposition('attachment', [names.file, today], format))
      .send(output);
  });
}

/** Each person's answers as this reader may see them: another company's answers never reach the file. */
async function* visibleAnswersOf(
  batches: AsyncGenerator<ExportedUser[]>,
  scope: AnswerScope,
): AsyncGenerator<ExportedUser[]> {
  for await (const batch of batches)
    yield batch.map((row) => ({ ...row, custom_fields: scope.visible(row, row.custom_fields) }));
}
