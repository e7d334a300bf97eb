import type { Media } from '@academy/contracts/entities/media';

import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n-setup.ts';
import { translate } from '../../../i18n/validation-messages.ts';

/**
 * A file still being processed (variants, a video transcode) shows its percent; the page reads the item
 * again every few seconds meanwhile (useMediaItem). A failure shows the server's reason, translated when it is a
 * message key.
 */
export function MediaProcessing(props: { media: Media }) {
  const { t } = useTranslation();
  const { media } = props;
  if (media.processing_status === 'failed')
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <Text size="sm" fw={500}>
          {t('media.processing.failed')}
        </Text>
        {/* A message key of the contracts (a stopped transcode) is translated; a tool's own reason shows as it is. */}
        {media.processing_error && (
          <Text size="sm">{translate(media.processing_error, currentLanguage())}</Text>
        )}
      </Alert>
    );
  if (media.processing_status !== 'processing') return null;
  return (
    <Stack gap={4} data-testid="media-processing">
      <Text size="sm">
        {media.is_being_replaced ? t('media.processing.replacing') : t('media.processing.running')}{' '}
        {t('media.status.processing_percent', { percent: media.processing_progress })}
      </Text>
      <Progress
        value={media.processing_progress}
        animated
        aria-label={t('media.processing.progress_label')}
      />
    </Stack>
  );
}
