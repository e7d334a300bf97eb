import type { Directory } from '@academy/contracts/entities/directory';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { directoriesApi } from '../../../api/resources/directories.ts';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';

export type FolderFormMode =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'rename'; folder: Directory }
  | { kind: 'move'; folder: Directory };

/**
 * Create a folder in the current one, rename a folder, or move it under another folder (none: the top
 * level). The server refuses a move into the folder's own subtree; its message shows on the field.
 */
export function FolderFormModal(props: { mode: FolderFormMode | null; onClose: () => void }) {
  const { mode } = props;
  return (
    <Modal opened={mode !== null} onClose={props.onClose} title={<ModalTitle mode={mode} />} centered>
      {mode && <FolderForm key={mode.kind} mode={mode} onClose={props.onClose} />}
    </Modal>
  );
}

function ModalTitle(props: { mode: FolderFormMode | null }) {
  const { t } = useTranslation();
  if (!props.mode) return null;
  return <>{t(`media.folders.${props.mode.kind}_title`)}</>;
}

function FolderForm(props: { mode: FolderFormMode; onClose: () => void }) {
  const { t } = useTranslation();
  const { mode } = props;
  const folder = mode.kind === 'create' ? null : mode.folder;
  const [name, setName] = useState(folder?.name ?? '');
  const [parent, setParent] = useState<string | null>(
    folder?.parent_id !== null && folder?.parent_id !== undefined ? String(folder.parent_id) : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = directoriesApi.useCreate();
  const update = directoriesApi.useUpdate();
  const pending = create.isPending || update.isPending;

  const save = async () => {
    setErrors({});
    try {
      if (mode.kind === 'create') await create.mutateAsync({ name, parent_id: mode.parentId });
      else if (mode.kind === 'rename') await update.mutateAsync({ uuid: mode.folder.uuid, input: { name } });
      else
        await update.mutateAsync({
          uuid: mode.folder.uuid,
          input: { parent_id: parent === null ? null : Number(parent) },
        });
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation')
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list.join(' ')])),
        );
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack>
        {mode.kind === 'move' ? (
          <ReferenceSelect
            segment="directories"
            valueField="id"
            label={t('media.folders.parent')}
            description={t('media.folders.parent_description')}
            value={parent}
            onChange={setParent}
            error={errors.parent_id}
            known={
              mode.folder.parent
                ? [{ value: String(mode.folder.parent.id), label: mode.folder.parent.header }]
                : []
            }
            data-testid="folder-parent"
          />
        ) : (
          <TextInput
            label={t('media.folders.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            required
            data-autofocus
            data-testid="folder-name"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="folder-save">
            {t('media.folders.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
