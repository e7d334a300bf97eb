import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../http/http-error.ts';
import { inputProblemError, isStorableText } from '../http/storable-text.ts';
import { queryOf } from './request-values.ts';
import { removeTempFiles, streamToTempFile, type UploadedFile } from './temp-upload.ts';
import type { UploadRule } from './upload-rules.ts';

export type MultipartFormOptions = {
  /** The file fields the form takes; a file in any other field is refused before it is read. */
  uploads: Record<string, UploadRule>;
  /**
   * Decides whether the request may write at all (policy, and whether the item exists), with the method
   * known so far (`_method` of the fields before the file, of the query, or the request's). Runs before
   * the first byte of the first file is read.
   */
  authorize(method: string): Promise<void>;
  /** Where files are streamed to. */
  temporaryDirectory: string;
  /** The fields together may hold no more than a JSON body (BODY_LIMIT_BYTES). */
  maxFieldBytes: number;
};

export type RawForm = { fields: Record<string, string | string[]>; files: UploadedFile[] };

const limits = { files: 10, fields: 200, parts: 210, fieldNameSize: 200 };

/**
 * Reads a multipart form part by part: fields into memory (bounded), files streamed to temporary files
 * under their field's limit, after the request was authorised. On any failure the files written so far
 * are removed and the rest of the body is left unread. A body the parser cannot read is a 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: MultipartFormOptions,
): Promise<RawForm> {
  const fields = new Map<string, string | string[]>();
  const files: UploadedFile[] = [];
  let authorized = false;
  let fieldBytes = 0;
  const largestFile = Math.max(0, ...Object.values(options.uploads).map((rule) => rule.maxBytes));
  const parts = request.parts({
    // The parser's own file limit only backs up the per-field limits, which stop a file one byte earlier.
    limits: { ...limits, fileSize: largestFile + 1, fieldSize: options.maxFieldBytes },
  });
  try {
    for await (const part of withFormErrors(parts)) {
      if (part.type === 'field') {
        fieldBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(String(part.value));
        if (part.valueTruncated || fieldBytes > options.maxFieldBytes)
          throw new HttpError(413, 'http.payload_too_large');
        addField(fields, part.fieldname, String(part.value));
        continue;
      }
      try {
        if (!authorized) {
          await options.authorize(methodSoFar(request, fields));
          authorized = true;
        }
        files.push(await saveFile(part, options));
      } catch (error) {
        // Stop the parser on this part: nothing more of the body is read.
        part.file.destroy();
        throw error;
      }
    }
  } catch (error) {
    await removeTempFiles(files);
    throw error;
  }
  return { fields: Object.fromEntries(fields), files };
}

/** A field's value, checked like every other string of a request (DESIGN §9); `name[]` collects a list. */
function addField(fields: Map<string, string | string[]>, fieldname: string, value: string): void {
  const name = fieldname.replace(/\[\]$/, '');
  if (!isStorableText(name)) throw inputProblemError({ kind: 'characters', field: '_' });
  if (!isStorableText(value)) throw inputProblemError({ kind: 'characters', field: name });
  const existing = fields.get(name);
  fields.set(
    name,
    existing === undefined ? (fieldname.endsWith('[]') ? [value] : value) : [...[existing].flat(), value],
  );
}

function methodSoFar(request: FastifyRequest, fields: Map<string, string | string[]>): string {
  const fromForm = fields.get('_method');
  const fromQuery = queryOf(request)._method;
  return String([fromForm].flat()[0] ?? fromQuery ?? request.method).toUpperCase();
}

/** A file for a field the form takes, of a type the field accepts, streamed under the field's limit. */
async function saveFile(part: MultipartFile, options: MultipartFormOptions): Promise<UploadedFile> {
  const field = part.fieldname.replace(/\[\]$/, '');
  const rule = Object.hasOwn(options.uploads, field) ? options.uploads[field] : undefined;
  if (!rule) throw validationError({ [isStorableText(field) ? field : '_']: ['validation.unknown_field'] });
  if (!rule.accepts(part.mimetype)) throw validationError({ [field]: [rule.wrongTypeKey] });
  if (!isStorableText(part.filename)) throw inputProblemError({ kind: 'characters', field });
  const described = { field, filename: part.filename, mimetype: part.mimetype };
  return streamToTempFile(part.file, described, rule, options.temporaryDirectory);
}

/**
 * The parts, with the parser's failures as the client's: a missing or wrong boundary, a body cut short or
 * a malformed part is 400, too many parts or fields 413. Errors of the caller's own work pass unchanged.
 */
async function* withFormErrors(parts: AsyncIterableIterator<Multipart>): AsyncGenerator<Multipart> {
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw formError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

function formError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // @fastify/multipart's errors (limits, malformed parts) carry an HTTP status its types do not declare.
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new HttpError(413, 'http.payload_too_large');
  return new HttpError(400, 'http.malformed_multipart');
}
