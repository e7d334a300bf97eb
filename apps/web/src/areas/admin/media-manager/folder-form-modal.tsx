import type { Directory } from '@academy/contracts/entities/directory';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
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
 * Create a folder in the current one, rename a folder and set its position among its siblings, or move it
 * under another folder (none: the top level). The server refuses a move into the folder's own subtree; its message shows on the field.
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
  const [position, setPosition] = useState<number>(folder?.sort_order ?? 0);
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
      else if (mode.kind === 'rename')
        await update.mutateAsync({ uuid: mode.folder.uuid, input: { name, sort_order: position } });
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
        {mode.kind === 'rename' && (
          // Folders are listed by this position, then by name (the directories' default sort).
          <NumberInput
            label={t('media.folders.position')}
            description={t('media.folders.position_description')}
            value={position}
            onChange={(value) => setPosition(typeof value === 'number' ? value : 0)}
            min={0}
            max={1_000_000}
            allowDecimal={false}
            error={errors.sort_order}
            data-testid="folder-position"
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
