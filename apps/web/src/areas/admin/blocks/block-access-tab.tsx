import { type Block, grantableTypes, type Passport } from '@academy/contracts/entities/block';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { blockPassportsApi } from '../../../api/resources/blocks.ts';
import { Can } from '../../../components/can/can.tsx';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

type GrantableType = (typeof grantableTypes)[number];
const segments: Record<GrantableType, string> = {
  company: 'companies',
  department: 'departments',
  user: 'users',
};
const k = (key: string) => `admin.blocks.access.${key}`;

/**
 * The access-control tab (blocks-passports): the companies, departments and people a block is shown to. A
 * block without any is shown to everyone who reads its lessons. A passport is given or taken away, never
 * edited; giving one needs the block's update ability, taking one away the passport's delete ability.
 */
export function BlockAccessTab() {
  const { t } = useTranslation();
  const { item: block } = useOutletContext<ResourcePageContext<Block>>();
  const passports = blockPassportsApi.useList({
    filters: { block: block.uuid },
    per_page: 100,
    sort: 'grantable_type',
  });
  const confirmDelete = useConfirmDelete(blockPassportsApi);
  const items = passports.data?.items ?? [];
  return (
    <Stack gap="lg" maw={760}>
      <Title order={2} size="h4">
        {t(k('title'))}
      </Title>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t(items.length ? k('restricted') : k('open'))}
      </Alert>
      {passports.isPending ? (
        <Group justify="center" py="md">
          <Loader aria-label={t('resource.table.loading')} />
        </Group>
      ) : passports.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            {t('resource.table.error')}
            <Button size="xs" variant="light" onClick={() => void passports.refetch()}>
              {t('resource.table.retry')}
            </Button>
          </Group>
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" data-testid="passports-empty">
          {t(k('empty'))}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table withTableBorder striped aria-label={t(k('title'))} data-testid="passports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(k('type'))}</Table.Th>
                <Table.Th>{t(k('who'))}</Table.Th>
                <Table.Th w={80}>{t('resource.table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((passport) => (
                <Table.Tr key={passport.uuid} data-testid="passport">
                  <Table.Td>{t(k(`types.${passport.grantable_type}`))}</Table.Td>
                  <Table.Td>{passport.grantable?.header ?? t(k('gone'))}</Table.Td>
                  <Table.Td>
                    <Can ability="delete" item={passport}>
                      <Tooltip label={t(k('remove'), { name: passport.header })} withinPortal>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t(k('remove'), { name: passport.header })}
                          onClick={() => confirmDelete(passport)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Can>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {can(block, 'update') && <GrantForm block={block} granted={items} />}
    </Stack>
  );
}

/** Gives a company, department or person access: the kind, then one of them found by search. */
function GrantForm(props: { block: Block; granted: Passport[] }) {
  const { t } = useTranslation();
  const [type, setType] = useState<GrantableType>('company');
  const [chosen, setChosen] = useState<string | null>(null);
  const create = blockPassportsApi.useCreate();
  const taken = props.granted.some(
    (passport) => passport.grantable_type === type && String(passport.grantable_id) === chosen,
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen || taken) return;
        create
          .mutateAsync({ block_id: props.block.id, grantable_type: type, grantable_id: chosen })
          .then(() => setChosen(null))
          // Refused: the http client's snackbar says why (spec §8).
          .catch(() => undefined);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap" data-testid="grant-form">
        <Select
          label={t(k('type'))}
          data={grantableTypes.map((value) => ({ value, label: t(k(`types.${value}`)) }))}
          value={type}
          onChange={(value) => {
            if (!value) return;
            setType(value as GrantableType);
            setChosen(null);
          }}
          allowDeselect={false}
          w={200}
          data-testid="grant-type"
        />
        <div style={{ flex: 1, minWidth: 240 }}>
          <ReferenceSelect
            key={type}
            segment={segments[type]}
            valueField="id"
            label={t(k(`types.${type}`))}
            value={chosen}
            onChange={setChosen}
            data-testid="grant-target"
          />
        </div>
        <Button
          type="submit"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!chosen || taken}
          loading={create.isPending}
          data-testid="grant-submit"
        >
          {t(k('grant'))}
        </Button>
      </Group>
    </form>
  );
}
