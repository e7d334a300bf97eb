import { type APIRequestContext, expect } from '@playwright/test';
import { callApi } from './api-call.ts';

/** The uuid of a demo company by slug, from the public registration-company endpoint. */
export async function companyUuid(
  request: APIRequestContext,
  baseURL: string,
  slug: string,
): Promise<string> {
  const answer = await callApi({ request, baseURL }, 'auth.registrationCompany', {
    params: { company: slug },
  });
  return answer.data.item.uuid;
}

export const companyScope = (uuid: string) => `companies:${uuid}|company`;

/** Revokes a token the way the app's logout does, to provoke 401s in a page that still holds it. */
export async function revokeToken(request: APIRequestContext, baseURL: string, token: string): Promise<void> {
  await request.post(`${baseURL}/api/v1/auth/logout`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
}

/** A JSON call to /api/v1 as someone; fails the test on an error status and returns the envelope's data. */
export async function apiData<T>(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${baseURL}/api/v1/${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  // The caller names the data's type (prefer `callApi`/`listResource` of api-call.ts, typed by the contracts).
  const answer: { data: T } = await response.json();
  return answer.data;
}
