import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { href, type RouteName } from '@academy/contracts/routes';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { WithAbilities } from '../../api/resources/abilities.ts';
import type { ResourceApi } from '../../api/resources/create-resource-api.ts';
import { Can } from '../can/can.tsx';
import { useConfirmDelete } from '../confirm-delete/confirm-delete.tsx';
import type { BreadcrumbStep } from '../resource-page/list-breadcrumbs.tsx';
import { ResourcePage } from '../resource-page/resource-page.tsx';
import { DeleteButton } from './delete-button.tsx';

/**
 * An admin item page (spec §2: the address carries the item's id): the item read with its relations, its
 * tabs as routes, and — where the contract deletes and the item's abilities allow — a delete button that
 * asks first and returns to the list.
 */
export function ResourceItemPage<C extends ResourceContract>(props: {
  api: ResourceApi<C>;
  /** The route parameter that holds the id (e.g. `language` of /admin/languages/:language). */
  param: string;
  with?: readonly string[];
  title: (item: ItemOf<C>) => string;
  list: { to: string; labelKey: string };
  /** Pages between the list and the item in the breadcrumbs (e.g. the books above a chapter). */
  trail?: (item: ItemOf<C>) => readonly BreadcrumbStep[];
  /** Each tab's route takes the same id parameter. */
  tabs: readonly { route: RouteName; labelKey: string; ability?: string }[];
  /** More buttons beside delete (e.g. clone, act as, deactivate), each gated by its own ability. */
  actions?: (item: ItemOf<C>) => ReactNode;
}) {
  const id = useParams()[props.param] ?? '';
  const navigate = useNavigate();
  const query = props.api.useItem(id, props.with);
  const confirmDelete = useConfirmDelete(props.api, {
    onDeleted: () => navigate(props.list.to, { replace: true }),
  });
  const item = query.data;
  return (
    <ResourcePage
      item={item}
      loading={query.isPending}
      error={query.isError}
      title={item ? props.title(item) : ''}
      list={props.list}
      trail={item && props.trail ? props.trail(item) : undefined}
      tabs={props.tabs.map((tab) => ({ ...tab, to: href(tab.route, { [props.param]: id }) }))}
      actions={
        item && (
          <>
            {props.actions?.(item)}
            {props.api.contract.delete && (
              <Can ability="delete" item={item as WithAbilities}>
                <DeleteButton onClick={() => confirmDelete(item)} />
              </Can>
            )}
          </>
        )
      }
    />
  );
}
