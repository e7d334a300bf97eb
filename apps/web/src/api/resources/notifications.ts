import { notificationContract } from '@academy/contracts/entities/notification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { runAction } from '../run-action.ts';
import { createResourceApi } from './create-resource-api.ts';
import { invalidateAfterWrite } from './invalidate-after-write.ts';

/** The signed-in person's own notifications (spec §3): read, marked read or unread, deleted by their owner. */
export const notificationsApi = createResourceApi(notificationContract);

/**
 * "Mark all as read" (spec §2): the action `notifications.mark-all-read`; the server's message is shown and
 * what its relations name (the notifications) is refreshed.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation<{ message: string; relations: string[] }, ApiError, void>({
    mutationFn: () => runAction('notifications.mark-all-read'),
    onSuccess: ({ relations }) =>
      invalidateAfterWrite(queryClient, { segment: notificationContract.segment, relations }),
  });
}
