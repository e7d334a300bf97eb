import { clientStorage } from '../../api/client-storage.ts';

/**
 * spec §7: a `scope` query parameter is saved as the impersonation scope and removed from the URL.
 * Returns the URL without it, or null when there was none.
 */
export function takeScopeParam(url: URL): URL | null {
  const scope = url.searchParams.get('scope');
  if (scope === null) return null;
  clientStorage.setImpersonation(scope === '' ? null : scope);
  const next = new URL(url);
  next.searchParams.delete('scope');
  return next;
}
