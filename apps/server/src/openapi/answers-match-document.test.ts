import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoRole, demoRows, demoTokens } from '../modules/enrollments/learning-test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { auth } from '../test/factories.ts';

/**
 * Real answers validate against the published OpenAPI document with a standard validator (Ajv), as a client
 * generated from the document would expect them — not only against our own zod schemas. Every GET operation is
 * called as an administrator, a manager and a learner, with its path filled from ids the administrator can list.
 */

type Operation = {
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: Schema }[];
  responses: Responses;
};
type Schema = { type?: string; enum?: unknown[]; format?: string; minimum?: number };
type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;

let t: TestApp;
let document: OpenAPI3;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  // The document's components, so that `#/components/schemas/…` references resolve.
  ajv.addSchema({ components: document.components }, 'openapi');
});
afterAll(() => t.close());

/** A response schema with its component references pointing into the document added above. */
function withDocumentRefs(schema: object): object {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
}

const validators = new Map<object, ValidateFunction>();
function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(withDocumentRefs(schema));
    validators.set(schema, validate);
  }
  return validate;
}

/** The first item's id each role's list of a segment gives, for paths like `/api/v1/courses/{id}`. */
const firstIds = new Map<string, string | null>();
async function firstId(segment: string): Promise<string | null> {
  if (!firstIds.has(segment)) {
    const list = await t.app.inject({ url: `/api/v1/${segment}?per_page=1`, headers: auth(tokens.admin) });
    const items = list.statusCode === 200 ? list.json().data.items : [];
    firstIds.set(segment, items[0] ? String(items[0].id) : null);
  }
  return firstIds.get(segment) ?? null;
}

/** Values for the path's parameters: ids the administrator can list, the demo's company, course and people. */
async function fillPath(path: string): Promise<string> {
  const segment = path.split('/')[3] ?? '';
  const known: Record<string, () => Promise<string | null>> = {
    id: () => firstId(segment),
    company: async () => String(demo.nordlys.id),
    course: () => firstId('courses'),
    user: async () => String(demo.user('learner').id),
    uuid: async () =>
      (await t.app.inject({ url: '/api/v1/media?per_page=1', headers: auth(tokens.admin) })).json().data
        .items[0]?.uuid ?? null,
  };
  let filled = path;
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const value = (await known[name]?.()) ?? 'unknown';
    filled = filled.replace(`{${name}}`, encodeURIComponent(value));
  }
  return filled;
}

/** A value a client would send for a required query parameter. */
function sample(schema: Schema = {}): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'date') return '2026-01-01';
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  return 'a';
}

function getOperations(): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) => {
    const get = (item as { get?: { parameters?: Operation['parameters']; responses: Responses } }).get;
    return get && path.startsWith('/api/') && !path.startsWith('/api/docs')
      ? [{ path, parameters: get.parameters ?? [], responses: get.responses }]
      : [];
  });
}

describe('answers a generated client receives', () => {
  it.each(['admin', 'manager', 'learner'] as const)(
    'every GET as %s answers without a 5xx and as the OpenAPI document says',
    async (role) => {
      const mismatches: string[] = [];
      const operations = getOperations();
      expect(operations.length).toBeGreaterThan(80);
      for (const operation of operations) {
        const query = operation.parameters
          .filter((parameter) => parameter.in === 'query' && parameter.required)
          .map((parameter) => `${parameter.name}=${encodeURIComponent(sample(parameter.schema))}`)
          .join('&');
        const url = `${await fillPath(operation.path)}${query ? `?${query}` : ''}`;
        const answer = await t.app.inject({ url, headers: auth(tokens[role]) });
        const name = `GET ${url} (${answer.statusCode})`;
        if (answer.statusCode >= 500) {
          mismatches.push(`${name}: a server error`);
          continue;
        }
        const { responses } = operation;
        const declared = responses[String(answer.statusCode)] ?? responses.default;
        if (!declared) {
          mismatches.push(`${name}: the document declares no ${answer.statusCode}`);
          continue;
        }
        const type = String(answer.headers['content-type'] ?? '').split(';')[0];
        if (type !== 'application/json') continue;
        const schema = declared.content?.['application/json']?.schema;
        if (!schema) {
          mismatches.push(`${name}: JSON the document does not describe`);
          continue;
        }
        const validate = validatorFor(schema);
        if (!validate(answer.json()))
          mismatches.push(`${name}: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 400)}`);
      }
      expect(mismatches).toEqual([]);
    },
  );
});
