import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { useOutletContext } from 'react-router';
import { allows } from '../../api/resources/abilities.ts';
import type { ResourceApi } from '../../api/resources/create-resource-api.ts';
import type { FormField } from '../resource-form/form-fields.ts';
import { ResourceForm } from '../resource-form/resource-form.tsx';
import type { ResourcePageContext } from '../resource-page/resource-page.tsx';

/**
 * The update form of the item an admin page shows (its outlet context), over the contract's update schema;
 * read-only where the item's abilities deny update.
 */
export function ResourceUpdateForm<C extends ResourceContract>(props: {
  api: ResourceApi<C>;
  fields: readonly FormField<ItemOf<C>>[];
}) {
  const { item } = useOutletContext<ResourcePageContext<ItemOf<C> & { uuid: string; updated_at: string }>>();
  const update = props.api.useUpdate();
  const schema = props.api.contract.update;
  if (!schema) throw new Error(`${props.api.contract.segment} cannot be updated through the API`);
  return (
    <ResourceForm
      // A save (or anyone's write the page reloads) changes updated_at: the form then starts again from what
      // the server kept — e.g. an uploaded image that became the chosen media — instead of sending stale values.
      key={`${item.uuid}:${item.updated_at}`}
      schema={schema}
      fields={props.fields}
      item={item}
      readOnly={!allows(item, 'update')}
      // The form has checked the payload against the same schema.
      submit={(input) => update.mutateAsync({ uuid: item.uuid, input: input as never })}
    />
  );
}
