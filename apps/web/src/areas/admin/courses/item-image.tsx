import type { MediaSummary } from '@academy/contracts/common/summary';
import { Anchor, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { originalSource } from '../../../components/media-view/media-source.ts';

/**
 * The image a course or variant shows (a media item): a preview with its title, or a note that there is none.
 * Opening it shows the original, which the server signed for the browser.
 */
export function ItemImage(props: { image: MediaSummary | null }) {
  const { t } = useTranslation();
  const { image } = props;
  return (
    <Paper withBorder radius="md" p="md" data-testid="item-image">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('admin.courses.image.title')}
        </Title>
        {image ? (
          <>
            <Image
              src={originalSource(image)}
              alt={image.title}
              radius="sm"
              mah={220}
              w="auto"
              fit="contain"
            />
            <Anchor href={originalSource(image)} target="_blank" rel="noopener noreferrer" size="sm">
              {image.title}
            </Anchor>
          </>
        ) : (
          <Text c="dimmed" size="sm">
            {t('admin.courses.image.none')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
