import type { Block } from '@academy/contracts/entities/block';
import type { Lesson } from '@academy/contracts/entities/lesson';
import { Button, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blocksApi } from '../../../api/resources/blocks.ts';
import { resourceKeys } from '../../../api/resources/query-keys.ts';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { languageField } from '../shared/content-fields.tsx';

const k = (key: string) => `admin.blocks.${key}`;
/** What a block needs to start with; its media, questions and access are set on its own page later. */
const newBlockFields: FormField<Block>[] = [
  { name: 'title', kind: 'text', labelKey: k('name'), required: true },
  languageField(k('language')),
  { name: 'body', kind: 'rich-text', labelKey: k('body'), empty: 'null' },
];

/**
 * "New block" on a lesson's Blocks tab: the block is created inside the lesson (the server links it after the
 * lesson's last block) without leaving the lesson; the lesson's queries are refreshed by the write.
 */
export function NewBlockButton({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const create = blocksApi.useCreate();
  const queryClient = useQueryClient();
  // A variant's language check counts the lesson's blocks: it is refreshed with the lesson.
  const saved = () => {
    setOpened(false);
    void queryClient.invalidateQueries({ queryKey: resourceKeys('course-variants').all });
  };
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="lesson-block-create"
      >
        {t('admin.lessons.blocks.create')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('admin.lessons.blocks.create_title')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        size="lg"
        centered
      >
        {opened && (
          <ResourceForm
            schema={blocksApi.contract.create!}
            fields={newBlockFields}
            // The language defaults to the lesson's; the author may pick another.
            item={{ language: lesson.language } as unknown as Block}
            fixedValues={{ lesson_id: lesson.id }}
            submit={(payload) => create.mutateAsync(payload as never)}
            onSaved={saved}
            onCancel={() => setOpened(false)}
            submitLabelKey="admin.lessons.blocks.create_save"
            data-testid="lesson-block-form"
          />
        )}
      </Modal>
    </>
  );
}
