import type { ExaminationQuestion } from '@academy/contracts/entities/examination';
import { Alert, Button, Card, Checkbox, Collapse, Radio, Stack, Text } from '@mantine/core';
import { IconBulb, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './question-card.module.css';

/**
 * One question: its alternatives, the hint on request and, when the server says so (company setting), the note
 * that several answers are correct. Without that note the learner may tick any number of alternatives; with it,
 * a question with one correct answer takes a single choice. The alternatives are a fieldset whose legend is the
 * question (a radio group or a group of checkboxes); `focusOnMount` puts the focus on it, so after "Next" the
 * keyboard continues at the new question and a screen reader reads it.
 */
export function QuestionCard(props: {
  question: ExaminationQuestion;
  number: number;
  total: number;
  selected: number[];
  onChange: (alternativeIds: number[]) => void;
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const { question } = props;
  const [hintOpen, setHintOpen] = useState(false);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const name = useId();
  const alternatives = [...question.alternatives].sort((a, b) => a.sort_order - b.sort_order);
  const single = question.multiple_correct_alternatives === false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the question is first shown.
  useEffect(() => {
    if (props.focusOnMount) fieldset.current?.focus();
  }, []);
  const toggle = (id: number, checked: boolean) =>
    props.onChange(checked ? [...props.selected, id] : props.selected.filter((value) => value !== id));
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
        <fieldset
          ref={fieldset}
          tabIndex={-1}
          className={classes.fieldset}
          role={single ? 'radiogroup' : undefined}
          data-testid="question-answers"
        >
          <legend className={classes.legend}>
            <Text fw={600} fz="lg" component="span" data-testid="question-text">
              {question.text}
            </Text>
          </legend>
          <Stack gap="sm" mt="sm">
            {alternatives.map((alternative) =>
              single ? (
                <Radio
                  key={alternative.id}
                  name={name}
                  value={String(alternative.id)}
                  label={alternative.text}
                  checked={props.selected[0] === alternative.id}
                  onChange={() => props.onChange([alternative.id])}
                />
              ) : (
                <Checkbox
                  key={alternative.id}
                  value={String(alternative.id)}
                  label={alternative.text}
                  checked={props.selected.includes(alternative.id)}
                  onChange={(event) => toggle(alternative.id, event.currentTarget.checked)}
                />
              ),
            )}
          </Stack>
        </fieldset>
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
