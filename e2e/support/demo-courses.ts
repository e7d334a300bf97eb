import type { ResponseOf } from '@academy/contracts/common/operation-contract';
import type { login } from '@academy/contracts/operations/auth';
import type { APIRequestContext } from '@playwright/test';
import { PASSWORD } from './fixtures.ts';

/** A demo course's uuid by code, read as an administrator (who reads every course). */
export async function courseUuid(request: APIRequestContext, baseURL: string, code: string): Promise<string> {
  const token = await apiToken(request, baseURL, 'admin@academy.test');
  const response = await request.get(`${baseURL}/api/v1/courses?filter[code]=${encodeURIComponent(code)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { items: { uuid: string }[] } };
  return body.data.items[0].uuid;
}

/** A token for an account, through the API. */
export async function apiToken(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const response = await request.post(`${baseURL}/api/v1/auth/login`, { data: { email, password } });
  const body = (await response.json()) as ResponseOf<typeof login>;
  return body.data.item.access_token;
}
