import type { OpenAPI3 } from 'openapi-typescript';

/**
 * The operations of the OpenAPI document the server publishes, as the hardening suites walk them: one entry per
 * method and path, with what the suites need to call it (path and query parameters, the request body's schema).
 */

export const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof methods)[number];

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

export type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };

export type DocumentOperation = {
  /** "METHOD /path", the key of the authorization table. */
  key: string;
  method: Method;
  path: string;
  parameters: Parameter[];
  /** The request body's content types and their schemas, when the operation takes a body. */
  body: Record<string, JsonSchema> | null;
};

export function documentOperations(document: OpenAPI3): DocumentOperation[] {
  const operations: DocumentOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (path.startsWith('/api/docs')) continue;
    for (const method of methods) {
      const operation = (item as Record<string, unknown>)[method] as
        | {
            parameters?: Parameter[];
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        | undefined;
      if (!operation) continue;
      const content = operation.requestBody?.content;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        parameters: operation.parameters ?? [],
        body: content
          ? Object.fromEntries(Object.entries(content).map(([type, value]) => [type, value.schema ?? {}]))
          : null,
      });
    }
  }
  return operations;
}

/** A value a client would send for a required query parameter. */
export function sampleQueryValue(schema: JsonSchema = {}): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  return 'a';
}

/** The required query parameters of an operation, filled with plain values. */
export function requiredQuery(operation: DocumentOperation): string {
  return operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => `${parameter.name}=${encodeURIComponent(sampleQueryValue(parameter.schema))}`)
    .join('&');
}

/** What an answer must never carry, whoever asks: a stack trace, SQL or a database error's text. */
export const leakPatterns: RegExp[] = [
  /\n\s+at .+\(.+:\d+:\d+\)/,
  /\bat (?:async )?[\w.<>]+ \((?:file:|node:|\/)/,
  /node_modules\//,
  /\bselect\b[\s\S]{1,200}\bfrom\b\s+"?\w+"?/i,
  /\binsert into\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bdelete from\b/i,
  /violates (?:foreign key|unique|not-null|check) constraint/i,
  /syntax error at or near/i,
  /relation "\w+" does not exist/i,
  /invalid input syntax for type/i,
  /DrizzleQueryError|PGlite|PostgresError|Failed query:/,
];

export function leakIn(text: string): RegExp | null {
  return leakPatterns.find((pattern) => pattern.test(text)) ?? null;
}

/** Follows `#/components/…` references of the document. */
export function resolver(document: OpenAPI3): (schema: JsonSchema | undefined) => JsonSchema {
  return function resolve(schema) {
    let current: JsonSchema = schema ?? {};
    for (let depth = 0; current.$ref && depth < 20; depth++) {
      const path = current.$ref.replace(/^#\//, '').split('/');
      current = path.reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)?.[part],
        document,
      ) as JsonSchema;
    }
    return current ?? {};
  };
}

/**
 * The smallest body the schema accepts, as far as it can be told from the schema alone: the required properties
 * only, each with a plain value of its type and format (a reference to another row may still be refused).
 */
export function sampleBody(
  schema: JsonSchema | undefined,
  resolve: (schema?: JsonSchema) => JsonSchema,
): unknown {
  const sample = (node: JsonSchema | undefined, depth: number): unknown => {
    const s = resolve(node);
    if (depth > 8) return null;
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    const branches = s.anyOf ?? s.oneOf;
    if (branches?.length) {
      const chosen = branches.map(resolve).find((branch) => branch.type !== 'null') ?? branches[0];
      return sample(chosen, depth + 1);
    }
    if (s.allOf?.length)
      return Object.assign({}, ...s.allOf.map((part) => sample(part, depth + 1) as object));
    const type = Array.isArray(s.type) ? s.type.find((kind) => kind !== 'null') : s.type;
    if (type === 'object' || s.properties) {
      const body: Record<string, unknown> = {};
      for (const name of s.required ?? []) body[name] = sample(s.properties?.[name], depth + 1);
      return body;
    }
    if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items, depth + 1));
    if (type === 'integer' || type === 'number')
      return Math.max(s.minimum ?? 1, s.exclusiveMinimum === undefined ? 1 : s.exclusiveMinimum + 1);
    if (type === 'boolean') return false;
    if (type === 'string') {
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (s.format === 'email') return 'matrix@example.com';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
      return 'a'.repeat(Math.max(s.minLength ?? 1, 1));
    }
    return null;
  };
  return sample(schema, 0);
}
