import { formatMediaSize } from '@academy/contracts/format';
import { Anchor, Group, Image, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFile, IconMovie } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaApi, processingListRefetchInterval } from '../../../api/resources/media.ts';
import { formatDate } from '../../../i18n/reader-dates.ts';
import { mediaHref } from './media-manager-paths.ts';
import { ProcessingBadge } from './processing-badge.tsx';
import { QueryStates } from './query-states.tsx';

const PAGE_SIZE = 50;

/**
 * The media directly in a folder. Not the generic ResourceTable: that table keeps its filters in the address
 * for the user to change, while here the folder is fixed by the route and the rows show a thumbnail.
 */
export function FolderMedia(props: { directoryFilter: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  // Rows being transcoded are read again every few seconds, so their percent moves without a reload.
  const query = mediaApi.useList(
    { filters: { directory: props.directoryFilter }, page, per_page: PAGE_SIZE },
    { refetchInterval: processingListRefetchInterval },
  );
  const items = query.data?.items ?? [];
  const lastPage = query.data?.pagination.last_page ?? 1;
  return (
    <QueryStates
      loading={query.isPending}
      error={query.isError}
      empty={items.length === 0}
      emptyText={t('media.items.empty')}
      onRetry={() => void query.refetch()}
    >
      {/* On a phone the table scrolls sideways inside its own box, not the whole page. */}
      <Stack gap="sm" style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover data-testid="folder-media" aria-label={t('media.items.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>
                <VisuallyHidden>{t('media.items.preview')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('media.fields.title')}</Table.Th>
              <Table.Th>{t('media.fields.type')}</Table.Th>
              <Table.Th ta="right">{t('media.fields.size')}</Table.Th>
              <Table.Th>{t('media.fields.status')}</Table.Th>
              <Table.Th>{t('media.fields.created_at')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const thumbnail = item.variants.find((variant) => variant.variant_name === 'thumbnail');
              return (
                <Table.Tr key={item.uuid} data-testid="media-row">
                  <Table.Td>
                    {item.type === 'image' ? (
                      <Image src={thumbnail?.url ?? item.url} alt="" w={56} h={40} fit="cover" radius="sm" />
                    ) : item.type === 'video' ? (
                      <IconMovie size={24} aria-hidden />
                    ) : (
                      <IconFile size={24} aria-hidden />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={mediaHref(item)}>
                      {item.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`media.types.${item.type}`)}</Table.Td>
                  <Table.Td ta="right">{formatMediaSize(item.size, i18n.language)}</Table.Td>
                  <Table.Td>
                    <ProcessingBadge media={item} />
                  </Table.Td>
                  <Table.Td>{formatDate(item.created_at)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {lastPage > 1 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('media.items.total', { count: query.data?.pagination.total ?? items.length })}
            </Text>
            <Pagination total={lastPage} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </QueryStates>
  );
}
