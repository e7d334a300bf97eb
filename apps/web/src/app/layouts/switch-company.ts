import { href } from '@academy/contracts/routes';
import type { NavigateFunction } from 'react-router';
import { clientStorage } from '../../api/client-storage.ts';
import { queryClient } from '../../api/query-client.ts';
import { refreshContext } from '../../api/session/refresh-context.ts';

/**
 * Acts in another of the user's companies without signing out: the same scope select-company sets (sent as
 * Context-Scope), then the context is reloaded and every cached answer dropped, since it was the other
 * company's; the user lands on the dashboard, as the page open before may not exist in the new company.
 */
export async function switchCompany(fqmi: string, navigate: NavigateFunction): Promise<void> {
  const previous = clientStorage.getScope();
  clientStorage.setScope(fqmi);
  try {
    await refreshContext();
  } catch (error) {
    clientStorage.setScope(previous);
    throw error;
  }
  queryClient.removeQueries();
  await navigate(href('academy.dashboard.index'));
}
