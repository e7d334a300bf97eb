import { writeFileSync } from 'node:fs';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import {
  type Expected,
  expectedCell,
  familyOf,
  matrixFamilies,
  matrixOperations,
} from './authorization-matrix.ts';
import {
  type DocumentOperation,
  documentOperations,
  leakIn,
  requiredQuery,
  resolver,
  sampleBody,
} from './document-operations.ts';
import { type MatrixWorld, matrixWorld, type Role, roles, type Target } from './matrix-world.ts';

/**
 * The authorization matrix (issue 26, "Hardening suites"): every operation of the OpenAPI document the server
 * publishes × every demo role (guest, learner, manager of Nordlys, an API key of Nordlys with every permission,
 * administrator, super administrator) × the object of the caller's own company and of another company (Fjord),
 * against the expected status of each cell written down in authorization-matrix.ts. A new operation without an
 * entry there fails here, with the line to add.
 *
 * Writes are sent a body no operation accepts (a JSON array): a role that must be refused is refused before the
 * body is validated (403/404 — never a 2xx, never a 400/422 that would tell it the object exists), and a role
 * that is allowed gets past authorization to the validation (`passes`). Deletions run last, role after role;
 * an allowed deletion that finds its object already removed by an earlier allowed one counts as done.
 *
 * Run alone: `cd apps/server && npx vitest run src/test/hardening/authorization-matrix.test.ts`
 * (MATRIX_PRINT=/tmp/matrix.txt writes the observed table, to compare with or draft new entries from).
 */

type Cell = {
  operation: DocumentOperation;
  role: Role;
  target: Target;
  url: string;
  expected: Expected | undefined;
};
type Outcome = Cell & { status: number; leak: RegExp | null };

let t: TestApp;
let document: OpenAPI3;
let world: MatrixWorld;

beforeAll(async () => {
  t = await buildTestApp({ config: { VALIDATE_RESPONSES: false } as never });
  document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
  world = await matrixWorld(t);
});
afterAll(() => t?.close());

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  return results;
}

/** The body a write is sent: the smallest its JSON schema accepts, or `{}` for one that takes a file. */
function bodyOf(operation: DocumentOperation): string | undefined {
  if (operation.method === 'get' || operation.method === 'delete') return undefined;
  const schema = operation.body?.['application/json'];
  return JSON.stringify(schema ? sampleBody(schema, resolver(document)) : {});
}

