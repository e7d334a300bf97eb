import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { clientStorage } from '../client-storage.ts';
import { queryClient } from '../query-client.ts';
import { saveSignedOutLanguage } from './account-language.ts';
import { type PostLoginOptions, type PostLoginTarget, postLoginTarget } from './post-login-target.ts';
import { refreshContext } from './refresh-context.ts';

/**
 * Completes a sign-in: stores the token, leaves SCORM mode (spec §4: any other login switches it off),
 * saves the scope and a language picked while signed out, reloads the context and returns where to go
 * (spec §4 post-login routing).
 */
export async function completeSignIn(
  item: LoginResponseItem,
  options: PostLoginOptions = {},
): Promise<PostLoginTarget> {
  clientStorage.clearSession();
  clientStorage.setToken(item.access_token);
  clientStorage.setScorm(false);
  const scope = options.provider ? (item.additional?.company ?? item.scope) : item.scope;
  if (scope) clientStorage.setScope(scope);
  queryClient.clear();
  // A language picked on the sign-in page becomes the account's before anything is loaded in the old one.
  await saveSignedOutLanguage();
  await refreshContext();
  return postLoginTarget(item, options);
}
