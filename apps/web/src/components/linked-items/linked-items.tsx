import type { LinkNameOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { ActionIcon, Anchor, Button, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLinkOff, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, type WithAbilities } from '../../api/resources/abilities.ts';
import type { ResourceApi } from '../../api/resources/create-resource-api.ts';
import { ReferenceSelect } from '../reference-select/reference-select.tsx';

/** An item linked to the owner, as the owner's relation lists it (a summary: id, uuid, header). */
export type LinkedItem = { id: number; uuid: string; header: string };

const ignore = () => undefined;

/** Moves the entry at `from` to `to`, returning a new list. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry);
  return next;
}

/**
 * The items linked to an owner through one of its contract's links (spec §7 attach, detach, sync): a table of
 * them, a search of the target resource to add one (attach), a button to remove each (detach) and, when the
 * link is ordered, buttons to move each up or down (sync with the new order). Changing the links needs the
 * owner's `update` ability (or the one named); the owner's queries are refreshed by the data layer after each
 * write, so `items` follows.
 */
export function LinkedItems<C extends ResourceContract, T extends LinkedItem>(props: {
  api: ResourceApi<C>;
  owner: WithAbilities & { uuid: string };
  link: LinkNameOf<C>;
  /** The linked items, in their order. */
  items: readonly T[];
  title: string;
  /** The label of the search that adds an item ("Add a question"). */
  addLabel: string;
  emptyText: string;
  ordered?: boolean;
  /** Where a linked item's own page is (its name becomes a link). */
  itemHref?: (item: T) => string;
  /** More cells after the name (each with its column header). */
  columns?: readonly { header: string; cell: (item: T) => ReactNode }[];
  /** List filters of the target's search (e.g. only the owner's language). */
  searchFilters?: Record<string, string>;
  ability?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const target = props.api.contract.links[props.link as string]?.target ?? '';
  const attach = props.api.useAttach(props.link);
  const detach = props.api.useDetach(props.link);
  const sync = props.api.useSync(props.link);
  const [chosen, setChosen] = useState<string | null>(null);
  const editable = can(props.owner, props.ability ?? 'update');
  const busy = attach.isPending || detach.isPending || sync.isPending;
  const uuid = props.owner.uuid;
  const linkedUuids = new Set(props.items.map((item) => item.uuid));

  // A refused write is shown by the http client (spec §8 snackbar); the list stays as the server has it.
  const add = async () => {
    if (!chosen) return;
    await attach.mutateAsync({ uuid, ids: [chosen] }).then(() => setChosen(null), ignore);
  };
  const move = (from: number, to: number) =>
    sync.mutateAsync({ uuid, ids: moved(props.items, from, to).map((item) => item.id) }).catch(ignore);

  return (
    <Stack gap="sm" data-testid={props['data-testid']}>
      <Title order={2} size="h4">
        {props.title}
      </Title>
      {props.items.length === 0 ? (
        <Text c="dimmed" data-testid="linked-items-empty">
          {props.emptyText}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder aria-label={props.title}>
            <Table.Thead>
              <Table.Tr>
                {props.ordered && <Table.Th w={60}>{t('resource.links.position')}</Table.Th>}
                <Table.Th>{t('resource.links.name')}</Table.Th>
                {props.columns?.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                {editable && <Table.Th w={140}>{t('resource.table.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.items.map((item, index) => (
                <Table.Tr key={item.uuid} data-testid="linked-item">
                  {props.ordered && <Table.Td>{index + 1}</Table.Td>}
                  <Table.Td>
                    {props.itemHref ? (
                      <Anchor component={Link} to={props.itemHref(item)}>
                        {item.header}
                      </Anchor>
                    ) : (
                      item.header
                    )}
                  </Table.Td>
                  {props.columns?.map((column) => (
                    <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
                  ))}
                  {editable && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {props.ordered && (
                          <>
                            <RowButton
                              label={t('resource.links.move_up', { name: item.header })}
                              disabled={busy || index === 0}
                              onClick={() => move(index, index - 1)}
                            >
                              <IconArrowUp size={16} aria-hidden />
                            </RowButton>
                            <RowButton
                              label={t('resource.links.move_down', { name: item.header })}
                              disabled={busy || index === props.items.length - 1}
                              onClick={() => move(index, index + 1)}
                            >
                              <IconArrowDown size={16} aria-hidden />
                            </RowButton>
                          </>
                        )}
                        <RowButton
                          label={t('resource.links.remove', { name: item.header })}
                          disabled={busy}
                          color="red"
                          onClick={() => detach.mutateAsync({ uuid, ids: [item.id] }).catch(ignore)}
                        >
                          <IconLinkOff size={16} aria-hidden />
                        </RowButton>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editable && (
        <Group align="flex-end" gap="sm">
          <div style={{ flex: 1, minWidth: 240 }}>
            <ReferenceSelect
              segment={target}
              label={props.addLabel}
              value={chosen}
              onChange={setChosen}
              filters={props.searchFilters}
              disabled={busy}
              data-testid="linked-items-search"
            />
          </div>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!chosen || linkedUuids.has(chosen)}
            loading={attach.isPending}
            onClick={add}
            data-testid="linked-items-add"
          >
            {t('resource.links.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function RowButton(props: {
  label: string;
  disabled: boolean;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={props.label} withinPortal>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}
