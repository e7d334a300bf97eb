import type { ReminderPreview } from '@academy/contracts/entities/reminder';
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The manager's last look before a manual reminder goes out (issue 21): how many learners get it and how many
 * are skipped, and the mail exactly as one of them gets it — subject and text in their language, with their
 * deadline. Nothing is sent until "Send reminders" is pressed.
 */
export function ReminderPreviewModal(props: {
  preview: ReminderPreview | null;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { preview } = props;
  return (
    <Modal
      opened={preview !== null}
      onClose={props.onClose}
      title={t('organization.courses.remind.preview_title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {preview && (
        <Stack gap="md" data-testid="reminder-preview">
          {preview.sample ? (
            <>
              <Text fw={500}>
                {t('organization.courses.remind.preview_recipients', { count: preview.recipients })}
              </Text>
              {preview.skipped > 0 && (
                <Text size="sm" c="dimmed">
                  {t('organization.courses.remind.preview_skipped', { count: preview.skipped })}
                </Text>
              )}
              <Text size="sm">
                {t('organization.courses.remind.preview_as', {
                  name: preview.sample.user.header,
                  language: t(`organization.courses.remind.language_${preview.sample.locale}`),
                })}
              </Text>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('organization.courses.remind.preview_subject')}: {preview.sample.subject}
                </Text>
                <Code block data-testid="reminder-preview-text" style={{ whiteSpace: 'pre-wrap' }}>
                  {preview.sample.text.trim()}
                </Code>
              </Stack>
            </>
          ) : (
            <Alert color="gray">{t('organization.courses.remind.preview_none')}</Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('organization.courses.remind.cancel')}
            </Button>
            <Button
              onClick={props.onConfirm}
              loading={props.sending}
              disabled={!preview.sample}
              data-testid="confirm-reminders"
            >
              {t('organization.courses.remind.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
