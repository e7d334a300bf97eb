import { useEffect } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { callOperation } from '../../api/operations/call-operation.ts';
import { sessionStore } from '../../api/session-store.ts';
import { useSession } from '../../api/use-session.ts';
import { appStatusStore } from '../startup/app-status-store.ts';
import { checkFrontendVersion } from '../startup/outdated-frontend.ts';
import { applyPoll, pollInterval } from './apply-poll.ts';

/** Polls GET /api/v1/poll while signed in and applies what changed (spec §4). */
export function usePoll(): void {
  const session = useSession();
  const interval = pollInterval(session);

  useEffect(() => {
    checkFrontendVersion(sessionStore.get()?.application.frontend_required);
    const timer = window.setInterval(async () => {
      try {
        const { item: values } = await callOperation('context.poll', {}, { quiet: true });
        sessionStore.patch((context) => applyPoll(context, values));
        checkFrontendVersion(sessionStore.get()?.application.frontend_required);
        if (values.maintenance === true) appStatusStore.set({ status: 'maintenance' });
      } catch (error) {
        // Maintenance started while the app was open: show the maintenance screen (spec §8).
        if (isApiError(error) && error.status === 503) appStatusStore.set({ status: 'maintenance' });
      }
    }, interval);
    return () => window.clearInterval(timer);
  }, [interval]);
}
