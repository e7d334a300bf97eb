import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../http/http-error.ts';

/** Limits of a create or update form: uploads (media) are large, but their count and the fields are bounded. */
export const multipartOptions = {
  limits: { fileSize: 512 * 1024 * 1024, files: 10, fields: 200 },
  attachFieldsToBody: false,
} as const;

export type UploadedFile = { field: string; filename: string; mimetype: string; buffer: Buffer };
export type FormInput = { fields: Record<string, unknown>; files: UploadedFile[]; method: string };

/**
 * Reads a create or update body sent as JSON or as a multipart form (spec §7: "POST multipart form of
 * the fields", updates add `_method=PATCH`). Multipart values are strings; they are coerced by the
 * shape the resource's schema expects, so one schema validates both encodings.
 */
export async function readFormInput(
  request: FastifyRequest,
  schema: z.ZodType | undefined,
): Promise<FormInput> {
  if (request.isMultipart()) {
    const raw: Record<string, string | string[]> = {};
    const files: UploadedFile[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          buffer: await part.toBuffer(),
        });
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, '');
      const value = String(part.value);
      const existing = raw[name];
      raw[name] =
        existing === undefined
          ? part.fieldname.endsWith('[]')
            ? [value]
            : value
          : [...[existing].flat(), value];
    }
    const method = String(raw._method ?? request.method).toUpperCase();
    delete raw._method;
    return { fields: coerceFormFields(schema, raw), files, method };
  }
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('http.malformed_json');
  const fields = { ...(body as Record<string, unknown>) };
  const query = request.query as Record<string, unknown>;
  const method = String(fields._method ?? query._method ?? request.method).toUpperCase();
  delete fields._method;
  return { fields, files: [], method };
}

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; in?: z.ZodType };
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
