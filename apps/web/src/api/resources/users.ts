import type { UserAssociations, UserSchedule } from '@academy/contracts/entities/people-overview';
import { userContract } from '@academy/contracts/entities/user';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../http-client.ts';
import { createResourceApi } from './create-resource-api.ts';
import { useItemWrite } from './use-item-write.ts';

/** Users (spec §3): people, their role, companies and departments. */
export const usersApi = createResourceApi(userContract);

const userPath = (id: string | number, rest: string) => `users/${encodeURIComponent(String(id))}/${rest}`;

/**
 * spec §7 `GET users/{id}/schedule` with query start and end: the periods the user's courses are open. Under
 * the enrollments segment, so an enrollment written anywhere refreshes it.
 */
export function useUserSchedule(id: string | number | undefined, window: { start: string; end: string }) {
  return useQuery({
    queryKey: ['enrollments', 'schedule', String(id ?? ''), window.start, window.end],
    queryFn: async () => (await request(userPath(id!, 'schedule'), { query: window })).item as UserSchedule,
    enabled: id !== undefined && id !== '',
    placeholderData: keepPreviousData,
  });
}

/** spec §7 `GET users/{id}/associations`: the user's companies and departments; refreshed with the users. */
export function useUserAssociations(id: string | number | undefined) {
  return useQuery({
    queryKey: [userContract.segment, 'associations', String(id ?? '')],
    queryFn: async () => (await request(userPath(id!, 'associations'))).item as UserAssociations,
    enabled: id !== undefined && id !== '',
  });
}

/** `POST users/{id}/password-reset-mail`: the person gets a reset link; the server's message is shown. */
export function useSendPasswordReset() {
  return useItemWrite(userContract.segment, async (user: { uuid: string }) => {
    const data = await request(userPath(user.uuid, 'password-reset-mail'), { method: 'POST', body: {} });
    return { item: null, meta: { ...data.meta, message: data.message ?? data.meta?.message } };
  });
}
