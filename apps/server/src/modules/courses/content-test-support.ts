import { loadActorByToken } from '../../platform/auth/load-actor.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { auth, demoTenant, tokenForDemo } from '../../test/factories.ts';

/** The demo accounts the content tests act as, one per role of DESIGN §7's policy tests. */
export const roles = [
  'learner',
  'manager',
  'fjord.manager',
  'fjord.learner',
  'multi',
  'admin',
  'super',
] as const;
export type Role = (typeof roles)[number];

export async function demoTokens(t: TestApp): Promise<Record<Role, string>> {
  const tokens = {} as Record<Role, string>;
  for (const role of roles) tokens[role] = await tokenForDemo(t.db, `${role}@academy.test`);
  return tokens;
}

/** Small request helpers over app.inject. */
export function requests(t: TestApp) {
  return {
    get: (token: string, url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, headers: auth(token, headers) }),
    send: (
      token: string,
      method: 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method,
        url,
        headers: auth(token, headers),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

export const itemsOf = (response: { json(): { data: { items: Record<string, unknown>[] } } }) =>
  response.json().data.items;

/** The actor a token stands for, for pure policy checks (abilitiesFor) of items the role cannot even reach. */
export async function actorFor(t: TestApp, token: string) {
  const tenant = await demoTenant(t.db);
  const actor = await loadActorByToken(t.db, tenant.id, hashToken(token));
  if (!actor) throw new Error('Unknown token');
  return actor;
}
