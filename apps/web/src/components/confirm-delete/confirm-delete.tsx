import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../api/api-error.ts';
import { httpEnvironment } from '../../api/http-environment.ts';
import type { ResourceApi } from '../../api/resources/create-resource-api.ts';
import { openConfirmAction } from '../confirm-action-modal.tsx';

type Deletable = { id: number; uuid: string; header: string };

/**
 * Deletes one or more items after the shared confirm-action modal (spec §2: the user types a given word).
 * A refusal (409: the item is in use) is said inside the modal, which stays open; the http client shows no
 * snackbar for it. Deletions that went through stay done, and the lists are refreshed by the data layer.
 */
export function useConfirmDelete<C extends ResourceContract>(
  api: ResourceApi<C>,
  options: { onDeleted?: (items: ItemOf<C>[]) => void } = {},
) {
  const { t } = useTranslation();
  const remove = api.useDelete({ quiet: true, silent: true });

  return (target: ItemOf<C> | ItemOf<C>[]) => {
    const items = Array.isArray(target) ? target : [target];
    const named = items as unknown as Deletable[];
    if (items.length === 0) return;
    const single = items.length === 1;
    openConfirmAction({
      title: single
        ? t('resource.delete.title', { name: named[0].header })
        : t('resource.delete.title_many', { count: items.length }),
      message: single
        ? t('resource.delete.message', { name: named[0].header })
        : t('resource.delete.message_many', { count: items.length }),
      word: t('resource.delete.word'),
      confirmLabel: t('resource.delete.confirm'),
      onConfirm: async () => {
        const deleted: ItemOf<C>[] = [];
        const refusals: string[] = [];
        let message: string | undefined;
        for (const [index, item] of items.entries()) {
          try {
            const result = await remove.mutateAsync(named[index]);
            deleted.push(item);
            message = result.meta.message;
          } catch (error) {
            const reason = isApiError(error) ? error.message : t('errors.generic');
            refusals.push(single ? reason : `${named[index].header}: ${reason}`);
          }
        }
        if (deleted.length > 0) {
          httpEnvironment().notify({
            color: 'green',
            message:
              deleted.length === 1 && message
                ? message
                : t('resource.delete.deleted_many', { count: deleted.length }),
          });
          options.onDeleted?.(deleted);
        }
        if (refusals.length > 0)
          throw new ApiError({ kind: 'server', status: 409, message: refusals.join(' ') });
      },
    });
  };
}
