import { Button, Fieldset, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mediaApi } from '../../api/resources/media.ts';
import type { ReferenceOption } from '../../api/resources/reference-options.ts';
import type { UploadKind } from '../../api/uploads/filepond-requests.ts';
import { LazyFileUpload } from '../file-upload/lazy-file-upload.tsx';
import { MediaView } from '../media-view/media-view.tsx';
import { ReferenceSelect } from '../reference-select/reference-select.tsx';

export type MediaFieldProps = {
  label: string;
  description?: string;
  error?: string;
  /** The chosen media item's uuid, or null. */
  value: string | null;
  onChange: (uuid: string | null) => void;
  /** `image`: images only (a product's picture); `media`: an image or a video (a chapter's media). */
  accept: 'image' | 'media';
  /** The saved item's media, named without a call. */
  known?: ReferenceOption | null;
  'data-testid'?: string;
};

/** A video goes to the server's video limits; anything else is tried as an image (the server sniffs its bytes). */
const kindOf = (file: File): UploadKind => (file.type.startsWith('video/') ? 'video' : 'image');

/**
 * The media of an item in a form (spec §3: a book's media, a product's image): what is chosen now, shown as it
 * will be; a search of the media library to choose another; an upload that becomes a new library item and the
 * choice (spec §7 FilePond, then `POST /media` with the upload). A refused file shows the server's reason on the
 * file ("File was not of an allowed filetype."). Removing the choice leaves the library item where it is.
 */
export function MediaField(props: MediaFieldProps) {
  const { t } = useTranslation();
  const testId = props['data-testid'] ?? 'media-field';
  const create = mediaApi.useCreate({ silent: true });
  const chosen = mediaApi.useItem(props.value ?? undefined);
  const media = props.value ? chosen.data : undefined;
  const name = media?.title ?? props.known?.label ?? '';
  return (
    <Fieldset
      legend={props.label}
      variant="unstyled"
      // The legend reads like the form's other labels.
      styles={{
        legend: {
          fontWeight: 'var(--mantine-font-weight-medium)',
          fontSize: 'var(--mantine-font-size-sm)',
          marginBottom: 2,
        },
      }}
      data-testid={testId}
    >
      <Stack gap="sm">
        {props.description && <Input.Description>{props.description}</Input.Description>}
        {props.value ? (
          <Group align="flex-start" gap="md" data-testid={`${testId}-chosen`}>
            {media ? (
              <div style={{ maxWidth: 320 }}>
                <MediaView media={media} />
              </div>
            ) : (
              chosen.isPending && <Loader size="sm" aria-label={t('resource.media_field.loading')} />
            )}
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {name}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => props.onChange(null)}
                aria-label={t('resource.media_field.remove', { name })}
                data-testid={`${testId}-remove`}
              >
                {t('resource.media_field.remove_short')}
              </Button>
            </Stack>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('resource.media_field.none')}
          </Text>
        )}
        <ReferenceSelect
          segment="media"
          label={t('resource.media_field.choose')}
          value={props.value}
          onChange={props.onChange}
          filters={props.accept === 'image' ? { type: 'image' } : undefined}
          known={props.known ? [props.known] : undefined}
          data-testid={`${testId}-choose`}
        />
        <LazyFileUpload
          kind={props.accept === 'image' ? 'image' : kindOf}
          label={t(
            props.accept === 'image' ? 'resource.media_field.upload_image' : 'resource.media_field.upload',
          )}
          acceptedFileTypes={props.accept === 'image' ? ['image/*'] : ['image/*', 'video/*']}
          allowMultiple={false}
          onUploaded={async ({ uploadId }) => {
            const created = await create.mutateAsync({ upload: uploadId });
            props.onChange(created.item.uuid);
          }}
          data-testid={`${testId}-upload`}
        />
        {props.error && <Input.Error>{props.error}</Input.Error>}
      </Stack>
    </Fieldset>
  );
}
