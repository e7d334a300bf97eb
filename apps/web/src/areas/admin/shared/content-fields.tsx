import type { MediaSummary } from '@academy/contracts/common/summary';
import { Badge } from '@mantine/core';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';

/**
 * Columns, filters and fields that the authored content (questions, blocks, lessons) has alike: its language
 * and, for blocks and lessons, its media and active flag.
 */
type WithLanguage = { language: { uuid: string; header: string } | null };
type WithMedia = { media_uuid: string | null; media: MediaSummary | null };

export function languageColumn<T extends WithLanguage>(titleKey: string): ResourceColumn<T> {
  return { key: 'language', titleKey, value: (item) => item.language?.header ?? '' };
}

export const yesNo = (value: boolean) => i18n.t(value ? 'resource.table.yes' : 'resource.table.no');

/** An active flag as a badge (and Yes/No in the CSV). */
export function activeColumn<T extends { is_active: boolean }>(
  titleKey: string,
  labels: { yes: string; no: string },
): ResourceColumn<T> {
  return {
    key: 'is_active',
    titleKey,
    value: (item) => yesNo(item.is_active),
    render: (item) => (
      <Badge variant="light" color={item.is_active ? 'teal' : 'gray'}>
        {i18n.t(item.is_active ? labels.yes : labels.no)}
      </Badge>
    ),
  };
}

export const languageFilter = (labelKey: string): TableFilter => ({
  name: 'language',
  kind: 'reference',
  segment: 'languages',
  labelKey,
});

/**
 * The language, chosen among the tenant's languages (sent as its uuid, which the API takes). Left out when
 * none is chosen: the server then answers with spec §5's "Language is required" on the field (the contract
 * lets a create leave it out only inside a parent, which the server knows and the form does not).
 */
export function languageField<T extends WithLanguage>(labelKey: string): FormField<T> {
  return {
    name: 'language_id',
    kind: 'reference',
    segment: 'languages',
    labelKey,
    required: true,
    empty: 'omit',
    fromItem: (item) => item.language?.uuid ?? null,
    knownOption: (item) =>
      item.language ? { value: item.language.uuid, label: item.language.header } : null,
  };
}

/** The media (spec §5: one item at most), chosen from the media library or uploaded into it. */
export function mediaField<T extends WithMedia>(labelKey: string, descriptionKey: string): FormField<T> {
  return {
    name: 'media_id',
    kind: 'media',
    accept: 'media',
    labelKey,
    descriptionKey,
    empty: 'null',
    fromItem: (item) => item.media_uuid ?? null,
    knownOption: (item) =>
      item.media_uuid && item.media ? { value: item.media_uuid, label: item.media.title } : null,
  };
}
