import type { Meta } from '@academy/contracts/common/envelope';
import type {
  BodyInputOf,
  ParamsInputOf,
  QueryInputOf,
  ResponseOf,
} from '@academy/contracts/common/operation-contract';
import { operationPath } from '@academy/contracts/common/operation-route';
import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { operationRoutes } from '@academy/contracts/operation-routes';
import type { OperationByName, OperationName } from '@academy/contracts/operations';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Typed API calls for the browser tests, built on the same contracts as the server and the web: a named
 * operation's answer is its contract's response, a resource's items are its contract's items, so a test reads
 * the fields the API documents instead of a shape written again by hand. Each call fails the test on an
 * error status, with the answer in the message.
 */

/** Where to call and as whom (no token: a guest); `language` is sent as Accept-Language. */
export type ApiCaller = {
  request: APIRequestContext;
  baseURL: string;
  token?: string | null;
  language?: string;
};

type OperationCallInput<O extends OperationByName[OperationName]> = {
  params?: ParamsInputOf<O>;
  query?: QueryInputOf<O>;
  body?: BodyInputOf<O>;
};

const headersOf = ({ token, language }: ApiCaller): Record<string, string> => ({
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
  ...(language ? { 'Accept-Language': language } : {}),
});

/** A query as URL parameters (lists comma-separated, empty values left out). */
function searchParams(query: Readonly<Record<string, unknown>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send<Answer>(caller: ApiCaller, method: string, url: string, body: unknown): Promise<Answer> {
  const response = await caller.request.fetch(`${caller.baseURL}${url}`, {
    method,
    data: body,
    headers: headersOf(caller),
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  // The answer is the contract's: the server's answers are checked against the same schemas in its tests.
  const answer: Answer = await response.json();
  return answer;
}

/** A named operation by its name: `await callApi(caller, 'context.read')` is the context's typed answer. */
export function callApi<N extends OperationName>(
  caller: ApiCaller,
  name: N,
  input: OperationCallInput<OperationByName[N]> = {},
): Promise<ResponseOf<OperationByName[N]>> {
  const route = operationRoutes[name];
  const path = operationPath(route.path, input.params ?? {});
  return send(caller, route.method, `${path}${searchParams(input.query ?? {})}`, input.body);
}

/**
 * The answer of an operation the page called itself (a `waitForResponse`), typed by the operation:
 * `await answerOf('context.diagnosticAuth', response)`.
 */
export function answerOf<N extends OperationName>(
  _name: N,
  response: { json(): Promise<ResponseOf<OperationByName[N]>> },
): Promise<ResponseOf<OperationByName[N]>> {
  return response.json();
}

/** A page of a resource's list (`GET /api/v1/{segment}?…`), its items typed by the contract. */
export async function listResource<C extends ResourceContract>(
  caller: ApiCaller,
  contract: C,
  query: Readonly<Record<string, string | number>> = {},
): Promise<{ items: ItemOf<C>[]; meta: Meta }> {
  const answer = await send<{ data: { items: ItemOf<C>[]; meta: Meta } }>(
    caller,
    'GET',
    `/api/v1/${contract.segment}${searchParams(query)}`,
    undefined,
  );
  return answer.data;
}

/** The first item of a resource's list for the query; the test fails when there is none. */
export async function firstItem<C extends ResourceContract>(
  caller: ApiCaller,
  contract: C,
  query: Readonly<Record<string, string | number>> = {},
): Promise<ItemOf<C>> {
  const { items } = await listResource(caller, contract, query);
  expect(items.length, `${contract.segment} ${JSON.stringify(query)}`).toBeGreaterThan(0);
  return items[0];
}

/**
 * One item of a resource (`GET /api/v1/{segment}/{id}`), typed by the contract; `query` asks for more
 * (`{ with: 'users' }`), which the contract types as optional fields.
 */
export async function readResource<C extends ResourceContract>(
  caller: ApiCaller,
  contract: C,
  id: string | number,
  query: Readonly<Record<string, string | number>> = {},
): Promise<ItemOf<C>> {
  const answer = await send<{ data: { item: ItemOf<C> } }>(
    caller,
    'GET',
    `/api/v1/${contract.segment}/${encodeURIComponent(String(id))}${searchParams(query)}`,
    undefined,
  );
  return answer.data.item;
}

/** A resource's create (`POST /api/v1/{segment}`): the item as written, typed by the contract. */
export async function createResource<C extends ResourceContract>(
  caller: ApiCaller,
  contract: C,
  body: Readonly<Record<string, unknown>>,
): Promise<ItemOf<C>> {
  const answer = await send<{ data: { item: ItemOf<C> } }>(
    caller,
    'POST',
    `/api/v1/${contract.segment}`,
    body,
  );
  return answer.data.item;
}

/** A resource's update (`PATCH /api/v1/{segment}/{id}`): the item as written, typed by the contract. */
export async function updateResource<C extends ResourceContract>(
  caller: ApiCaller,
  contract: C,
  id: string | number,
  changes: Readonly<Record<string, unknown>>,
): Promise<ItemOf<C>> {
  const answer = await send<{ data: { item: ItemOf<C> } }>(
    caller,
    'PATCH',
    `/api/v1/${contract.segment}/${encodeURIComponent(String(id))}`,
    changes,
  );
  return answer.data.item;
}

/** The signed-in account as the context names it (a guest's context has none, which fails the test). */
export async function contextUser(caller: ApiCaller) {
  const { data } = await callApi(caller, 'context.read');
  if (!data.item.user) throw new Error('context.read: no signed-in user');
  return data.item.user;
}

/**
 * Links items to a resource (`POST /api/v1/{segment}/{uuid}/{attach|sync}/{name}`, spec §7), e.g. the courses a
 * product includes; `name` must be one of the contract's links.
 */
export async function linkResource<C extends ResourceContract>(
  caller: ApiCaller,
  contract: C,
  uuid: string,
  operation: 'attach' | 'sync',
  name: string & keyof C['links'],
  ids: readonly (string | number)[],
): Promise<void> {
  expect(name in contract.links, `${contract.segment} has no link ${name}`).toBe(true);
  const field = operation === 'attach' ? 'attachable' : 'synchronizables';
  await send(
    caller,
    'POST',
    `/api/v1/${contract.segment}/${encodeURIComponent(uuid)}/${operation}/${encodeURIComponent(name)}${searchParams({ [field]: ids })}`,
    {},
  );
}
