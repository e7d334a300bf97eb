import type { ParamsOf, QueryOf } from '@academy/contracts/common/operation-contract';
import { mediaSource } from '@academy/contracts/operations/media';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { files, fileVariants, media } from '../../db/schema/content.ts';
import { forbidden, notFound, unauthenticated } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { requestedRange } from '../../platform/storage/index.ts';
import { readableMedia } from '../content-visibility/index.ts';
import { validMediaSignature } from './media-url.ts';

type SourceRequest = ParamsOf<typeof mediaSource> & QueryOf<typeof mediaSource>;

/**
 * Either a valid signature (the link a lesson, block, book or course handed out; browsers send no bearer
 * header for `<img src>`) or a signed-in reader the access rule allows. A wrong or expired signature is a 403.
 */
function accessCondition(request: FastifyRequest, input: SourceRequest) {
  const { config, clock } = request.server.services;
  if (input.expires !== undefined || input.signature !== undefined) {
    const signed = { ...input, expires: input.expires ?? '', signature: input.signature ?? '' };
    if (validMediaSignature(config.appSecret, clock.now(), signed)) return undefined;
    throw forbidden();
  }
  if (!request.actor.user) throw unauthenticated();
  return readableMedia(request.actor);
}

/** Whether an `If-None-Match` header names this (quoted) ETag or is `*`; weak comparison (RFC 9110 §13.1.2). */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * GET /api/v1/media/{uuid}/{variant} (spec §7): the file of a media item; unknown variants give the original.
 * Players seek with byte ranges (206, 416 past the end) and browsers revalidate with the storage ETag (304).
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  registerOperation(app, mediaSource, async (request, reply) => {
    const { uuid, variant } = request.params;
    const condition = accessCondition(request, { ...request.params, ...request.query });
    const { db, storage } = request.server.services;
    const [found] = await db
      .select({
        mime: media.mime,
        path: files.path,
        variantPath: fileVariants.path,
        variantMime: fileVariants.mime,
      })
      .from(media)
      .innerJoin(files, eq(files.media_id, media.id))
      .leftJoin(fileVariants, and(eq(fileVariants.file_id, files.id), eq(fileVariants.variant_name, variant)))
      .where(and(eq(media.tenant_id, request.tenant.id), eq(media.uuid, uuid), condition))
      .orderBy(asc(files.id))
      .limit(1);
    if (!found) throw notFound();
    const key = found.variantPath ?? found.path;
    const info = await storage.stat(key);
    if (!info) throw notFound();
    const etag = `"${info.etag}"`;
    reply
      .header('ETag', etag)
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      // Opened on its own, an uploaded SVG or HTML file must not run script in the application's origin.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

    // A Range under `If-Range` counts only while the file is the one the client has part of.
    const ifRange = request.headers['if-range'];
    const requested =
      ifRange === undefined || ifRange === etag
        ? requestedRange(request.headers.range, info.size)
        : ({ kind: 'whole' } as const);
    if (requested.kind === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
    }
    const range = requested.kind === 'partial' ? requested.range : undefined;
    const file = await storage.get(key, range);
    if (!file) throw notFound();
    if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    return reply
      .header(
        'Content-Type',
        (found.variantPath ? found.variantMime : null) ?? found.mime ?? 'application/octet-stream',
      )
      .header('Content-Length', String(range ? range.end - range.start + 1 : file.size))
      .send(file.stream);
  });
}
