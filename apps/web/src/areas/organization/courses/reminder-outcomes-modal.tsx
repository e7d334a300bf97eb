import type { ReminderSendResult } from '@academy/contracts/entities/reminder';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReminderStatusBadge } from './reminder-badges.tsx';

/**
 * What became of a manual send, learner by learner, as the server decided it: sent (handed to the mail
 * outbox), or skipped or failed with the reason — so a manager never wonders whether a reminder went out.
 */
export function ReminderOutcomesModal(props: { result: ReminderSendResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { result } = props;
  return (
    <Modal
      opened={result !== null}
      onClose={props.onClose}
      title={t('organization.courses.remind.result_title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {result && (
        <Stack gap="md" data-testid="reminder-outcomes">
          <Text>
            {t('organization.courses.remind.summary', {
              sent: result.sent,
              skipped: result.skipped,
              failed: result.failed,
            })}
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('organization.courses.learner')}</Table.Th>
                  <Table.Th scope="col">{t('organization.courses.remind.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.outcomes.map((outcome) => (
                  <Table.Tr key={outcome.delivery_uuid} data-testid="reminder-outcome">
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {outcome.user.header}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {outcome.user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ReminderStatusBadge status={outcome.status} reason={outcome.reason} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button onClick={props.onClose} data-testid="reminder-outcomes-close">
              {t('organization.courses.remind.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
