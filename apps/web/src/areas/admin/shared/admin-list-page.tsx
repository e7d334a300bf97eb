import type { ResourceContract } from '@academy/contracts/common/resource-contract';
import { Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ResourceTable,
  type ResourceTableProps,
} from '../../../components/resource-table/resource-table.tsx';

/** An admin list screen: its heading, the create button when the resource can be created, and the table. */
export function AdminListPage<C extends ResourceContract>(
  props: Omit<ResourceTableProps<C>, 'label' | 'toolbar'> & {
    titleKey: string;
    create?: { to: string; labelKey: string };
  },
) {
  const { t } = useTranslation();
  const { titleKey, create, ...table } = props;
  return (
    <Stack gap="lg">
      <Title order={1}>{t(titleKey)}</Title>
      <ResourceTable
        {...table}
        label={t(titleKey)}
        toolbar={
          create && (
            <Button
              component={Link}
              to={create.to}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create"
            >
              {t(create.labelKey)}
            </Button>
          )
        }
      />
    </Stack>
  );
}
