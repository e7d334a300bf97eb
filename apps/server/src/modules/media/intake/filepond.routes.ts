import { translate } from '@academy/contracts/messages';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { fieldError, HttpError } from '../../../platform/http/http-error.ts';
import { requireUser } from '../../../platform/http/request-context.ts';
import { multipartOptions } from '../../../platform/resource/form-input.ts';
import { readMultipartForm } from '../../../platform/resource/multipart-form.ts';
import { removeTempFiles, temporaryUploadDirectory } from '../../../platform/resource/temp-upload.ts';
import { appendChunk, receivedBytes, startChunkedUpload } from './filepond-chunks.ts';
import { keepFilePondUpload, revertFilePondUpload } from './filepond-uploads.ts';
import { assertMayUpload, uploadRuleFor } from './upload-allowance.ts';
import { assertUploadRoom } from './upload-quota.ts';

/** FilePond's default field name: the file comes in it (and its metadata, as a plain field, before it). */
const field = 'filepond';
const kindQuery = z.object({
  kind: z
    .enum(['logo', 'image', 'video'])
    .default('image')
    .describe('What the upload is for: its size limit and allowed types'),
});
const uploadId = z.string().trim().min(1).max(200).describe('The id the upload answered');
/** A chunk belongs to an upload that already has its kind (from its start): a `kind` sent here is ignored. */
const chunkQuery = z.object({ patch: uploadId });
const chunkHeaders = z.object({
  'upload-offset': z
    .string()
    .regex(/^\d{1,15}$/)
    .describe('Where this chunk starts in the file'),
  'upload-name': z.string().max(255).optional().describe("The file's name"),
});

/** A byte count from a header; anything but a plain non-negative integer is a bad request. */
function byteCount(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,15}$/.test(text)) throw new HttpError(400, 'http.bad_request');
  return Number(text);
}

const optionalByteCount = (value: string | string[] | undefined) =>
  value === undefined ? undefined : byteCount(value);

const signedIn = (actor: Actor) => actor as Actor & { user: NonNullable<Actor['user']> };

/**
 * FilePond's server endpoints (DESIGN §2 uploads; spec §7 `DELETE /api/v1/filepond`): `process` sends one
 * file and gets the upload's id back as plain text; `revert` sends that id as the body to take it back. Big
 * files come in chunks: `process` announces the length, `patch` appends, `HEAD` tells where to resume.
 */
export async function filePondRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, multipartOptions);
  // A file or chunk refused before its body was read leaves the rest unread: the connection closes after
  // the answer rather than reading (or keeping alive for) what the client still sends.
  app.addHook('onSend', async (request, reply) => {
    const sendsBody = request.method === 'PATCH' || request.isMultipart();
    if (sendsBody && !request.raw.readableEnded) reply.header('connection', 'close');
  });
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
          ...errorResponses(400, 401, 403, 413, 415, 422, 429),
        } as Record<number, unknown>,
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      const { kind } = request.query;
      // Before any of the body is read: who may upload what of this kind, and whether they have room left.
      assertMayUpload(actor);
      const rule = uploadRuleFor(actor, kind, services.config);
      await assertUploadRoom(services, actor, 0, field);
      const { files } = await readMultipartForm(request, {
        uploads: { [field]: rule },
        // Authorised above, before the form was opened.
        authorize: async () => undefined,
        temporaryDirectory: temporaryUploadDirectory(services.config.dataDir),
        maxFieldBytes: services.config.bodyLimitBytes,
      });
      try {
        // Without a file but with the length it announces, FilePond starts a chunked upload.
        const announced = request.headers['upload-length'];
        if (files.length === 0 && announced !== undefined) {
          const length = byteCount(announced);
          const id = await startChunkedUpload(services, actor, { kind, rule, length });
          return reply.type('text/plain; charset=utf-8').send(id);
        }
        // A form without its file is refused like any other missing field; several files are FilePond's
        // several requests, never one.
        if (files.length !== 1) throw fieldError(field, 'validation.required');
        const id = await keepFilePondUpload(services, actor, files[0], kind);
        return reply.type('text/plain; charset=utf-8').send(id);
      } finally {
        await removeTempFiles(files);
      }
    },
  );

  // A chunk's body is read by the route as a stream, straight to the upload's file (filepond-chunks.ts).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  api.patch(
    '/api/v1/filepond',
    {
      preHandler: requireUser,
      schema: {
        tags: ['media'],
        summary: "Append a chunk to a chunked upload (FilePond patch); the body is the chunk's bytes",
        security: [{ bearer: [] }],
        querystring: chunkQuery,
        headers: chunkHeaders,
        response: {
          204: z.null().describe('The chunk is in; Upload-Offset says how many bytes have arrived'),
          ...errorResponses(400, 401, 403, 404, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      assertMayUpload(actor);
      const { received } = await appendChunk(services, actor, {
        id: request.query.patch,
        offset: byteCount(request.headers['upload-offset']),
        declaredLength: optionalByteCount(request.headers['content-length']),
        name: request.headers['upload-name'] ?? 'upload',
        body: request.raw,
      });
      return reply.header('Upload-Offset', String(received)).status(204).send(null);
    },
  );

  api.route({
    method: 'HEAD',
    url: '/api/v1/filepond',
    preHandler: requireUser,
    schema: {
      tags: ['media'],
      summary: 'How much of a chunked upload has arrived (FilePond resume): the Upload-Offset header',
      security: [{ bearer: [] }],
      querystring: chunkQuery,
      response: { 200: z.null(), ...errorResponses(401, 404) },
    },
    handler: async (request, reply) => {
      const received = await receivedBytes(services, signedIn(request.actor), request.query.patch);
      return reply.header('Upload-Offset', String(received)).status(200).send(null);
    },
  });

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
