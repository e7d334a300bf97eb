import { href } from '@academy/contracts/routes';
import { Button } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type LessonRow, lessonAction } from '../../../components/course-view/lesson-rows.ts';
import { useStartExamination } from './use-start-examination.ts';

/** Start, continue or redo a lesson's quiz. */
export function LessonQuizButton(props: { row: LessonRow; variantUuid: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const start = useStartExamination();
  const { row } = props;
  const action = lessonAction(row);
  const label = t(`academy.lessons.actions.${action}`);
  if (action === 'continue' && row.enrollment_examination) {
    return (
      <Button
        size={props.size ?? 'xs'}
        component={Link}
        to={href('academy.examination.show', { examination: row.enrollment_examination.uuid })}
        leftSection={<IconPlayerPlay size={14} aria-hidden />}
        aria-label={`${label}: ${row.header}`}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      size={props.size ?? 'xs'}
      variant={action === 'redo' ? 'light' : 'filled'}
      loading={start.isPending}
      onClick={() => start.mutate({ lesson: row.uuid, variant: props.variantUuid })}
      leftSection={
        action === 'redo' ? <IconRefresh size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />
      }
      aria-label={`${label}: ${row.header}`}
      data-testid="lesson-quiz-button"
    >
      {label}
    </Button>
  );
}
