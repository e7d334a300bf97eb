import { href } from '@academy/contracts/routes';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown when this submission completed the course: the learner is certified. */
export function CourseCompletedModal(props: {
  opened: boolean;
  onClose: () => void;
  course: string;
  certificateUuid: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('academy.results.completed_title')}
      centered
      radius="lg"
      data-testid="course-completed-modal"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" color="yellow" variant="light" aria-hidden>
          <IconTrophy size={40} />
        </ThemeIcon>
        <Text fw={600} fz="lg">
          {t('academy.results.completed_text', { course: props.course })}
        </Text>
        <Text c="dimmed" size="sm">
          {t('academy.results.completed_hint')}
        </Text>
        <Group justify="center">
          <Button
            component={Link}
            to={href(
              'academy.certificate.index',
              props.certificateUuid ? { certificate: props.certificateUuid } : {},
            )}
            data-testid="view-certificate"
          >
            {t('academy.results.view_certificate')}
          </Button>
          <Button variant="default" onClick={props.onClose}>
            {t('actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
