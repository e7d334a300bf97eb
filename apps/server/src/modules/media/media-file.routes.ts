import { type Media, mediaCreateSchema } from '@academy/contracts/entities/media';
import { translate } from '@academy/contracts/messages';
import {
  createMedia,
  replaceMediaFile as replaceMediaFileOperation,
} from '@academy/contracts/operations/media';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema/content.ts';
import { recordIncident } from '../../platform/audit.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { validationError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
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
  const { services } = app;
  const rule = mediaFileRule(services.config);
  // Both bodies are documented by the contracts and read here, after authorisation (form-input.ts).

  registerOperation(app, createMedia, async (request) => {
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
  });

  registerOperation(app, replaceMediaFileOperation, async (request) => {
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
  });
}
