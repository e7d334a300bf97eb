import type { Block } from '@academy/contracts/entities/block';
import { href } from '@academy/contracts/routes';
import { Alert, Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { questionsApi } from '../../../api/resources/questions.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { QuestionEditor } from '../questions/question-editor.tsx';
import { QuestionPreview } from '../questions/question-preview.tsx';
import { blockQuestions } from './block-questions-tab.tsx';

/**
 * /admin/blocks/:block/questions/:question (spec §2: question update with preview, inside the block): the
 * question's fields and alternatives, then the question as the block's learners meet it, numbered by its
 * place in the block.
 */
export function BlockQuestionPage() {
  const { t } = useTranslation();
  const { item: block } = useOutletContext<ResourcePageContext<Block>>();
  const id = useParams().question ?? '';
  const query = questionsApi.useItem(id, ['blocks']);
  const question = query.data;
  const inBlock = blockQuestions(block);
  const place = question ? inBlock.findIndex((entry) => entry.id === question.id) : -1;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={href('admin.block.questions', { block: block.uuid })} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('admin.blocks.questions.back')}
        </Group>
      </Anchor>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('resource.page.error')}
        </Alert>
      ) : !question ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('resource.page.loading')} />
        </Group>
      ) : (
        <>
          <Title order={2} size="h3" data-testid="block-question-title">
            {question.text}
          </Title>
          {place < 0 && (
            <Alert color="yellow" variant="light" data-testid="not-in-block">
              {t('admin.blocks.questions.not_in_block')}
            </Alert>
          )}
          <QuestionEditor
            question={question}
            blockHref={(other) => href('admin.block.block', { block: other.uuid })}
          />
          <Stack gap="sm" component="section" aria-labelledby="question-preview-title">
            <Title order={2} size="h4" id="question-preview-title">
              {t('admin.questions.preview.title')}
            </Title>
            <QuestionPreview
              question={question}
              number={place >= 0 ? place + 1 : 1}
              total={Math.max(inBlock.length, 1)}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
