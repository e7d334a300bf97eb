import type { ExaminationQuestion } from '@academy/contracts/entities/examination';
import { Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Answers } from '../../../api/academy/examinations.ts';
import { isAnswered } from './answers-state.ts';

/** Numbered buttons to move between the questions, each saying whether it is answered; then the submit step. */
export function QuestionNavigation(props: {
  questions: ExaminationQuestion[];
  answers: Answers;
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const review = props.current === props.questions.length;
  return (
    <Group
      gap={6}
      component="nav"
      aria-label={t('academy.exam.navigation')}
      data-testid="question-navigation"
    >
      {props.questions.map((question, index) => {
        const answered = isAnswered(props.answers, question.id);
        const current = index === props.current;
        return (
          <Button
            key={question.id}
            size="compact-md"
            w={40}
            variant={current ? 'filled' : answered ? 'light' : 'default'}
            aria-current={current ? 'step' : undefined}
            aria-label={t(answered ? 'academy.exam.go_answered' : 'academy.exam.go_unanswered', {
              number: index + 1,
            })}
            onClick={() => props.onSelect(index)}
          >
            {index + 1}
          </Button>
        );
      })}
      <Button
        size="compact-md"
        variant={review ? 'filled' : 'default'}
        aria-current={review ? 'step' : undefined}
        leftSection={<IconSend size={14} aria-hidden />}
        onClick={() => props.onSelect(props.questions.length)}
      >
        {t('academy.exam.review')}
      </Button>
    </Group>
  );
}
