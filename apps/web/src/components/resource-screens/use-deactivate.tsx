import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../api/api-error.ts';
import { httpEnvironment } from '../../api/http-environment.ts';
import type { ResourceApi } from '../../api/resources/create-resource-api.ts';
import { openConfirmAction } from '../confirm-action-modal.tsx';

type Named = { uuid: string; header: string };

/**
 * Deactivating (issue 14: bulk deactivate of companies and users) after the confirm-action modal: `is_active`
 * false through each item's update, one by one; the refused ones are named in the modal. The texts are the
 * feature's own (`<feature>.deactivate.*`: title, title_many, message, word, confirm, done_many).
 */
export function useDeactivate<C extends ResourceContract>(api: ResourceApi<C>, feature: string) {
  const { t } = useTranslation();
  const update = api.useUpdate({ silent: true });
  return (target: ItemOf<C> | ItemOf<C>[]) => {
    const items = (Array.isArray(target) ? target : [target]) as unknown as Named[];
    if (items.length === 0) return;
    const single = items.length === 1;
    openConfirmAction({
      title: single
        ? t(`${feature}.deactivate.title`, { name: items[0].header })
        : t(`${feature}.deactivate.title_many`, { count: items.length }),
      message: t(`${feature}.deactivate.message`, { count: items.length }),
      word: t(`${feature}.deactivate.word`),
      confirmLabel: t(`${feature}.deactivate.confirm`),
      onConfirm: async () => {
        const refusals: string[] = [];
        for (const item of items) {
          try {
            await update.mutateAsync({ uuid: item.uuid, input: { is_active: false } as never });
          } catch (error) {
            refusals.push(`${item.header}: ${isApiError(error) ? error.message : t('errors.generic')}`);
          }
        }
        const done = items.length - refusals.length;
        if (done > 0)
          httpEnvironment().notify({
            color: 'green',
            message: t(`${feature}.deactivate.done`, { count: done }),
          });
        if (refusals.length > 0)
          throw new ApiError({ kind: 'server', status: 409, message: refusals.join(' ') });
      },
    });
  };
}
