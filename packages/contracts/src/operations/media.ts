import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { binary, defineOperation, mediaAnswer } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { directoryDetachChildrenAnswerSchema } from '../entities/directory.ts';
import {
  mediaCreateSchema,
  mediaEmbedSchema,
  mediaReplaceAnswerSchema,
  mediaSchema,
} from '../entities/media.ts';
import { mediaRoutes } from './media.routes.ts';

const idParams = z.object({ id: z.string().max(64).describe('The id or the uuid') });
const fileField = z.string().meta({ format: 'binary', description: 'An image or a video' });
/** A signed link's query: both parts, or neither for a signed-in reader. */
const signedQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

/** POST /api/v1/media: a media item from an upload (a multipart form, or an id from POST /api/v1/filepond). */
export const createMedia = defineOperation({
  ...routed(mediaRoutes, 'media.create'),
  summary:
    'Upload an image or a video into the media library (multipart form, field `file`, or `upload`: an id from POST /api/v1/filepond)',
  tags: ['media'],
  body: mediaCreateSchema.extend({ file: fileField }),
  bodyReadBy: 'handler',
  response: itemEnvelope(mediaSchema),
  status: 201,
  errors: [400, 401, 403, 413, 415, 422],
  guard: 'signedIn',
});

/** POST /api/v1/media/{id}/replace: a new file for an item, every use of it kept. */
export const replaceMediaFile = defineOperation({
  ...routed(mediaRoutes, 'media.replace'),
  summary: 'Replace the file of a media item (multipart form, field `file`); every use of it stays',
  tags: ['media'],
  params: idParams,
  body: z.object({ file: fileField }),
  bodyReadBy: 'handler',
  response: itemEnvelope(mediaReplaceAnswerSchema),
  errors: [400, 401, 403, 404, 413, 415, 422],
  guard: 'signedIn',
});

/** GET /api/v1/media/{uuid}/{variant} (spec §7): the file of a media item, with byte ranges and revalidation. */
export const mediaSource = defineOperation({
  ...routed(mediaRoutes, 'media.source'),
  summary: 'Media source: the original file (other variants fall back to it)',
  tags: ['media'],
  params: z.object({ uuid: z.string().uuid(), variant: z.string().min(1).max(50) }),
  query: signedQuery,
  response: mediaAnswer('The file, with its own content type', { 'application/octet-stream': binary }),
  otherAnswers: {
    206: mediaAnswer(
      'One byte range of the file (`Range: bytes=a-b`, `a-` or `-n`), placed by `Content-Range`',
      { 'application/octet-stream': binary },
    ),
    // Both are sent without a body; documented as null because the document generator needs a schema per status.
    304: z.null().describe('Not modified: `If-None-Match` names the current `ETag`; no body'),
    416: z
      .null()
      .describe('The range starts past the end of the file; `Content-Range: bytes */size`, no body'),
  },
  errors: [401, 403, 404],
  guard: 'signedLinkOrUser',
});

const playlistType = 'application/vnd.apple.mpegurl';
const hlsName = z.string().min(1).max(50);
const hlsFile = mediaAnswer('A playlist (master or rendition) or an MPEG-TS segment', {
  [playlistType]: binary,
  'video/mp2t': binary,
});
const hlsRange = mediaAnswer('The requested byte range of a segment', { 'video/mp2t': binary });

/** GET /api/v1/media/{uuid}/hls/master.m3u8: a transcoded video's master playlist, for hls.js. */
export const hlsMaster = defineOperation({
  ...routed(mediaRoutes, 'media.hlsMaster'),
  summary: 'HLS master playlist of a transcoded video',
  tags: ['media'],
  params: z.object({ uuid: z.string().uuid(), file: hlsName }),
  query: signedQuery,
  response: hlsFile,
  otherAnswers: { 206: hlsRange },
  errors: [401, 403, 404],
  guard: 'signedLinkOrUser',
});

/** GET /api/v1/media/{uuid}/hls/{rendition}/{file}: a rendition's playlist or one of its segments. */
export const hlsRendition = defineOperation({
  ...routed(mediaRoutes, 'media.hlsRendition'),
  summary: 'HLS rendition playlist or segment of a transcoded video',
  tags: ['media'],
  params: z.object({ uuid: z.string().uuid(), rendition: hlsName, file: hlsName }),
  query: signedQuery,
  response: hlsFile,
  otherAnswers: { 206: hlsRange },
  errors: [401, 403, 404],
  guard: 'signedLinkOrUser',
});

/** GET /api/v1/media/{uuid}/embed: what the public embed page plays, for whoever holds the signed link. */
export const mediaEmbed = defineOperation({
  ...routed(mediaRoutes, 'media.embed'),
  summary: 'The media of a signed embed link (public embed page)',
  tags: ['media'],
  params: z.object({ uuid: z.string().uuid() }),
  query: z.object({ expires: z.string().max(20), signature: z.string().max(100) }),
  response: itemEnvelope(mediaEmbedSchema),
  errors: [403, 404],
  guard: 'public',
});

/** POST /api/v1/directories/{id}/detach-children: a folder's children move up to its parent. */
export const detachDirectoryChildren = defineOperation({
  ...routed(mediaRoutes, 'directories.detachChildren'),
  summary: "Move a folder's sub-folders and media up to its parent, leaving it empty",
  tags: ['directories'],
  params: idParams,
  response: itemEnvelope(directoryDetachChildrenAnswerSchema),
  errors: [401, 403, 404],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const mediaOperations = [
  createMedia,
  replaceMediaFile,
  mediaSource,
  hlsMaster,
  hlsRendition,
  mediaEmbed,
  detachDirectoryChildren,
] as const;
