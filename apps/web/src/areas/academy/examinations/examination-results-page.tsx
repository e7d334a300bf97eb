import { href } from '@academy/contracts/routes';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  RingProgress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck, IconList, IconRefresh, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchExaminationResults } from '../../../api/academy/examinations.ts';
import { clientStorage } from '../../../api/client-storage.ts';
import { postScormResult } from '../../../api/session/scorm-bridge.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { useStartExamination } from '../courses/use-start-examination.ts';
import { CourseCompletedModal } from './course-completed-modal.tsx';
import { ExaminationNotFound } from './examination-not-found.tsx';

/** /examination/:examination/results: pass or fail, retake, next lesson, back to lessons, course completed. */
export function ExaminationResultsPage() {
  const { t } = useTranslation();
  const uuid = useParams().examination ?? '';
  const results = useQuery({
    queryKey: ['examinations', uuid, 'results'],
    queryFn: () => fetchExaminationResults(uuid),
  });
  const retake = useStartExamination();
  // The course-completed modal shows once per attempt in this browser session, not on every revisit.
  const seenKey = `course-completed-seen:${uuid}`;
  const [modalClosed, setModalClosed] = useState(() => sessionStorage.getItem(seenKey) === '1');
  const completed = results.data?.course_completed === true;
  useEffect(() => {
    if (completed) sessionStorage.setItem(seenKey, '1');
  }, [completed, seenKey]);

  // SCORM mode (spec §4): the result goes to the LMS through the launch page; when it cannot, an alert says so.
  const [scormFailed, setScormFailed] = useState(false);
  const result = results.data;
  useEffect(() => {
    if (!result || !clientStorage.isScorm()) return;
    let live = true;
    void postScormResult({
      completed: result.course_completed,
      passed: result.success,
      score: result.score,
    }).then((ok) => {
      if (live) setScormFailed(!ok);
    });
    return () => {
      live = false;
    };
  }, [result]);

  if (results.isPending) return <LoadingState />;
  if (results.isError) return <ErrorPanel onRetry={() => void results.refetch()} />;
  const item = results.data;
  if (!item) return <ExaminationNotFound />;

  const variantPath = (lesson?: string) =>
    href('academy.variant.show', {
      course: item.course.uuid,
      coursevariant: item.course_variant.uuid,
      ...(lesson ? { lesson } : {}),
    });
  const passed = item.success;

  return (
    <Stack gap="lg" maw={860} mx="auto">
      {scormFailed && (
        <Alert color="red" variant="light" role="alert" data-testid="scorm-post-failed">
          {t('scorm.post_failed')}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="xl" data-testid="results-card">
        <Group wrap="wrap" gap="xl" align="center">
          <RingProgress
            size={140}
            thickness={12}
            roundCaps
            sections={[{ value: item.score, color: passed ? 'teal' : 'red' }]}
            label={
              <Text ta="center" fw={700} fz="xl" data-testid="results-score">
                {item.score}%
              </Text>
            }
            aria-hidden
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
            <Text size="sm" c="dimmed">
              {item.course_variant.title} · {item.lesson.title}
            </Text>
            <Group gap="sm">
              <ThemeIcon color={passed ? 'teal' : 'red'} radius="xl" variant="light" aria-hidden>
                {passed ? <IconCheck size={18} /> : <IconX size={18} />}
              </ThemeIcon>
              <Title order={1} data-testid="results-outcome">
                {passed ? t('academy.results.passed') : t('academy.results.failed')}
              </Title>
            </Group>
            <Text>
              {t('academy.results.summary', {
                score: item.score,
                mark: item.pass_mark,
                correct: item.correct,
                total: item.total,
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('academy.results.submitted_at', { date: formatDateTime(item.ended_at) })}
            </Text>
          </Stack>
        </Group>
      </Card>
      {item.expired && (
        <Alert color="orange" variant="light">
          {t('academy.results.expired')}
        </Alert>
      )}
      {!passed && (
        <Alert color="blue" variant="light">
          {t('academy.results.retake_hint')}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          variant={passed ? 'light' : 'filled'}
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retake.isPending}
          onClick={() => retake.mutate({ lesson: item.lesson.uuid, variant: item.course_variant.uuid })}
          data-testid="retake-lesson"
        >
          {t('academy.results.retake')}
        </Button>
        {item.next_lesson && (
          <Button
            component={Link}
            to={variantPath(item.next_lesson.uuid)}
            variant={passed ? 'filled' : 'light'}
            rightSection={<IconArrowRight size={16} aria-hidden />}
            data-testid="next-lesson"
          >
            {t('academy.results.next_lesson', { lesson: item.next_lesson.title })}
          </Button>
        )}
        <Button
          component={Link}
          to={variantPath()}
          variant="default"
          leftSection={<IconList size={16} aria-hidden />}
          data-testid="back-to-lessons"
        >
          {t('academy.results.back_to_lessons')}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} fz="h4" mb="sm">
          {t('academy.results.questions')}
        </Title>
        <List spacing="sm" listStyleType="none" p={0}>
          {item.questions.map((question, index) => (
            <List.Item key={question.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Badge color={question.correct ? 'teal' : 'red'} variant="light" miw={96}>
                  {question.correct ? t('academy.results.correct') : t('academy.results.incorrect')}
                </Badge>
                <Text size="sm">
                  {index + 1}. {question.text}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      </Card>
      <CourseCompletedModal
        opened={item.course_completed && !modalClosed}
        onClose={() => setModalClosed(true)}
        course={item.course_variant.title}
        certificateUuid={item.certificate?.uuid ?? null}
      />
    </Stack>
  );
}
