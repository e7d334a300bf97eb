import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import {
  type Media,
  mediaCreateSchema,
  mediaReplaceAnswerSchema,
  mediaSchema,
} from '@academy/contracts/entities/media';
import { translate } from '@academy/contracts/messages';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema/content.ts';
import { recordIncident } from '../../platform/audit.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { validationError } from '../../platform/http/http-error.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { type FormInput, multipartOptions, readFormInput } from '../../platform/resource/form-input.ts';
import { findVisible, presentRows } from '../../platform/resource/resource-service.ts';
import type { UploadedFile } from '../../platform/resource/temp-upload.ts';
import {
  type FetchedUpload,
  fetchFilePondUpload,
  keepUploadedFile,
  replaceMediaFile,
  videoPipelinePresent,
} from './intake/index.ts';
import { directoryColumn, mediaResource } from './media.resource.ts';
import { mediaFileKind, mediaFileRule } from './media-upload-rule.ts';

const params = z.object({ id: z.string().max(64).describe('The id or the uuid') });
const fileField = z.string().meta({ format: 'binary', description: 'An image or a video' });
/** Documentation only: the routes read the form themselves, after authorisation (form-input.ts). */
const createBody = mediaCreateSchema.extend({ file: fileField });
const replaceBody = z.object({ file: fileField });
const relations = ['media', 'directories'];

const contextOf = (request: FastifyRequest, db: Executor): ResourceContext => ({
  db,
  actor: request.actor,
  services: request.server.services,
  locale: request.locale,
});

/** The one file of the form's `file` field; a form without it is a 422 on that field. */
function theFile(input: FormInput): UploadedFile {
  const file = input.files.find((candidate) => candidate.field === 'file');
  if (!file) throw validationError({ file: ['validation.file_required'] });
  return file;
}

/** The item as the resource presents it, read back inside the write's transaction. */
async function presented(context: ResourceContext, uuid: string): Promise<Media> {
  const [item] = await presentRows(mediaResource, context, [await findVisible(mediaResource, context, uuid)]);
  // The engine presents items as plain records (its resources are type-erased); this one is the media
  // contract's item, which the response schema checks in tests.
  return item as Media;
}

/**
 * The media library's writes that carry a file (spec §2 media manager): create a media item from an upload,
 * and replace an item's file keeping every use of it. The file is kept by the media intake, inside the
 * write's transaction: a refused file or a failed write leaves no object and no row.
 */
export async function mediaFileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, multipartOptions);
  // A form refused before its body was read leaves the rest unread: the connection closes after the answer.
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.readableEnded) reply.header('connection', 'close');
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const rule = mediaFileRule(services.config);
  const security = [{ bearer: [] }];

  api.post(
    '/api/v1/media',
    {
      preHandler: requireUser,
      schema: {
        tags: ['media'],
        security,
        summary:
          'Upload an image or a video into the media library (multipart form, field `file`, or `upload`: an id from POST /api/v1/filepond)',
        documentedBody: createBody,
        response: {
          201: itemEnvelopeSchema(mediaSchema),
          ...errorResponses(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const allowed = async () => authorize(mediaResource.policy, 'create', request.actor);
      await allowed();
      const input = await readFormInput(request, mediaCreateSchema, {
        uploads: { file: rule },
        authorize: allowed,
      });
      let fetched: FetchedUpload | undefined;
      try {
        const fields = mediaCreateSchema.parse(input.fields);
        // The media manager uploads with progress first (FilePond) and then names the upload here.
        if (fields.upload && input.files.length === 0)
          fetched = await fetchFilePondUpload(services, request.actor, fields.upload);
        const file = fetched?.file ?? theFile(input);
        const kind = mediaFileKind(file, services.config);
        const item = await services.db.transaction(async (tx) => {
          await fetched?.claim(tx);
          const context = contextOf(request, tx);
          const directoryId = await directoryColumn(context, fields.directory_id);
          const row = await keepUploadedFile(services, tx, {
            tenantId: request.actor.tenantId,
            file,
            kind,
            title: fields.title,
            directoryId,
          });
          await recordIncident(tx, request.actor, 'media.created', `media:${row.uuid}|media`);
          return presented(context, row.uuid);
        });
        await fetched?.dropUploadedObject();
        reply.status(201);
        const created = translate('resource.created', request.locale, mediaResource.label[request.locale]);
        // Said at once rather than leaving a video that never becomes HLS (DESIGN §2: ffmpeg is optional).
        const notTranscoded =
          kind === 'video' && !videoPipelinePresent()
            ? ` ${translate('validation.video_transcoding_unavailable', request.locale)}`
            : '';
        return itemEnvelope(request, item, { relations, message: `${created}${notTranscoded}` });
      } finally {
        await input.discardFiles();
        await fetched?.discard();
      }
    },
  );

  api.post(
    '/api/v1/media/:id/replace',
    {
      preHandler: requireUser,
      schema: {
        tags: ['media'],
        security,
        summary: 'Replace the file of a media item (multipart form, field `file`); every use of it stays',
        params,
        documentedBody: replaceBody,
        response: {
          200: itemEnvelopeSchema(mediaReplaceAnswerSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const allowed = async () => {
        const row = await findVisible(mediaResource, contextOf(request, services.db), id);
        authorize(mediaResource.policy, 'replace', request.actor, row);
      };
      const input = await readFormInput(request, undefined, { uploads: { file: rule }, authorize: allowed });
      try {
        // A JSON body reaches here without the form's check: the same check, then the missing file.
        if (input.files.length === 0) await allowed();
        const file = theFile(input);
        mediaFileKind(file, services.config);
        const item = await services.db.transaction(async (tx) => {
          const context = contextOf(request, tx);
          const found = await findVisible(mediaResource, context, id);
          authorize(mediaResource.policy, 'replace', request.actor, found);
          const [row] = await tx.select().from(media).where(eq(media.id, found.id));
          const replaced = await replaceMediaFile(services, tx, row, file);
          await recordIncident(tx, request.actor, 'media.replaced', `media:${replaced.uuid}|media`);
          return presented(context, replaced.uuid);
        });
        return itemEnvelope(request, item, {
          relations,
          message: translate('resource.updated', request.locale, mediaResource.label[request.locale]),
        });
      } finally {
        await input.discardFiles();
      }
    },
  );
}
