import { text } from 'node:stream/consumers';
import type { QueryOf } from '@academy/contracts/common/operation-contract';
import { hlsMaster, hlsRendition } from '@academy/contracts/operations/media';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { media } from '../../../db/schema/content.ts';
import { forbidden, notFound, unauthenticated } from '../../../platform/http/http-error.ts';
import { registerOperation } from '../../../platform/http/register-operation.ts';
import { readableMedia } from '../../content-visibility/index.ts';
import { singleByteRange } from './byte-range.ts';
import { contentTypeOf, isHlsPath, playlistType } from './hls-files.ts';
import { playlistWithQuery, validHlsSignature } from './hls-url.ts';

type HlsRequest = { uuid: string; rendition?: string; file: string } & QueryOf<typeof hlsMaster>;

/**
 * The same rule as the media source (media.routes.ts): a valid HLS signature (the `hls` URL a lesson or block
 * handed out), else a signed-in reader the access rule allows. A wrong or expired signature is a 403.
 */
function accessCondition(request: FastifyRequest, input: HlsRequest) {
  const { config, clock } = request.server.services;
  if (input.expires !== undefined || input.signature !== undefined) {
    const signed = { uuid: input.uuid, expires: input.expires ?? '', signature: input.signature ?? '' };
    if (validHlsSignature(config.appSecret, clock.now(), signed))
      return { condition: undefined, signed: true };
    throw forbidden();
  }
  if (!request.actor.user) throw unauthenticated();
  return { condition: readableMedia(request.actor), signed: false };
}

async function serveHls(request: FastifyRequest, reply: FastifyReply, input: HlsRequest) {
  // Only names the transcoder makes: no traversal, no other object under the video's folder, no listing.
  if (!isHlsPath(input.rendition, input.file)) throw notFound();
  const { condition, signed } = accessCondition(request, input);
  const { db, storage } = request.server.services;
  const [found] = await db
    .select({ hls: media.hls })
    .from(media)
    .where(
      and(
        eq(media.tenant_id, request.tenant.id),
        eq(media.uuid, input.uuid),
        eq(media.processing_status, 'ready'),
        isNotNull(media.hls),
        condition,
      ),
    )
    .limit(1);
  if (!found?.hls) throw notFound();
  // The files sit next to the master playlist the job recorded.
  const folder = found.hls.slice(0, found.hls.lastIndexOf('/'));
  const key = `${folder}/${input.rendition ? `${input.rendition}/` : ''}${input.file}`;
  reply
    .header('Content-Type', contentTypeOf(input.file))
    .header('Cache-Control', 'private, max-age=3600')
    .header('X-Content-Type-Options', 'nosniff');

  if (contentTypeOf(input.file) === playlistType) {
    const file = await storage.get(key);
    if (!file) throw notFound();
    const playlist = await text(file.stream);
    // A player signed by URL must be able to fetch what the playlist names: its URIs carry the same signature.
    const { expires, signature } = input;
    const body = signed
      ? playlistWithQuery(
          playlist,
          new URLSearchParams({ expires: expires ?? '', signature: signature ?? '' }).toString(),
        )
      : playlist;
    return reply.send(body);
  }

  const info = await storage.stat(key);
  if (!info) throw notFound();
  const range = singleByteRange(request.headers.range, info.size);
  const file = await storage.get(key, range ?? undefined);
  if (!file) throw notFound();
  reply.header('Accept-Ranges', 'bytes').header('ETag', `"${info.etag}"`);
  if (range) {
    reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  const length = range ? range.end - range.start + 1 : info.size;
  return reply.header('Content-Length', String(length)).send(file.stream);
}

/**
 * GET /api/v1/media/{uuid}/hls/master.m3u8 and /api/v1/media/{uuid}/hls/{rendition}/{file}: a transcoded
 * video's HLS files (see transcode-job.ts), for hls.js in lessons and blocks.
 */
export async function hlsRoutes(app: FastifyInstance): Promise<void> {
  registerOperation(app, hlsMaster, (request, reply) =>
    serveHls(request, reply, { ...request.params, ...request.query }),
  );
  registerOperation(app, hlsRendition, (request, reply) =>
    serveHls(request, reply, { ...request.params, ...request.query }),
  );
}
