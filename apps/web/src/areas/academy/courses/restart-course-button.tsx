import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRestartCourse } from './use-restart-course.ts';

/**
 * "Restart course" for a certified learner (spec §4). A plain confirm, not the typed-word one: nothing is
 * lost — the certificate stays valid and the old results stay on record.
 */
export function RestartCourseButton(props: { courseUuid: string }) {
  const { t } = useTranslation();
  const restart = useRestartCourse();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('academy.certificate_panel.restart_title'),
      children: <Text size="sm">{t('academy.certificate_panel.restart_text')}</Text>,
      labels: { confirm: t('academy.certificate_panel.restart_confirm'), cancel: t('actions.cancel') },
      closeButtonProps: { 'aria-label': t('actions.close') },
      confirmProps: { 'data-testid': 'restart-course-confirm' },
      onConfirm: () => restart.mutate(props.courseUuid),
    });
  return (
    <Button
      variant="default"
      onClick={confirm}
      loading={restart.isPending}
      leftSection={<IconRotateClockwise size={16} aria-hidden />}
      data-testid="restart-course"
    >
      {t('academy.certificate_panel.restart')}
    </Button>
  );
}
