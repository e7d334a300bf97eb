import { Grid, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMediaItem } from '../../../api/resources/media.ts';
import { Can } from '../../../components/can/can.tsx';
import { MediaView } from '../../../components/media-view/media-view.tsx';
import { MediaAttachForm } from './media-attach-form.tsx';
import { MediaBreadcrumbs } from './media-breadcrumbs.tsx';
import { MediaDetailsForm } from './media-details-form.tsx';
import { MediaFactsTable } from './media-facts-table.tsx';
import { MediaFileActions } from './media-file-actions.tsx';
import { MediaProcessing } from './media-processing.tsx';
import { MediaUses } from './media-uses.tsx';
import { MediaVariants } from './media-variants.tsx';
import { QueryStates } from './query-states.tsx';

/**
 * /admin/media-manager/:directory/media/:media (spec §2): a media item — preview, facts, processing, its
 * texts, variants, where it is used, attach, replace and delete.
 */
export function MediaPage() {
  const { t } = useTranslation();
  const params = useParams();
  const query = useMediaItem(params.media);
  const media = query.data;
  return (
    <Stack gap="lg">
      <MediaBreadcrumbs parent={media?.directory} current={media?.title ?? '…'} />
      <QueryStates
        loading={query.isPending}
        error={query.isError}
        empty={false}
        emptyText=""
        onRetry={() => void query.refetch()}
      >
        {media && (
          <>
            <Group justify="space-between" align="flex-start">
              <Title order={1} data-testid="media-title">
                {media.title}
              </Title>
              <MediaFileActions media={media} />
            </Group>
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack>
                  <MediaView media={media} />
                  <MediaProcessing media={media} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <MediaFactsTable media={media} />
              </Grid.Col>
            </Grid>
            <Section title={t('media.details')}>
              <MediaDetailsForm media={media} />
            </Section>
            <Section title={t('media.variants.title')}>
              <MediaVariants media={media} />
            </Section>
            <Section title={t('media.uses.title')}>
              <MediaUses media={media} />
              <Can ability="update" item={media}>
                <MediaAttachForm media={media} />
              </Can>
            </Section>
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}
