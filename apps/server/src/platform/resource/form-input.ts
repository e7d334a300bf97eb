import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, fieldError } from '../http/http-error.ts';
import { type MultipartFormOptions, readMultipartForm } from './multipart-form.ts';
import { bodyOf, queryOf } from './request-values.ts';
import { removeTempFiles, temporaryUploadDirectory, type UploadedFile } from './temp-upload.ts';

export type { UploadedFile } from './temp-upload.ts';

/**
 * Options of the form parser where create and update routes live. Limits are given per request
 * (multipart-form.ts); a file that outgrows its field is refused by the reader, not truncated.
 */
export const multipartOptions = {
  limits: { fileSize: 0, files: 10, fields: 200 },
  attachFieldsToBody: false,
  throwFileSizeLimit: false,
} as const;

export type FormInput = {
  fields: Record<string, unknown>;
  /** Files of a multipart form, in temporary files until `discardFiles()` (called when the request is done). */
  files: UploadedFile[];
  method: string;
  discardFiles(): Promise<void>;
};

/**
 * Reads a create or update body sent as JSON or as a multipart form (spec §7: "POST multipart form of
 * the fields", updates add `_method=PATCH`). Multipart values are strings; they are coerced by the
 * shape the resource's schema expects, so one schema validates both encodings. Files are only read once
 * `form.authorize` has allowed the write; a form without `uploads` takes no files (422 before reading).
 */
export async function readFormInput(
  request: FastifyRequest,
  schema: z.ZodType | undefined,
  form: Partial<MultipartFormOptions> = {},
): Promise<FormInput> {
  if (request.isMultipart()) {
    const { config } = request.server.services;
    const { fields: raw, files } = await readMultipartForm(request, {
      uploads: form.uploads ?? {},
      authorize: form.authorize ?? (async () => {}),
      temporaryDirectory: form.temporaryDirectory ?? temporaryUploadDirectory(config.dataDir),
      maxFieldBytes: form.maxFieldBytes ?? config.bodyLimitBytes,
    });
    const method = methodOf([raw._method].flat()[0] ?? queryMethod(request), request.method);
    delete raw._method;
    return {
      fields: coerceFormFields(schema, raw),
      files,
      method,
      discardFiles: () => removeTempFiles(files),
    };
  }
  const body = request.body === undefined || request.body === null ? {} : bodyOf(request);
  if (!body) throw badRequest('http.malformed_json');
  const fields = { ...body };
  const method = methodOf(fields._method ?? queryMethod(request), request.method);
  delete fields._method;
  return { fields, files: [], method, discardFiles: async () => {} };
}

const queryMethod = (request: FastifyRequest) => queryOf(request)._method;

/** The operation a POST stands for: `_method` when sent, which must be a word (an object or a list is a 422). */
function methodOf(sent: unknown, requestMethod: string): string {
  if (sent === undefined || sent === null) return requestMethod;
  if (typeof sent !== 'string') throw fieldError('_method', 'validation.invalid_type');
  return sent.toUpperCase();
}

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; in?: z.ZodType };
// zod 4 keeps a schema's definition in `_zod.def`, which its public types leave out.
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The type a field finally expects, looking through optional, nullable, default and pipes. */
function baseType(schema: z.ZodType): { type: string; nullable: boolean } {
  let current = schema;
  let nullable = false;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    if (def.type === 'nullable') nullable = true;
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return { type: def.type, nullable };
  }
  return { type: 'unknown', nullable };
}

function coerceFormFields(
  schema: z.ZodType | undefined,
  raw: Record<string, string | string[]>,
): Record<string, unknown> {
  const shape = schema ? objectShape(schema) : undefined;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = shape?.[key];
    result[key] = field ? coerceValue(field, value) : value;
  }
  return result;
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    if (def.shape) return def.shape;
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return undefined;
  }
  return undefined;
}

function coerceValue(field: z.ZodType, value: string | string[]): unknown {
  const { type, nullable } = baseType(field);
  if (Array.isArray(value)) return type === 'array' ? value : value.at(-1);
  if (nullable && (value === '' || value === 'null')) return null;
  switch (type) {
    case 'number':
    case 'int':
      return value.trim() === '' ? value : Number(value);
    case 'boolean':
      return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
    case 'array':
    case 'object':
    case 'record':
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    default:
      return value;
  }
}
