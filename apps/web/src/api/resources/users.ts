import { userContract } from '@academy/contracts/entities/user';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../operations/call-operation.ts';
import { createResourceApi } from './create-resource-api.ts';
import { useItemWrite } from './use-item-write.ts';

/** Users (spec §3): people, their role, companies and departments. */
export const usersApi = createResourceApi(userContract);

/**
 * spec §7 `GET users/{id}/schedule` with query start and end: the periods the user's courses are open. Under
 * the enrollments segment, so an enrollment written anywhere refreshes it.
 */
export function useUserSchedule(id: string | number | undefined, window: { start: string; end: string }) {
  return useQuery({
    queryKey: ['enrollments', 'schedule', String(id ?? ''), window.start, window.end],
    queryFn: async () =>
      (await callOperation('users.schedule', { params: { id: String(id) }, query: window })).item,
    enabled: id !== undefined && id !== '',
    placeholderData: keepPreviousData,
  });
}

/** spec §7 `GET users/{id}/associations`: the user's companies and departments; refreshed with the users. */
export function useUserAssociations(id: string | number | undefined) {
  return useQuery({
    queryKey: [userContract.segment, 'associations', String(id ?? '')],
    queryFn: async () => (await callOperation('users.associations', { params: { id: String(id) } })).item,
    enabled: id !== undefined && id !== '',
  });
}

/** `POST users/{id}/password-reset-mail`: the person gets a reset link; the server's message is shown. */
export function useSendPasswordReset() {
  return useItemWrite(userContract.segment, async (user: { uuid: string }) => {
    const data = await callOperation('users.passwordResetMail', { params: { user: user.uuid } });
    return { item: null, meta: { ...data.meta, message: data.message } };
  });
}
