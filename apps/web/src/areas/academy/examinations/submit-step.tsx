import type { ExaminationQuestion } from '@academy/contracts/entities/examination';
import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers } from '../../../api/academy/examinations.ts';
import { isAnswered, unansweredCount } from './answers-state.ts';

/** The submit step: every question with its state, a warning for unanswered ones, and the submit button. */
export function SubmitStep(props: {
  questions: ExaminationQuestion[];
  answers: Answers;
  submitting: boolean;
  onGoTo: (index: number) => void;
  onSubmit: () => void;
  /** Puts the focus on the step's heading when it is shown (after moving from a question). */
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step is first shown.
  useEffect(() => {
    if (props.focusOnMount) heading.current?.focus();
  }, []);
  const missing = unansweredCount(props.answers, props.questions);
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="submit-step">
      <Stack gap="md">
        <Title order={2} fz="h3" ref={heading} tabIndex={-1}>
          {t('academy.exam.review_title')}
        </Title>
        <Text c="dimmed">{t('academy.exam.review_text')}</Text>
        <List spacing="xs" listStyleType="none" p={0}>
          {props.questions.map((question, index) => {
            const answered = isAnswered(props.answers, question.id);
            return (
              <List.Item key={question.id}>
                <Group gap="sm" wrap="nowrap">
                  <Badge color={answered ? 'teal' : 'orange'} variant="light" miw={110}>
                    {answered ? t('academy.exam.answered') : t('academy.exam.unanswered')}
                  </Badge>
                  <Anchor component="button" type="button" onClick={() => props.onGoTo(index)} ta="left">
                    {index + 1}. {question.text}
                  </Anchor>
                </Group>
              </List.Item>
            );
          })}
        </List>
        {missing > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('academy.exam.unanswered_warning', { count: missing })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            size="md"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={props.submitting}
            onClick={props.onSubmit}
            data-testid="submit-examination"
          >
            {t('academy.exam.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
