import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { auth } from '../factories.ts';
import { type DocumentOperation, documentOperations, leakIn, resolver } from './document-operations.ts';
import { type MatrixWorld, matrixWorld } from './matrix-world.ts';
import { arbitraryOf, pathValueArbitrary, queryValueArbitrary } from './schema-arbitraries.ts';

/**
 * Property-based fuzzing of every operation of the OpenAPI document (issue 26, "Hardening suites"): bodies, query
 * parameters and path parameters drawn from each operation's own schemas with fast-check (the schema's shape
 * most of the time, any JSON some of the time), sent as an administrator (who reaches the most code) and as a
 * guest. No answer may be a 5xx, nor carry a stack trace or SQL. Bounded in time (FUZZ_SECONDS, default 35 s,
 * shared round-robin by the operations), seeded (FUZZ_SEED, printed at the start: a failure is replayed with it).
 *
 * Besides, every operation that takes a JSON body answers malformed JSON with 400 and a body of a type it does
 * not read with 415 (or, text/plain, which the server reads as text, with the 422 of its schema) — each in the
 * translated error envelope `{ message }`, in English and in Norwegian.
 *
 * Run alone: `cd apps/server && npx vitest run src/test/hardening/schema-fuzzing.test.ts`
 * (FUZZ_SEED=… FUZZ_SECONDS=… to replay or search longer).
 */

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const budgetMs = Number(process.env.FUZZ_SECONDS ?? 35) * 1000;

/**
 * Operations fuzzing leaves alone, because a random success would end the run's own session or tenant rather than
 * find a fault: signing the administrator out, and changing tenants (their hosts) or the administrator's account.
 */
const notFuzzed = new Set([
  'POST /api/v1/auth/logout',
  'PATCH /api/v1/tenants/{id}',
  'POST /api/v1/tenants/{id}',
  'DELETE /api/v1/tenants/{id}',
  'POST /api/v1/tenants',
]);

let t: TestApp;
let document: OpenAPI3;
let world: MatrixWorld;
let resolve: ReturnType<typeof resolver>;

beforeAll(async () => {
  t = await buildTestApp({ config: { VALIDATE_RESPONSES: false } as never });
  document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
  resolve = resolver(document);
  world = await matrixWorld(t);
  console.log(`schema fuzzing: seed ${seed} (replay with FUZZ_SEED=${seed}), budget ${budgetMs / 1000} s`);
});
afterAll(() => t?.close());

type Request = { method: string; url: string; headers: Record<string, string>; payload?: string };

/** One request drawn for an operation: its path, query and body from its schemas. */
function requestArbitrary(operation: DocumentOperation, realPath: string | null): fc.Arbitrary<Request> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const realValues = realPath ? realValuesOf(operation.path, realPath) : {};
  const path = fc.tuple(...names.map((name) => pathValueArbitrary(realValues[name] ?? null)));
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const query = fc.tuple(
    ...queryParameters.map((parameter) =>
      fc.option(queryValueArbitrary(parameter.schema, resolve), { nil: undefined, freq: 2 }),
    ),
  );
  const jsonSchema = operation.body?.['application/json'];
  const body =
    operation.method === 'get' || operation.method === 'delete'
      ? fc.constant(undefined)
      : jsonSchema
        ? arbitraryOf(jsonSchema, resolve)
        : fc.constant({});
  const who = fc.constantFrom('admin', 'guest');
  return fc.tuple(path, query, body, who).map(([pathValues, queryValues, payload, role]) => {
    let url = operation.path;
    names.forEach((name, index) => {
      url = url.replace(`{${name}}`, encodeURIComponent(pathValues[index] ?? ''));
    });
    const search = new URLSearchParams();
    queryParameters.forEach((parameter, index) => {
      const value = queryValues[index];
      if (value !== undefined) search.append(parameter.name, value);
    });
    const text = search.toString();
    return {
      method: operation.method.toUpperCase(),
      url: `${url}${text ? `?${text}` : ''}`,
      headers: {
        ...(role === 'admin' ? adminHeaders : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    };
  });
}

/** The values the matrix's world put into a path, by parameter name. */
function realValuesOf(template: string, filled: string): Record<string, string> {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const pattern = new RegExp(
    `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]*)')}$`,
  );
  const match = pattern.exec(filled);
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match?.[index + 1] ?? '')]));
}

let adminHeaders: Record<string, string> = {};

