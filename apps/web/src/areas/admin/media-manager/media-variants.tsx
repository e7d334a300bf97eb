import type { Media } from '@academy/contracts/entities/media';
import { formatMediaSize } from '@academy/contracts/format';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStates } from './query-states.tsx';

/** The stored renditions of the file (thumbnail, card, full …), each opened by its signed link. */
export function MediaVariants(props: { media: Media }) {
  const { t, i18n } = useTranslation();
  const { variants } = props.media;
  return (
    <QueryStates
      loading={false}
      error={false}
      empty={variants.length === 0}
      emptyText={t('media.variants.empty')}
    >
      <Table withTableBorder maw={640} data-testid="media-variants" aria-label={t('media.variants.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('media.variants.name')}</Table.Th>
            <Table.Th>{t('media.fields.mime')}</Table.Th>
            <Table.Th ta="right">{t('media.fields.size')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((variant) => (
            <Table.Tr key={variant.variant_name}>
              <Table.Td>
                <Anchor href={variant.url} target="_blank" rel="noopener">
                  {variant.variant_name}
                </Anchor>
              </Table.Td>
              <Table.Td>{variant.mime ?? 'N/A'}</Table.Td>
              <Table.Td ta="right">{formatMediaSize(variant.size, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </QueryStates>
  );
}
