import type { Examination } from '@academy/contracts/entities/examination';
import { href } from '@academy/contracts/routes';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveAnswer, saveAnswersOnClose, submitExamination } from '../../../api/academy/examinations.ts';
import { clientStorage } from '../../../api/client-storage.ts';
import { invalidateRelations } from '../../../api/query-client.ts';
import { EmptyPanel } from '../../../components/page-states/page-states.tsx';
import { QuestionCard } from '../../../components/quiz-question/question-card.tsx';
import { KEEP_SNACKBARS } from '../../../components/show-snackbar.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { initialAnswers, setAnswer } from './answers-state.ts';
import { QuestionNavigation } from './question-navigation.tsx';
import { SubmitStep } from './submit-step.tsx';

const RELATIONS = ['examinations', 'lessons', 'course-variants', 'courses', 'certificates', 'notifications'];

/** Taking an open examination: one question at a time, free navigation, then the submit step. */
export function ExaminationQuiz(props: { examination: Examination }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { examination } = props;
  const questions = [...(examination.questions ?? [])].sort((a, b) => a.sort_order - b.sort_order);
  const [answers, setAnswers] = useState(() => initialAnswers(questions));
  const [current, setCurrent] = useState(0);
  // SCORM mode: the LMS may close the tab at any moment; the answers go once more, with keepalive.
  const latest = useRef(answers);
  latest.current = answers;
  useEffect(() => {
    if (!clientStorage.isScorm()) return;
    const onPageHide = () => saveAnswersOnClose(examination.uuid, latest.current);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [examination.uuid]);
  // Once the learner moves (Next, Previous, a question number), the focus follows to the question shown, so
  // the keyboard does not start again at the top of the page; on arrival it stays where the browser put it.
  const [moved, setMoved] = useState(false);
  const goTo = (index: number) => {
    setMoved(true);
    setCurrent(index);
  };
  const resultsPath = href('academy.examination.results', { examination: examination.uuid });

  const submit = useMutation({
    mutationFn: () => submitExamination(examination.uuid, answers),
    onSettled: (_data, error) => {
      invalidateRelations(RELATIONS);
      // A late submission is closed as failed (422 examinations.expired) and a second one is refused (409
      // examinations.already_submitted): either way the attempt has results to show.
      const status = (error as { status?: number } | null)?.status;
      // The error's snackbar says why the attempt ended: it stays on the results page.
      if (!error) void navigate(resultsPath);
      else if (status === 422 || status === 409) void navigate(resultsPath, { state: KEEP_SNACKBARS });
    },
  });

  const change = (questionId: number, ids: number[]) => {
    setAnswers((previous) => setAnswer(previous, questionId, ids));
    saveAnswer(examination.uuid, questionId, ids).catch(() => undefined);
  };

  const lessonTitle = examination.lesson?.header ?? '';
  const question = questions[current];

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {examination.variant?.header}
        </Text>
        <Title order={1}>{t('academy.exam.title', { lesson: lessonTitle })}</Title>
        <Text size="sm" c="dimmed">
          {t('academy.exam.meta', {
            count: questions.length,
            mark: examination.pass_mark,
            expires: formatDateTime(examination.expires_at),
          })}
        </Text>
      </Stack>
      {questions.length === 0 ? (
        <EmptyPanel title={t('academy.exam.no_questions')} text={t('academy.exam.no_questions_text')} />
      ) : (
        <>
          <Card withBorder radius="md" padding="sm">
            <QuestionNavigation questions={questions} answers={answers} current={current} onSelect={goTo} />
          </Card>
          {question ? (
            <>
              <QuestionCard
                key={question.id}
                question={question}
                number={current + 1}
                total={questions.length}
                selected={answers[question.id] ?? []}
                onChange={(ids) => change(question.id, ids)}
                focusOnMount={moved}
              />
              <Group justify="space-between">
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                  disabled={current === 0}
                  onClick={() => goTo(current - 1)}
                >
                  {t('academy.exam.previous')}
                </Button>
                <Button
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  onClick={() => goTo(current + 1)}
                  data-testid="next-question"
                >
                  {current === questions.length - 1 ? t('academy.exam.review') : t('academy.exam.next')}
                </Button>
              </Group>
            </>
          ) : (
            <SubmitStep
              questions={questions}
              answers={answers}
              submitting={submit.isPending}
              onGoTo={goTo}
              focusOnMount={moved}
              onSubmit={() => submit.mutate()}
            />
          )}
        </>
      )}
    </Stack>
  );
}