async function send(request: Request) {
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

describe('fuzzing every operation from its schema', () => {
  it('answers no 5xx and shows no stack trace or SQL, whatever the input', {
    timeout: budgetMs + 120_000,
  }, async () => {
    adminHeaders = await world.headers('admin');
    const operations = documentOperations(document).filter((operation) => !notFuzzed.has(operation.key));
    const generators = await Promise.all(
      operations.map(async (operation) => ({
        operation,
        requests: fc.sample(requestArbitrary(operation, await world.fill(operation.path, 'own')), {
          seed,
          numRuns: 200,
        }),
      })),
    );
    const problems: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (let round = 0; round < 200 && Date.now() - started < budgetMs; round++) {
      for (const { operation, requests } of generators) {
        if (Date.now() - started >= budgetMs) break;
        const request = requests[round];
        const answer = await send(request);
        sent++;
        const leak = leakIn(answer.body);
        if (answer.statusCode >= 500 || leak)
          problems.push(
            `${operation.key}: ${request.method} ${request.url.slice(0, 300)} ` +
              `${request.payload?.slice(0, 300) ?? ''} → ${answer.statusCode}${leak ? ` showing ${leak}` : ''}`,
          );
      }
    }
    console.log(
      `schema fuzzing: ${sent} requests over ${operations.length} operations in ${Date.now() - started} ms`,
    );
    expect(sent).toBeGreaterThan(operations.length);
    expect([...new Set(problems)].slice(0, 30), `seed ${seed}`).toEqual([]);
  });

  const platformFormPosts = new Set(['POST /api/lti/login', 'POST /api/lti/launch']);

  it('answers malformed JSON with 400 and a body it does not read with 415, translated', async () => {
    // The reader's language is then the Accept-Language's: the fuzzing above may have given the administrator a
    // preferred language, which would outrank it.
    await t.db
      .update(users)
      .set({ preferred_language_id: null })
      .where(eq(users.email, 'admin@academy.test'));
    adminHeaders = await world.headers('admin');
    const withBody = documentOperations(document).filter(
      (operation) => operation.body?.['application/json'] && !notFuzzed.has(operation.key),
    );
    expect(withBody.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const operation of withBody) {
      const url = (await world.fill(operation.path, 'own')) ?? operation.path;
      const cases = [
        { type: 'application/json', payload: '{"name": "x",', status: [400], locale: 'en' },
        { type: 'application/json; charset=utf-8', payload: '[1, 2', status: [400], locale: 'nb' },
        { type: 'application/xml', payload: '<name>x</name>', status: [415], locale: 'en' },
        { type: 'application/x-www-form-urlencoded', payload: 'name=x', status: [415], locale: 'nb' },
        // The server reads text/plain as text: the body is then a string its schema refuses, or the route answers
        // first that its object is not there (the attach/detach/sync links, whose names the world does not hold).
        { type: 'text/plain', payload: 'name=x', status: [400, 404, 415, 422], locale: 'en' },
      ];
      for (const sample of cases) {
        const answer = await t.app.inject({
          method: operation.method.toUpperCase() as 'POST',
          url,
          headers: {
            ...auth(adminHeaders.authorization.slice(7)),
            'content-type': sample.type,
            'accept-language': sample.locale,
          },
          payload: sample.payload,
        });
        const body = answer.body;
        let message: unknown;
        try {
          message = JSON.parse(body).message;
        } catch {
          message = undefined;
        }
        const name = `${operation.key} with ${sample.type} ${JSON.stringify(sample.payload)}`;
        // A provider's webhook checks its signature over the raw body before reading it: unsigned, it is 401.
        const signed =
          operation.key === 'POST /api/ecommerce/v1/webhooks/{provider}' && answer.statusCode === 401;
        // An LTI platform posts its login initiation and id token as a form (LTI 1.3): read, then refused (422).
        const platformForm =
          platformFormPosts.has(operation.key) && sample.type === 'application/x-www-form-urlencoded';
        if (
          !sample.status.includes(answer.statusCode) &&
          !signed &&
          !(platformForm && answer.statusCode === 422)
        )
          problems.push(`${name}: ${answer.statusCode}, expected ${sample.status.join(' or ')}`);
        else if (typeof message !== 'string' || message.length === 0)
          problems.push(`${name}: no translated message in ${body.slice(0, 200)}`);
        else if (
          sample.status.length === 1 &&
          sample.locale === 'nb' &&
          /[Tt]he request|content type/.test(message)
        )
          problems.push(`${name}: answered in English to a Norwegian reader (${message})`);
        if (leakIn(body)) problems.push(`${name}: the answer shows ${leakIn(body)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
