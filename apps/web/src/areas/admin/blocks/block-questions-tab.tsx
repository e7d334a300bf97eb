import type { Block } from '@academy/contracts/entities/block';
import { questionCreateSchema } from '@academy/contracts/entities/question';
import { href } from '@academy/contracts/routes';
import { Button, Collapse, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { blocksApi } from '../../../api/resources/blocks.ts';
import { questionsApi } from '../../../api/resources/questions.ts';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { questionInBlockFields } from '../questions/question-config.tsx';

/** The block's questions in order (`with=questions`), by their place in the block. */
export function blockQuestions(block: Block) {
  return [...(block.questions ?? [])].sort((a, b) => a.pivot.sort_order - b.pivot.sort_order);
}

/**
 * The questions tab: the block's questions in order — attach one found by search (in the block's language),
 * detach, move up or down — and a new question written here, which the server puts last in the block; its
 * page inside the block then opens for its alternatives.
 */
export function BlockQuestionsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item: block } = useOutletContext<ResourcePageContext<Block>>();
  const [writing, setWriting] = useState(false);
  const create = questionsApi.useCreate();
  const questionHref = (question: { id: number }) =>
    href('admin.block.question', { block: block.uuid, question: question.id });
  return (
    <Stack gap="xl">
      <LinkedItems
        api={blocksApi}
        owner={block}
        link="questions"
        items={blockQuestions(block)}
        title={t('admin.blocks.questions.title')}
        addLabel={t('admin.blocks.questions.add')}
        emptyText={t('admin.blocks.questions.empty')}
        ordered
        itemHref={questionHref}
        searchFilters={block.language_id ? { language: String(block.language_id) } : undefined}
        data-testid="block-questions"
      />
      {can(block, 'update') && (
        <Stack gap="sm" component="section" aria-labelledby="new-question-title">
          <Title order={2} size="h4" id="new-question-title">
            {t('admin.blocks.questions.new_title')}
          </Title>
          {!writing && (
            <div>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setWriting(true)}
                data-testid="new-question"
              >
                {t('admin.blocks.questions.new')}
              </Button>
            </div>
          )}
          <Collapse expanded={writing}>
            {writing && (
              <ResourceForm
                schema={questionCreateSchema}
                fields={questionInBlockFields}
                // The form has checked text and hint against the same schema; the block is added here.
                submit={(payload) =>
                  create.mutateAsync({ ...(payload as { text: string }), block_id: block.id })
                }
                onSaved={(result) => navigate(questionHref(result.item))}
                onCancel={() => setWriting(false)}
                submitLabelKey="resource.form.create"
                data-testid="new-question-form"
              />
            )}
          </Collapse>
        </Stack>
      )}
    </Stack>
  );
}
