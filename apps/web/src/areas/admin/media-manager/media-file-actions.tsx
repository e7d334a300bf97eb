import type { Media } from '@academy/contracts/entities/media';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconReplace, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { mediaApi, useReplaceMediaFile } from '../../../api/resources/media.ts';
import { Can } from '../../../components/can/can.tsx';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import { translate } from '../../../i18n/validation-messages.ts';
import { folderHref } from './media-manager-paths.ts';

/**
 * Replace the file (every use stays) and delete. Media in use cannot be deleted (spec §4): its `delete`
 * ability is then false, and the button stays visible but disabled with the reason; a use that appeared
 * after the page loaded is refused by the server, whose message the confirm modal shows.
 */
export function MediaFileActions(props: { media: Media }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { media } = props;
  const replace = useReplaceMediaFile();
  const confirmDelete = useConfirmDelete(mediaApi, {
    onDeleted: () => navigate(folderHref(media.directory_id), { replace: true }),
  });
  const refusedBecauseUsed = media.in_use && !can(media, 'delete');
  return (
    <Group gap="xs" align="flex-start">
      <Can ability="replace" item={media}>
        <FileButton
          accept="image/*,video/*"
          onChange={(file) => {
            if (file) replace.mutate({ uuid: media.uuid, file });
          }}
        >
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="light"
              leftSection={<IconReplace size={16} aria-hidden />}
              loading={replace.isPending}
              data-testid="media-replace"
            >
              {t('media.replace')}
            </Button>
          )}
        </FileButton>
      </Can>
      <Can ability="delete" item={media}>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => confirmDelete(media)}
          data-testid="delete"
        >
          {t('resource.delete.action')}
        </Button>
      </Can>
      {refusedBecauseUsed && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled
          aria-describedby="media-in-use"
          data-testid="delete"
        >
          {t('resource.delete.action')}
        </Button>
      )}
      {refusedBecauseUsed && (
        <Text id="media-in-use" size="sm" c="dimmed" maw={320} data-testid="media-in-use">
          {translate('validation.media_in_use', i18n.language === 'nb' ? 'nb' : 'en')}
        </Text>
      )}
    </Group>
  );
}
