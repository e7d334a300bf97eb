import type { APIRequestContext } from '@playwright/test';
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
