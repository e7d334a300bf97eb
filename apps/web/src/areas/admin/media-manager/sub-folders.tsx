import { Anchor, Badge, Group, Loader, Table } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { directoriesApi, foldersRefetchInterval } from '../../../api/resources/directories.ts';
import { folderHref } from './media-manager-paths.ts';
import { QueryStates } from './query-states.tsx';

/** The folders directly in a folder (or at the top level), with their counts and whether media in them is processing. */
export function SubFolders(props: { parentFilter: string }) {
  const { t } = useTranslation();
  const query = directoriesApi.useList(
    { filters: { parent: props.parentFilter }, per_page: 100 },
    { refetchInterval: foldersRefetchInterval },
  );
  const folders = query.data?.items ?? [];
  return (
    <QueryStates
      loading={query.isPending}
      error={query.isError}
      empty={folders.length === 0}
      emptyText={t('media.folders.empty')}
      onRetry={() => void query.refetch()}
    >
      <Table striped highlightOnHover data-testid="sub-folders" aria-label={t('media.folders.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('media.folders.name')}</Table.Th>
            <Table.Th ta="right">{t('media.folders.children_count')}</Table.Th>
            <Table.Th ta="right">{t('media.folders.media_count')}</Table.Th>
            <Table.Th>{t('media.folders.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {folders.map((folder) => (
            <Table.Tr key={folder.uuid} data-testid="folder-row">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <IconFolder size={18} aria-hidden />
                  <Anchor component={Link} to={folderHref(folder.id)}>
                    {folder.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{folder.children_count}</Table.Td>
              <Table.Td ta="right">{folder.media_count}</Table.Td>
              <Table.Td>
                {folder.processing && (
                  <Badge
                    color="blue"
                    variant="light"
                    leftSection={<Loader size={10} color="blue" aria-hidden />}
                  >
                    {t('media.status.processing')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </QueryStates>
  );
}
