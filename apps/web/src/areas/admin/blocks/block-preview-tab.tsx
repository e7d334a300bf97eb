import type { Block } from '@academy/contracts/entities/block';
import { Alert, Card, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconEyeOff, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { questionsApi } from '../../../api/resources/questions.ts';
import { BlockArticle } from '../../../components/learning-content/block-article.tsx';
import { QuestionCard } from '../../../components/quiz-question/question-card.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { asLearnerQuestion } from '../questions/learner-question.ts';
import { blockQuestions } from './block-questions-tab.tsx';

const k = (key: string) => `admin.blocks.preview.${key}`;

/**
 * The block preview (spec §2): the block as a learner reads it in a lesson (the learner's own block view),
 * then its questions as the quiz shows them (the learner's question component; answers can be tried, nothing
 * is stored), with how many a quiz draws.
 */
export function BlockPreviewTab() {
  const { t } = useTranslation();
  const { item: block } = useOutletContext<ResourcePageContext<Block>>();
  return (
    <Stack gap="lg" maw={760} data-testid="block-preview">
      {!block.is_active && (
        <Alert color="yellow" variant="light" icon={<IconEyeOff size={18} aria-hidden />}>
          {t(k('inactive'))}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="xl">
        <BlockArticle block={block} />
      </Card>
      <PreviewQuestions block={block} />
    </Stack>
  );
}

function PreviewQuestions(props: { block: Block }) {
  const { t } = useTranslation();
  const { block } = props;
  const [showNote, setShowNote] = useState(true);
  const [answers, setAnswers] = useState<Record<number, number[]>>({});
  const list = questionsApi.useList({ filters: { block: block.uuid }, per_page: 100 });
  const order = new Map(blockQuestions(block).map((question, index) => [question.id, index]));
  const questions = [...(list.data?.items ?? [])].sort(
    (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
  );
  const count = questions.length;
  return (
    <Stack gap="md" component="section" aria-labelledby="preview-questions-title">
      <Title order={2} size="h4" id="preview-questions-title">
        {t(k('questions'))}
      </Title>
      {list.isPending ? (
        <Group justify="center" py="md">
          <Loader aria-label={t('resource.table.loading')} />
        </Group>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('resource.table.error')}
        </Alert>
      ) : count === 0 ? (
        <Text c="dimmed" data-testid="preview-no-questions">
          {t(k('no_questions'))}
        </Text>
      ) : (
        <>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {block.questions_limit && block.questions_limit < count
              ? t(k('drawn'), { limit: block.questions_limit, count })
              : t(k('all'), { count })}
          </Alert>
          <Switch
            label={t('admin.questions.preview.note_setting')}
            checked={showNote}
            onChange={(event) => setShowNote(event.currentTarget.checked)}
          />
          {questions.map((question, index) => (
            <QuestionCard
              key={question.uuid}
              question={asLearnerQuestion(question, {
                blockId: block.id,
                sortOrder: index + 1,
                showMultipleNote: showNote,
              })}
              number={index + 1}
              total={count}
              selected={answers[question.id] ?? []}
              onChange={(ids) => setAnswers((current) => ({ ...current, [question.id]: ids }))}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
