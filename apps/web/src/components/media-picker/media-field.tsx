import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMediaItem } from '../../api/resources/media.ts';
import type { ReferenceOption } from '../../api/resources/reference-options.ts';
import { MediaView } from '../media-view/media-view.tsx';
import { ReferenceMultiSelect } from '../reference-select/reference-select.tsx';

/**
 * The media of a lesson, block, course or variant, chosen from the media library (spec §5: at most one).
 * A search of the library's items (by title) that may hold several, so that choosing a second one shows the
 * spec's error on the field (the contract's `validation.media_single`) instead of silently replacing the
 * first; each chosen item is shown below as the learner will see it.
 */
export function MediaField(props: {
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The saved media's name, shown before anything is fetched. */
  known?: ReferenceOption[];
  'data-testid'?: string;
}) {
  return (
    <Stack gap="xs">
      <ReferenceMultiSelect
        segment="media"
        label={props.label}
        description={props.description}
        required={props.required}
        error={props.error}
        value={props.value}
        onChange={props.onChange}
        known={props.known}
        data-testid={props['data-testid']}
      />
      {props.value.length > 0 && (
        <Group align="flex-start" gap="sm" data-testid="media-field-preview">
          {props.value.map((uuid) => (
            <ChosenMedia key={uuid} uuid={uuid} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function ChosenMedia(props: { uuid: string }) {
  const { t } = useTranslation();
  const media = useMediaItem(props.uuid);
  return (
    <Paper withBorder radius="md" p="xs" w={260}>
      {media.data ? (
        <Stack gap={4}>
          <MediaView media={media.data} />
          <Text size="sm">{media.data.title}</Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {media.isError ? t('resource.page.error') : t('resource.table.loading')}
        </Text>
      )}
    </Paper>
  );
}
