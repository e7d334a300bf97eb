import type { Media } from '@academy/contracts/entities/media';
import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where a media file is in its pipeline: processing with its percent, ready, or failed. */
export function ProcessingBadge(props: { media: Pick<Media, 'processing_status' | 'processing_progress'> }) {
  const { t } = useTranslation();
  const { processing_status: status, processing_progress: progress } = props.media;
  if (status === 'processing')
    return (
      <Badge color="blue" variant="light" leftSection={<Loader size={10} color="blue" aria-hidden />}>
        {t('media.status.processing_percent', { percent: progress })}
      </Badge>
    );
  if (status === 'failed')
    return (
      <Badge color="red" variant="light">
        {t('media.status.failed')}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      {t('media.status.ready')}
    </Badge>
  );
}
