import { readFile } from 'node:fs/promises';
import { operationContracts } from '@academy/contracts/operations';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedInDocumentPath } from '../../openapi/published-document.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { typedResponses } from '../../test/openapi-typed-responses.ts';

/**
 * The published OpenAPI document is what a generated client is built from (DESIGN §10): it must be valid, and
 * a client generated from it with openapi-typescript must know the 2xx body of (nearly) every operation and
 * the error body of every one. The figures are computed from the generated types, not from the routes.
 */

let t: TestApp;
let document: OpenAPI3;
let generated: string;

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  generated = astToString(await openapiTS(structuredClone(document) as OpenAPI3));
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document', async () => {
    // The parser resolves and rewrites what it is given: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('is the checked-in docs/openapi.json, so every change of the API shows in review', async () => {
    const checkedIn = JSON.parse(await readFile(checkedInDocumentPath, 'utf8'));
    expect(
      document,
      'The served OpenAPI document differs from docs/openapi.json: run `npm run openapi:write` and review the diff.',
    ).toEqual(checkedIn);
  });

  it('gives a generated client a typed 2xx body for at least 95% of operations and typed errors for all', () => {
    const operations = typedResponses(generated);
    const count = operations.length;
    const withSuccess = operations.filter((operation) => operation.success);
    const withErrors = operations.filter((operation) => operation.errors);
    const share = (part: number) => Math.round((part / count) * 1000) / 10;
    console.info(
      `OpenAPI: ${count} operations; typed 2xx JSON body ${withSuccess.length} (${share(withSuccess.length)}%); ` +
        `typed error bodies ${withErrors.length} (${share(withErrors.length)}%)`,
    );
    // Every operation the document lists is in the client, and there are many (the generic resources alone).
    const documented = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)),
    );
    expect(count).toBe(documented.length);
    expect(count).toBeGreaterThan(150);
    const untyped = operations.filter((operation) => !operation.success).map((operation) => operation.name);
    expect(
      withSuccess.length / count,
      `operations without a typed 2xx body: ${untyped.join(', ')}`,
    ).toBeGreaterThanOrEqual(0.95);
    // An operation whose contract declares no error and no other answer (liveness: a process that cannot
    // answer it is restarted, not told why) answers nothing but its success; every other one types its errors.
    const answersOnlySuccess = new Set(
      operationContracts
        .filter((operation) => operation.errors.length === 0 && !('otherAnswers' in operation))
        .map((operation) => `${operation.method} ${operation.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const withoutErrors = operations
      .filter((operation) => !operation.errors && !answersOnlySuccess.has(operation.name))
      .map((operation) => operation.name);
    expect(withoutErrors, 'operations without a typed error body').toEqual([]);
  });
});
