import type { ResponseOf } from '@academy/contracts/common/operation-contract';
import type { registrationCompany } from '@academy/contracts/operations/auth';
import { type APIRequestContext, expect } from '@playwright/test';

/** The uuid of a demo company by slug, from the public registration-company endpoint. */
export async function companyUuid(
  request: APIRequestContext,
  baseURL: string,
  slug: string,
): Promise<string> {
  const response = await request.get(`${baseURL}/api/v1/auth/register/${slug}`);
  const body = (await response.json()) as ResponseOf<typeof registrationCompany>;
  return body.data.item.uuid;
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
  return ((await response.json()) as { data: T }).data;
}
