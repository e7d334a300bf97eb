import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../api/api-error.ts';
import { httpEnvironment } from '../../api/http-environment.ts';
import { enrollmentsApi } from '../../api/resources/enrollments.ts';
import { openConfirmAction } from '../../components/confirm-action-modal.tsx';

/**
 * Revoking an enrollment (spec §4 "can be revoked") after the confirm-action modal: the course closes for the
 * people it covered (its pass expires), so it is asked like a delete. Several are revoked one by one; the
 * refused ones are named in the modal. Restoring is a plain update.
 */
export function useEnrollmentActions() {
  const { t } = useTranslation();
  const update = enrollmentsApi.useUpdate({ silent: true });
  const restoring = enrollmentsApi.useUpdate();

  const revoke = (target: Enrollment | Enrollment[]) => {
    const items = Array.isArray(target) ? target : [target];
    if (items.length === 0) return;
    const single = items.length === 1;
    openConfirmAction({
      title: single
        ? t('enrollments.revoke.title', { name: items[0].header })
        : t('enrollments.revoke.title_many', { count: items.length }),
      message: t('enrollments.revoke.message', { count: items.length }),
      word: t('enrollments.revoke.word'),
      confirmLabel: t('enrollments.revoke.confirm'),
      onConfirm: async () => {
        const refusals: string[] = [];
        let message: string | undefined;
        for (const item of items) {
          try {
            const result = await update.mutateAsync({ uuid: item.uuid, input: { revoked: true } });
            message = result.meta.message;
          } catch (error) {
            refusals.push(`${item.header}: ${isApiError(error) ? error.message : t('errors.generic')}`);
          }
        }
        const done = items.length - refusals.length;
        if (done > 0)
          httpEnvironment().notify({
            color: 'green',
            message: single && message ? message : t('enrollments.revoke.done_many', { count: done }),
          });
        if (refusals.length > 0)
          throw new ApiError({ kind: 'server', status: 409, message: refusals.join(' ') });
      },
    });
  };

  const restore = (item: Enrollment) => restoring.mutateAsync({ uuid: item.uuid, input: { revoked: false } });

  return { revoke, restore };
}
