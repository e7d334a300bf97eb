import type { Question } from '@academy/contracts/entities/question';
import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionCard } from '../../../components/quiz-question/question-card.tsx';
import { asLearnerQuestion } from './learner-question.ts';

/**
 * The saved question as a learner meets it in a quiz, drawn by the learner's own question component: the
 * answers can be tried, nothing is graded or stored. The switch shows it as learners of a company with the
 * several-answers note (spec §3 company setting) see it.
 */
export function QuestionPreview(props: { question: Question; number?: number; total?: number }) {
  const { t } = useTranslation();
  const [showNote, setShowNote] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <Stack gap="md" maw={760} data-testid="question-preview">
      <Text size="sm" c="dimmed">
        {t('admin.questions.preview.text')}
      </Text>
      <Switch
        label={t('admin.questions.preview.note_setting')}
        checked={showNote}
        onChange={(event) => setShowNote(event.currentTarget.checked)}
        data-testid="preview-note-setting"
      />
      <QuestionCard
        question={asLearnerQuestion(props.question, { showMultipleNote: showNote })}
        number={props.number ?? 1}
        total={props.total ?? 1}
        selected={selected}
        onChange={setSelected}
      />
    </Stack>
  );
}
