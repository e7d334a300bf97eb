import type { Question } from '@academy/contracts/entities/question';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { httpEnvironment } from '../../../api/http-environment.ts';
import { can } from '../../../api/resources/abilities.ts';
import {
  questionAlternativesApi,
  useBulkUpdateAlternatives,
} from '../../../api/resources/question-alternatives.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { moved } from '../../../components/linked-items/linked-items.tsx';
import { currentLanguage } from '../../../i18n/i18n-setup.ts';
import {
  type DraftAlternative,
  draftErrors,
  draftFrom,
  hasChanges,
  newAlternative,
  planSave,
} from './alternatives-draft.ts';

const k = (key: string) => `admin.questions.alternatives.${key}`;

/**
 * A question's alternatives edited in place (issue 13): add, reorder, mark correct, remove, then one Save
 * that deletes the removed ones, sends the changed ones in the bulk update of spec §7 and creates the new
 * ones. Nothing is written before Save; "Undo changes" returns to what is saved. A refused delete (an
 * alternative learners chose) or a 422 is shown here, on the alternative it concerns; what went through
 * stays, and saving again does only what is left. Read-only where the question's abilities deny update.
 */
export function AlternativesEditor(props: { question: Question }) {
  const { t } = useTranslation();
  const { question } = props;
  const editable = can(question, 'update');
  const [draft, setDraft] = useState<DraftAlternative[]>(() => draftFrom(question.alternatives));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusKey = useRef<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const remove = questionAlternativesApi.useDelete({ silent: true, quiet: true });
  const create = questionAlternativesApi.useCreate({ silent: true });
  const bulk = useBulkUpdateAlternatives();

  // When the saved alternatives change (after a save, or elsewhere), an untouched draft follows them.
  const previous = useRef(question.alternatives);
  useEffect(() => {
    const before = previous.current;
    previous.current = question.alternatives;
    setDraft((current) =>
      hasChanges(planSave(before, current)) && hasChanges(planSave(question.alternatives, current))
        ? current
        : draftFrom(question.alternatives),
    );
  }, [question.alternatives]);

  useEffect(() => {
    if (focusKey.current) inputs.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const plan = planSave(question.alternatives, draft);
  const changed = hasChanges(plan);
  const correctCount = draft.filter((row) => row.correct).length;
  const edit = (key: string, change: Partial<DraftAlternative>) =>
    setDraft((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const add = () => {
    const row = newAlternative();
    focusKey.current = row.key;
    setDraft((rows) => [...rows, row]);
  };

  const save = async () => {
    setFormError(null);
    const invalid = draftErrors(draft, currentLanguage());
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    const messages = new Set<string>();
    const said = (message: string | undefined) => message && messages.add(message);
    let step: { key?: string; updates?: typeof plan.update } = {};
    try {
      for (const alternative of plan.remove) {
        step = {};
        said((await remove.mutateAsync(alternative)).meta.message);
      }
      if (plan.update.length > 0) {
        step = { updates: plan.update };
        said((await bulk.mutateAsync(plan.update.map(({ key: _key, ...item }) => item))).meta.message);
      }
      for (const { key, ...values } of plan.create) {
        step = { key };
        const result = await create.mutateAsync({ question_id: question.id, ...values });
        said(result.meta.message);
        // Created now: saving again after a later failure must not create it twice.
        edit(key, { saved: { id: result.item.id, uuid: result.item.uuid } });
      }
      setErrors({});
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation') {
        const onRows: Record<string, string> = {};
        for (const [field, list] of Object.entries(error.errors)) {
          const [first, second] = field.split('.');
          // The bulk update names its items by position ("1.text"), a create by the field alone.
          const key = step.updates && second ? step.updates[Number(first)]?.key : step.key;
          if (key) onRows[key] = list.join(' ');
        }
        setErrors(onRows);
        if (Object.keys(onRows).length === 0) setFormError(errorMessage(error));
      } else setFormError(errorMessage(error));
    } finally {
      setSaving(false);
      if (messages.size > 0) httpEnvironment().notify({ color: 'green', message: [...messages].join(' ') });
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={680} component="section" aria-labelledby="alternatives-title">
      <Stack gap="md" data-testid="alternatives-editor">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id="alternatives-title">
            {t(k('title'))}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={correctCount > 0 ? 'teal' : 'gray'} data-testid="correct-count">
              {t(k('correct_count'), { count: correctCount })}
            </Badge>
            {question.multiple_correct_alternatives && (
              <Badge variant="light" color="blue" data-testid="multiple-correct">
                {t(k('multiple'))}
              </Badge>
            )}
          </Group>
        </Group>
        <FormErrorAlert message={formError} />
        {draft.length > 0 && correctCount === 0 && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t(k('none_correct'))}
          </Alert>
        )}
        {draft.length === 0 ? (
          <Text c="dimmed" data-testid="alternatives-empty">
            {t(k('empty'))}
          </Text>
        ) : (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {draft.map((row, index) => {
              const number = index + 1;
              return (
                <Paper
                  component="li"
                  key={row.key}
                  withBorder
                  radius="sm"
                  p="sm"
                  data-testid="alternative-row"
                >
                  <Stack gap="xs">
                    <TextInput
                      label={t(k('alternative'), { number })}
                      value={row.text}
                      disabled={!editable}
                      error={errors[row.key]}
                      onChange={(event) => edit(row.key, { text: event.currentTarget.value })}
                      ref={(element) => {
                        if (element) inputs.current.set(row.key, element);
                        else inputs.current.delete(row.key);
                      }}
                      data-testid="alternative-text"
                    />
                    <Group justify="space-between" gap="sm">
                      <Checkbox
                        checked={row.correct}
                        disabled={!editable}
                        onChange={(event) => edit(row.key, { correct: event.currentTarget.checked })}
                        label={
                          <>
                            {t(k('correct'))}{' '}
                            <VisuallyHidden>{t(k('correct_of'), { number })}</VisuallyHidden>
                          </>
                        }
                        data-testid="alternative-correct"
                      />
                      {editable && (
                        <Group gap={2} wrap="nowrap">
                          <RowButton
                            label={t(k('move_up'), { number })}
                            disabled={saving || index === 0}
                            onClick={() => setDraft((rows) => moved(rows, index, index - 1))}
                          >
                            <IconArrowUp size={16} aria-hidden />
                          </RowButton>
                          <RowButton
                            label={t(k('move_down'), { number })}
                            disabled={saving || index === draft.length - 1}
                            onClick={() => setDraft((rows) => moved(rows, index, index + 1))}
                          >
                            <IconArrowDown size={16} aria-hidden />
                          </RowButton>
                          <RowButton
                            label={t(k('remove'), { number })}
                            color="red"
                            disabled={saving}
                            onClick={() => {
                              // The keyboard goes on at the alternative that takes its place (or the one before).
                              focusKey.current = (draft[index + 1] ?? draft[index - 1])?.key ?? null;
                              setDraft((rows) => rows.filter((other) => other.key !== row.key));
                            }}
                          >
                            <IconTrash size={16} aria-hidden />
                          </RowButton>
                        </Group>
                      )}
                    </Group>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}
        {editable && (
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={add}
              disabled={saving}
              data-testid="alternative-add"
            >
              {t(k('add'))}
            </Button>
            <Group gap="sm">
              <Button
                variant="subtle"
                disabled={!changed || saving}
                onClick={() => {
                  setErrors({});
                  setFormError(null);
                  setDraft(draftFrom(question.alternatives));
                }}
                data-testid="alternatives-reset"
              >
                {t(k('reset'))}
              </Button>
              <Button
                onClick={() => void save()}
                disabled={!changed}
                loading={saving}
                data-testid="alternatives-save"
              >
                {t(k('save'))}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function RowButton(props: {
  label: string;
  disabled: boolean;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={props.label} withinPortal>
      <ActionIcon
        variant="subtle"
        size="lg"
        color={props.color}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}
