import { courseContract } from '@academy/contracts/entities/course';
import type { APIRequestContext } from '@playwright/test';
import { callApi, listResource } from './api-call.ts';
import { PASSWORD } from './fixtures.ts';

/** A demo course's uuid by code, read as an administrator (who reads every course). */
export async function courseUuid(request: APIRequestContext, baseURL: string, code: string): Promise<string> {
  const token = await apiToken(request, baseURL, 'admin@academy.test');
  const { items } = await listResource({ request, baseURL, token }, courseContract, { 'filter[code]': code });
  return items[0].uuid;
}

/** A token for an account, through the API. */
export async function apiToken(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const answer = await callApi({ request, baseURL }, 'auth.login', { body: { email, password } });
  return answer.data.item.access_token;
}
