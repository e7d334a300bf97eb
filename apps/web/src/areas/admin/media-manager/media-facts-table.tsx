import type { Media } from '@academy/contracts/entities/media';
import { useTranslation } from 'react-i18next';
import { FactsList } from '../../../components/resource-screens/facts-list.tsx';
import { mediaFacts } from './media-facts.ts';
import { ProcessingBadge } from './processing-badge.tsx';

/** Size, duration, dimensions, type and state of a media item (spec §9, sizes as issue 22 reads them). */
export function MediaFactsTable(props: { media: Media }) {
  const { i18n } = useTranslation();
  const { media } = props;
  const facts = mediaFacts(media, i18n.language);
  return (
    <FactsList
      data-testid="media-facts"
      facts={[
        { labelKey: 'media.fields.file', value: media.file?.name ?? media.title },
        { labelKey: 'media.fields.mime', value: media.mime ?? 'N/A' },
        { labelKey: 'media.fields.size', value: facts.size },
        { labelKey: 'media.fields.dimensions', value: facts.dimensions },
        { labelKey: 'media.fields.duration', value: facts.duration },
        { labelKey: 'media.fields.status', value: <ProcessingBadge media={media} /> },
      ]}
    />
  );
}
