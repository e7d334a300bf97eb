import { peopleImportColumns } from '@academy/contracts/entities/people-import';
import { translate } from '@academy/contracts/messages';
import {
  importPeople as importPeopleOperation,
  peopleImportTemplate,
  previewPeopleImport,
} from '@academy/contracts/operations/people';
import multipart from '@fastify/multipart';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companies } from '../../db/schema/tenancy.ts';
import { contentDisposition } from '../../platform/http/download-name.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { rowKeyCondition } from '../../platform/resource/row-key.ts';
import { assertImportableCompany, importPeople } from './people-import.ts';
import { managesPeopleOf } from './user-reach.policy.ts';
import { userPolicy } from './users.policy.ts';

/** The template's file name in the reader's language (the columns stay the API's keys). */
const templateFileName = { en: 'people-import-template', nb: 'mal-for-personimport' } as const;
/** An upload of people: a CSV of 5,000 rows is well under a megabyte; an Excel file a few. */
const maxFileBytes = 20 * 1024 * 1024;

/** The upload's `file` part; a missing, misnamed or broken one (a request cut short) is a 422 on `file`. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (file?.fieldname !== 'file') throw fieldError('file', 'validation.required');
  try {
    return await file.toBuffer();
  } catch (error) {
    // Too large is the size limit's 413, as on every upload; anything else is a file that did not arrive whole.
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) throw error;
    throw fieldError('file', 'import.file_unreadable');
  }
}

/**
 * Importing people into a company from CSV or Excel (issue 21 §3), for whoever may add people to it:
 * - POST /api/v1/companies/{company}/people-import/preview — the file's rows with their problems, nothing written;
 * - POST /api/v1/companies/{company}/people-import — all of it in one transaction, or nothing (422);
 * - GET /api/v1/companies/{company}/people-import/template — a CSV with the headers, custom fields included.
 */
export async function peopleImportRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 5 } });
    const { services } = scope;

    for (const [operation, commit] of [
      [previewPeopleImport, false],
      [importPeopleOperation, true],
    ] as const) {
      // The file is the multipart body, read by the handler: the contract names no body schema.
      registerOperation(scope, operation, async (request) => {
        const { actor, locale } = request;
        authorize(userPolicy, 'create', actor);
        const importRequest = { services, actor, locale, log: request.log };
        await assertImportableCompany(importRequest, request.params.company);
        const content = await uploadedFile(request);
        const report = await importPeople(importRequest, request.params.company, content, { commit });
        const { create, update, unchanged } = report.counts;
        return itemEnvelope(request, report, {
          relations: commit ? ['users'] : [],
          ...(commit ? { message: translate('import.done', locale, create, update, unchanged) } : {}),
        });
      });
    }

    registerOperation(scope, peopleImportTemplate, async (request, reply) => {
      authorize(userPolicy, 'create', request.actor);
      const key = request.params.company;
      const identity = rowKeyCondition(companies, key);
      const [company] = await services.db
        .select({ id: companies.id, settings: companies.settings, tenant_id: companies.tenant_id })
        .from(companies)
        .where(identity);
      // Another company's custom fields are not the reader's to see: only a company they manage gives its own.
      const reachable =
        company && company.tenant_id === request.actor.tenantId && managesPeopleOf(request.actor, company.id);
      const custom = reachable ? company.settings.custom_user_fields.map((field) => field.key) : [];
      const csv = stringify([
        [...peopleImportColumns, ...custom],
        ['Kari', 'Nordmann', 'kari.nordmann@example.com', 'Sales; Operations', 'no', ...custom.map(() => '')],
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', [templateFileName[request.locale]], 'csv', 'template'),
        )
        .send(`\uFEFF${csv}`);
    });
  });
}
