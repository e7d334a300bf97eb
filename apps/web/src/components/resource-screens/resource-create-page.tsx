import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResourceApi } from '../../api/resources/create-resource-api.ts';
import type { FormField } from '../resource-form/form-fields.ts';
import { ResourceForm } from '../resource-form/resource-form.tsx';
import { ListBreadcrumbs } from '../resource-page/list-breadcrumbs.tsx';

/**
 * An admin create screen: breadcrumbs back to the list, a heading, and the form over the contract's create
 * schema; once saved, the new item's page replaces this one (Back goes to the list, not to an empty form).
 */
export function ResourceCreatePage<C extends ResourceContract>(props: {
  api: ResourceApi<C>;
  titleKey: string;
  list: { to: string; labelKey: string };
  fields: readonly FormField<ItemOf<C>>[];
  /** The created item's update page. */
  itemHref: (item: ItemOf<C>) => string;
  submitLabelKey: string;
  /** Values the screen sets itself, e.g. the parent the item is created in (see ResourceForm). */
  fixedValues?: Record<string, unknown>;
  /** Values the form starts from instead of empty ones (e.g. a new block starts active). */
  initial?: Partial<ItemOf<C>>;
  /** Where Cancel and the breadcrumbs lead when not the list (a create nested in another item's page). */
  back?: { to: string; labelKey: string };
  /** No heading and breadcrumbs of its own: the page around it (a tab) has them. */
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = props.api.useCreate();
  const schema = props.api.contract.create;
  if (!schema) throw new Error(`${props.api.contract.segment} cannot be created through the API`);
  const back = props.back ?? props.list;
  return (
    <Stack gap="lg">
      {!props.embedded && <ListBreadcrumbs list={back} current={t(props.titleKey)} />}
      <Title order={props.embedded ? 2 : 1} size={props.embedded ? 'h3' : undefined}>
        {t(props.titleKey)}
      </Title>
      <ResourceForm
        schema={schema}
        fields={props.fields}
        fixedValues={props.fixedValues}
        // Only the fields' own values are read from it; the rest of the item does not exist yet.
        item={props.initial as ItemOf<C> | undefined}
        // The form has checked the payload against the same schema.
        submit={(payload) => create.mutateAsync(payload as never)}
        onSaved={(result) => navigate(props.itemHref(result.item), { replace: true })}
        onCancel={() => navigate(back.to)}
        submitLabelKey={props.submitLabelKey}
      />
    </Stack>
  );
}
