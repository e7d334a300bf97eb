import type { ExaminationQuestion } from '@academy/contracts/entities/examination';
import { Alert, Button, Card, Checkbox, Collapse, Radio, Stack, Text } from '@mantine/core';
import { IconBulb, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One question: its alternatives, the hint on request and, when the server says so (company setting), the note
 * that several answers are correct. Without that note the learner may tick any number of alternatives; with it,
 * a question with one correct answer takes a single choice.
 */
export function QuestionCard(props: {
  question: ExaminationQuestion;
  number: number;
  total: number;
  selected: number[];
  onChange: (alternativeIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const { question } = props;
  const [hintOpen, setHintOpen] = useState(false);
  const alternatives = [...question.alternatives].sort((a, b) => a.sort_order - b.sort_order);
  const single = question.multiple_correct_alternatives === false;
  const legend = (
    <Text fw={600} fz="lg" component="span" data-testid="question-text">
      {question.text}
    </Text>
  );
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="question-card">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('academy.exam.question_of', { number: props.number, total: props.total })}
        </Text>
        {question.multiple_correct_alternatives === true && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="multiple-note"
          >
            {t('academy.exam.multiple_note')}
          </Alert>
        )}
        {single ? (
          <Radio.Group
            label={legend}
            value={props.selected[0] ? String(props.selected[0]) : null}
            onChange={(value) => props.onChange([Number(value)])}
          >
            <Stack gap="sm" mt="sm">
              {alternatives.map((alternative) => (
                <Radio key={alternative.id} value={String(alternative.id)} label={alternative.text} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Checkbox.Group
            label={legend}
            value={props.selected.map(String)}
            onChange={(values) => props.onChange(values.map(Number))}
          >
            <Stack gap="sm" mt="sm">
              {alternatives.map((alternative) => (
                <Checkbox key={alternative.id} value={String(alternative.id)} label={alternative.text} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {question.hint && (
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconBulb size={16} aria-hidden />}
              onClick={() => setHintOpen((open) => !open)}
              aria-expanded={hintOpen}
              data-testid="hint-toggle"
            >
              {hintOpen ? t('academy.exam.hide_hint') : t('academy.exam.show_hint')}
            </Button>
            <Collapse expanded={hintOpen}>
              <Alert color="yellow" variant="light" mt="xs" data-testid="hint">
                {question.hint}
              </Alert>
            </Collapse>
          </div>
        )}
      </Stack>
    </Card>
  );
}
