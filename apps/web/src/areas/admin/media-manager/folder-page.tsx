import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { directoriesApi, ROOT_FOLDER } from '../../../api/resources/directories.ts';
import { FolderActions } from './folder-actions.tsx';
import { FolderFormModal, type FolderFormMode } from './folder-form-modal.tsx';
import { FolderMedia } from './folder-media.tsx';
import { FolderUpload } from './folder-upload.tsx';
import { MediaBreadcrumbs } from './media-breadcrumbs.tsx';
import { QueryStates } from './query-states.tsx';
import { SubFolders } from './sub-folders.tsx';

/**
 * /admin/media-manager/my-files and /admin/media-manager/:directory (spec §2): a folder's sub-folders with
 * their counts, upload into it, and its media. My files is the top level, which is no folder of its own.
 */
export function FolderPage() {
  const { t } = useTranslation();
  const id = useParams().directory;
  const query = directoriesApi.useItem(id, ['parent']);
  const folder = id ? query.data : undefined;
  const [editing, setEditing] = useState<FolderFormMode | null>(null);
  const filter = id ? String(folder?.id ?? '') : ROOT_FOLDER;
  const ready = !id || Boolean(folder);
  const title = id ? (folder?.name ?? '…') : t('media.my_files');

  return (
    <Stack gap="lg">
      <MediaBreadcrumbs parent={folder?.parent} current={id ? title : undefined} />
      <QueryStates
        loading={Boolean(id) && query.isPending}
        error={Boolean(id) && query.isError}
        empty={false}
        emptyText=""
        onRetry={() => void query.refetch()}
      >
        <Group justify="space-between" align="flex-start">
          <Title order={1} data-testid="folder-title">
            {title}
          </Title>
          {folder && <FolderActions folder={folder} onEdit={setEditing} />}
        </Group>
        {ready && (
          <>
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={2} size="h3">
                  {t('media.folders.title')}
                </Title>
                <Button
                  variant="light"
                  leftSection={<IconFolderPlus size={16} aria-hidden />}
                  onClick={() => setEditing({ kind: 'create', parentId: folder?.id ?? null })}
                  data-testid="folder-create"
                >
                  {t('media.folders.create')}
                </Button>
              </Group>
              <SubFolders parentFilter={filter} />
            </Stack>
            <FolderUpload folderId={folder?.id ?? null} />
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('media.items.title')}
              </Title>
              <FolderMedia directoryFilter={filter} />
            </Stack>
          </>
        )}
      </QueryStates>
      <FolderFormModal mode={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
