import { translate } from '@academy/contracts/messages';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { fieldError } from '../../../platform/http/http-error.ts';
import { requireUser } from '../../../platform/http/request-context.ts';
import { multipartOptions } from '../../../platform/resource/form-input.ts';
import { readMultipartForm } from '../../../platform/resource/multipart-form.ts';
import { removeTempFiles, temporaryUploadDirectory } from '../../../platform/resource/temp-upload.ts';
import { uploadRule } from '../../../platform/resource/upload-rules.ts';
import { assertMayUpload, keepFilePondUpload, revertFilePondUpload } from './filepond-uploads.ts';

/** FilePond's default field name: the file comes in it (and its metadata, as a plain field, before it). */
const field = 'filepond';
const kindQuery = z.object({
  kind: z
    .enum(['logo', 'image', 'video'])
    .default('image')
    .describe('What the upload is for: its size limit and allowed types'),
});
const uploadId = z.string().trim().min(1).max(200).describe('The id the upload answered');

const signedIn = (actor: Actor) => actor as Actor & { user: NonNullable<Actor['user']> };

/**
 * FilePond's server endpoints (DESIGN §2 uploads; spec §7 `DELETE /api/v1/filepond`): `process` sends one
 * file and gets the upload's id back as plain text; `revert` sends that id as the body to take it back.
 */
export async function filePondRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, multipartOptions);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  api.post(
    '/api/v1/filepond',
    {
      preHandler: requireUser,
      schema: {
        tags: ['media'],
        summary: 'Upload one file (FilePond process); answers its upload id as text/plain',
        security: [{ bearer: [] }],
        querystring: kindQuery,
        response: {
          200: {
            description: 'The upload id, as FilePond expects it',
            content: { 'text/plain': { schema: z.string() } },
          },
          ...errorResponses(400, 401, 403, 413, 415, 422),
        } as Record<number, unknown>,
      },
    },
    async (request, reply) => {
      const actor = signedIn(request.actor);
      const rule = uploadRule(request.query.kind, services.config);
      const { files } = await readMultipartForm(request, {
        uploads: { [field]: rule },
        authorize: async () => assertMayUpload(actor),
        temporaryDirectory: temporaryUploadDirectory(services.config.dataDir),
        maxFieldBytes: services.config.bodyLimitBytes,
      });
      try {
        // A form without its file is refused like any other missing field; several files are FilePond's
        // several requests, never one.
        if (files.length !== 1) throw fieldError(field, 'validation.required');
        const id = await keepFilePondUpload(services, actor, files[0], request.query.kind);
        return reply.type('text/plain; charset=utf-8').send(id);
      } finally {
        await removeTempFiles(files);
      }
    },
  );

  api.delete(
    '/api/v1/filepond',
    {
      preHandler: requireUser,
      schema: {
        tags: ['media'],
        summary: 'Take back an upload (FilePond revert): the body is the upload id, as text/plain',
        security: [{ bearer: [] }],
        body: uploadId,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      await revertFilePondUpload(services, signedIn(request.actor), request.body);
      const label = request.locale === 'nb' ? 'Opplasting' : 'Upload';
      return { message: translate('resource.deleted', request.locale, label) };
    },
  );
}