async function call(cell: Cell): Promise<Outcome> {
  const { operation } = cell;
  const payload = bodyOf(operation);
  const answer = await t.app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: cell.url,
    headers: {
      ...(await world.headers(cell.role, { throwaway: operation.key === 'POST /api/v1/auth/logout' })),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  return { ...cell, status: answer.statusCode, leak: leakIn(answer.body) };
}

function matches(expected: Expected, status: number): boolean {
  if (typeof expected === 'number') return status === expected;
  if (expected === '2xx') return status >= 200 && status < 300;
  if (expected === 'passes')
    return (status >= 200 && status < 300) || [400, 409, 415, 422, 429].includes(status);
  return [401, 403, 404].includes(status);
}

const describeCell = (outcome: Outcome) =>
  `${outcome.operation.key} as ${outcome.role}${outcome.target === 'none' ? '' : ` on ${outcome.target}`} (${outcome.url})`;

describe('the authorization matrix', () => {
  it('has an entry for every operation of the OpenAPI document, and none for operations that are gone', () => {
    const operations = documentOperations(document);
    expect(operations.length).toBeGreaterThan(250);
    const keys = new Set(operations.map((operation) => operation.key));
    const missing = operations
      .filter((operation) => !(operation.key in matrixOperations))
      .map(
        (operation) =>
          `${operation.key} has no entry: add the line "'${operation.key}': {…}," to matrixOperations in ` +
          `apps/server/src/test/hardening/authorization-matrix.ts (family "${familyOf(operation.path)}"; ` +
          "{} takes the family's defaults)",
      );
    const stale = Object.keys(matrixOperations)
      .filter((key) => !keys.has(key))
      .map((key) => `${key} is in the matrix but not in the OpenAPI document: remove its line`);
    expect([...missing, ...stale]).toEqual([]);
    expect(Object.keys(matrixFamilies).length).toBeGreaterThan(0);
  });

  it('answers every operation × role × company as the matrix says', { timeout: 420_000 }, async () => {
    // Operations without an entry are still called (the test above names them): no 5xx, nothing leaked.
    const operations = documentOperations(document);
    const cells: Cell[] = [];
    for (const operation of operations) {
      const query = requiredQuery(operation);
      const targets: Target[] = world.hasObject(operation.path) ? ['own', 'other'] : ['none'];
      for (const role of roles)
        for (const target of targets) {
          const path = target === 'none' ? operation.path : await world.fill(operation.path, target);
          if (path === null) continue;
          cells.push({
            operation,
            role,
            target,
            url: `${path}${query ? `?${query}` : ''}`,
            expected: expectedCell(operation.key, operation.path, role, target),
          });
        }
    }

    // Reads at once; then the writes, role after role in the columns' order; the deletions last, one by one.
    const outcomes: Outcome[] = [];
    outcomes.push(
      ...(await inBatches(
        cells.filter((cell) => cell.operation.method === 'get'),
        8,
        call,
      )),
    );
    const isWrite = (cell: Cell) => !['get', 'delete'].includes(cell.operation.method);
    for (const role of roles)
      outcomes.push(
        ...(await inBatches(
          cells.filter((cell) => isWrite(cell) && cell.role === role),
          8,
          call,
        )),
      );
    const deleted = new Set<string>();
    for (const role of roles)
      for (const cell of cells.filter((cell) => cell.operation.method === 'delete' && cell.role === role)) {
        const outcome = await call(cell);
        if (outcome.status === 404 && deleted.has(cell.url) && cell.expected && matches(cell.expected, 204))
          outcome.status = 204;
        if (outcome.status >= 200 && outcome.status < 300) deleted.add(cell.url);
        outcomes.push(outcome);
      }

    if (process.env.MATRIX_PRINT) printObserved(outcomes);

    const problems: string[] = [];
    for (const outcome of outcomes) {
      if (outcome.status >= 500)
        problems.push(`${describeCell(outcome)}: a server error (${outcome.status})`);
      if (outcome.leak) problems.push(`${describeCell(outcome)}: the answer shows ${outcome.leak}`);
      if (outcome.target === 'other' && outcome.role !== 'admin' && outcome.role !== 'superAdmin') {
        const ownOutcome = outcomes.find(
          (other) =>
            other.operation === outcome.operation && other.role === outcome.role && other.target === 'own',
        );
        // Another company's object is never reached by its outsiders, whatever the table says.
        if (outcome.status >= 200 && outcome.status < 300 && ownOutcome && ownOutcome.url !== outcome.url)
          if (!outcome.expected || outcome.expected !== '2xx')
            problems.push(`${describeCell(outcome)}: another company's object answered ${outcome.status}`);
      }
      if (!outcome.expected) continue;
      if (!matches(outcome.expected, outcome.status))
        problems.push(`${describeCell(outcome)}: expected ${outcome.expected}, answered ${outcome.status}`);
    }
    expect(problems).toEqual([]);
  });
});

/** The observed table, one line per operation, in the table's notation (MATRIX_PRINT=1). */
function printObserved(outcomes: Outcome[]) {
  const notation = (outcome: Outcome) =>
    outcome.status >= 200 && outcome.status < 300 ? '2xx' : String(outcome.status);
  const lines: string[] = [];
  const byKey = new Map<string, Outcome[]>();
  for (const outcome of outcomes)
    byKey.set(outcome.operation.key, [...(byKey.get(outcome.operation.key) ?? []), outcome]);
  for (const [key, list] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
    const entry = roles.map((role) => {
      const own = list.find((outcome) => outcome.role === role && outcome.target !== 'other');
      const other = list.find((outcome) => outcome.role === role && outcome.target === 'other');
      const value =
        own && other && notation(own) !== notation(other)
          ? `'own:${notation(own)} other:${notation(other)}'`
          : `'${notation((own ?? other)!)}'`;
      return `${role}: ${value}`;
    });
    lines.push(`  '${key}': { ${entry.join(', ')} },`);
  }
  writeFileSync(process.env.MATRIX_PRINT!, `${lines.join('\n')}\n`);
  console.log(`The observed table: ${process.env.MATRIX_PRINT}`);
}
