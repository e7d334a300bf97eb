import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { submitExamination } from '../../../api/academy/examinations.ts';
import { invalidateRelations } from '../../../api/query-client.ts';
import { EmptyPanel } from '../../../components/page-states/page-states.tsx';

/** The time limit passed before submission: closing the attempt grades it as failed, then its results show. */
export function ExpiredAttempt(props: { uuid: string; resultsPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useMutation({
    mutationFn: () => submitExamination(props.uuid, {}),
    onSettled: () => {
      invalidateRelations(['examinations', 'lessons', 'course-variants', 'courses']);
      void navigate(props.resultsPath);
    },
  });
  return (
    <EmptyPanel
      level={1}
      title={t('academy.exam.expired_title')}
      text={t('academy.exam.expired_text')}
      action={
        <Button variant="light" loading={close.isPending} onClick={() => close.mutate()}>
          {t('academy.exam.see_results')}
        </Button>
      }
    />
  );
}
