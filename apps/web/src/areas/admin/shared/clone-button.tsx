import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { Button, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WithAbilities } from '../../../api/resources/abilities.ts';
import type { ResourceApi } from '../../../api/resources/create-resource-api.ts';
import { Can } from '../../../components/can/can.tsx';
import { FormDialog } from '../../../components/overlays/form-dialog.tsx';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';

/**
 * Clone with changed attributes (spec §7: `POST {id}/clone` with `change_attributes`): a dialog with the
 * fields the copy may differ in, filled from the item (`initial`, e.g. its title marked as a copy) and checked
 * with the update schema, as the server checks `change_attributes`; once cloned, the copy's page opens.
 * Shown where the item's abilities allow `clone`.
 */
export function CloneButton<C extends ResourceContract>(props: {
  api: ResourceApi<C>;
  item: ItemOf<C> & { id: number };
  /** The values the dialog starts from. */
  initial: ItemOf<C>;
  fields: readonly FormField<ItemOf<C>>[];
  itemHref: (item: ItemOf<C>) => string;
  labelKey: string;
  titleKey: string;
  textKey: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const clone = props.api.useClone();
  const schema = props.api.contract.update;
  const holder: WithAbilities = props.item;
  if (!schema || !props.api.contract.clone) throw new Error(`${props.api.contract.segment} cannot be cloned`);
  return (
    // A generic screen: the contract's ability names are not known here, so the item is read as any holder.
    <Can ability="clone" item={holder}>
      <Button
        variant="light"
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="clone"
      >
        {t(props.labelKey)}
      </Button>
      <FormDialog opened={open} onClose={() => setOpen(false)} title={t(props.titleKey)} size="lg">
        <Text size="sm" mb="md">
          {t(props.textKey)}
        </Text>
        <ResourceForm
          schema={schema}
          fields={props.fields}
          item={props.initial}
          // The form has checked the changes against the update schema, which `change_attributes` follows.
          submit={(changes) => clone.mutateAsync({ id: props.item.id, changes: changes as never })}
          onSaved={(result) => {
            setOpen(false);
            navigate(props.itemHref(result.item));
          }}
          onCancel={() => setOpen(false)}
          submitLabelKey={props.labelKey}
          data-testid="clone-form"
        />
      </FormDialog>
    </Can>
  );
}
