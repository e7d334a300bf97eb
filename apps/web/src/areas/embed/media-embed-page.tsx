import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { loadMediaEmbed } from '../../api/media-embed.ts';
import { MediaView } from '../../components/media-view/media-view.tsx';

/**
 * /media/:media/embed?expires&signature (spec §2): a media item on its own, for pasting into another page.
 * The signed link is the permission; an expired or tampered one shows the server's status and message.
 */
export function MediaEmbedPage() {
  const { t } = useTranslation();
  const { media = '' } = useParams();
  const [search] = useSearchParams();
  const expires = search.get('expires') ?? '';
  const signature = search.get('signature') ?? '';
  const embed = useQuery({
    queryKey: ['media-embed', media, expires, signature],
    queryFn: () => loadMediaEmbed(media, expires, signature),
    retry: false,
  });

  if (embed.isPending)
    return (
      <Center h="100vh" data-testid="embed-loading">
        <Loader aria-label={t('media.embed.loading')} />
      </Center>
    );
  if (embed.isError) {
    const error = embed.error;
    return (
      <Center h="100vh" p="md">
        <Alert color="red" title={t('media.embed.error_title')} data-testid="embed-error" maw={520}>
          {isApiError(error) && error.status ? `${error.status} · ` : ''}
          {error.message}
        </Alert>
      </Center>
    );
  }
  const item = embed.data;
  return (
    <Stack p="md" gap="sm" maw={1280} mx="auto" data-testid="media-embed">
      <Title order={1} fz="h4">
        {item.title}
      </Title>
      {item.type === 'other' ? (
        <Text>
          {t('media.embed.other')}{' '}
          <Anchor href={item.url} target="_blank" rel="noopener">
            {t('media.embed.open')}
          </Anchor>
        </Text>
      ) : (
        <MediaView media={item} />
      )}
    </Stack>
  );
}
