import type { Directory } from '@academy/contracts/entities/directory';
import { Button, Group, Tooltip } from '@mantine/core';
import { IconArrowsMove, IconFolderUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { directoriesApi, useDetachChildren } from '../../../api/resources/directories.ts';
import { Can } from '../../../components/can/can.tsx';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import type { FolderFormMode } from './folder-form-modal.tsx';
import { folderHref } from './media-manager-paths.ts';

/** What can be done with the folder shown: rename, move, move its contents up, delete once empty. */
export function FolderActions(props: { folder: Directory; onEdit: (mode: FolderFormMode) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { folder } = props;
  const detach = useDetachChildren();
  const confirmDelete = useConfirmDelete(directoriesApi, {
    onDeleted: () => navigate(folderHref(folder.parent_id), { replace: true }),
  });
  const empty = folder.children_count === 0 && folder.media_count === 0;
  return (
    <Group gap="xs">
      <Can ability="update" item={folder}>
        <Button
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => props.onEdit({ kind: 'rename', folder })}
          data-testid="folder-rename"
        >
          {t('media.folders.rename')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconArrowsMove size={16} aria-hidden />}
          onClick={() => props.onEdit({ kind: 'move', folder })}
          data-testid="folder-move"
        >
          {t('media.folders.move')}
        </Button>
      </Can>
      <Can ability="detach_children" item={folder}>
        <Button
          variant="light"
          leftSection={<IconFolderUp size={16} aria-hidden />}
          disabled={empty}
          loading={detach.isPending}
          onClick={() => detach.mutate(folder)}
          data-testid="folder-detach-children"
        >
          {t('media.folders.detach_children')}
        </Button>
      </Can>
      <Can ability="delete" item={folder}>
        <Tooltip label={t('media.folders.not_empty')} disabled={empty}>
          {/* A disabled button gets no pointer events; the wrapper keeps the tooltip saying why. */}
          <span>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={!empty}
              onClick={() => confirmDelete(folder)}
              data-testid="folder-delete"
            >
              {t('media.folders.delete')}
            </Button>
          </span>
        </Tooltip>
      </Can>
    </Group>
  );
}
