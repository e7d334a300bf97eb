import { authApi } from '../auth-api.ts';
import { signOutLocally } from '../http-client.ts';

/** Logout: revoke the token on the server (best effort), then clear token and context and show login. */
export async function signOut(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // The token is dropped on the client either way; a server that cannot be reached must not trap the user.
  }
  await signOutLocally();
}
