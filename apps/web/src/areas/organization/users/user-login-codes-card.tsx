import type { LoginCode } from '@academy/contracts/entities/login-code';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginCodes, useRevokeLoginCode } from '../../../api/resources/login-codes.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { LoginCodeIssueModal } from './user-login-code-issue-modal.tsx';

const texts = 'organization.login_codes';

/**
 * A person's PIN codes (issue 25): "Issue PIN code" (shown once), and the active codes with their kind, when
 * made, until when, when last used, and revoke. Shown to those who manage the person (the server decides).
 */
export function UserLoginCodesCard(props: { userUuid: string; name: string }) {
  const { t } = useTranslation();
  const [issuing, setIssuing] = useState(false);
  const codes = useLoginCodes(props.userUuid);
  return (
    <Card withBorder padding="lg" data-testid="user-login-codes">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {t(`${texts}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${texts}.description`)}
          </Text>
        </div>
        <Group>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setIssuing(true)}
            data-testid="login-code-issue"
          >
            {t(`${texts}.issue`)}
          </Button>
        </Group>
        {codes.isPending ? (
          <LoadingState />
        ) : codes.isError ? (
          <ErrorPanel text={t(`${texts}.error`)} onRetry={() => void codes.refetch()} />
        ) : codes.data.length === 0 ? (
          <EmptyPanel
            level={3}
            icon={<IconKey size={28} aria-hidden />}
            title={t(`${texts}.empty`)}
            text={t(`${texts}.empty_text`, { name: props.name })}
          />
        ) : (
          <CodesTable userUuid={props.userUuid} codes={codes.data} />
        )}
      </Stack>
      <LoginCodeIssueModal userUuid={props.userUuid} opened={issuing} onClose={() => setIssuing(false)} />
    </Card>
  );
}

function CodesTable(props: { userUuid: string; codes: LoginCode[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" data-testid="login-code-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${texts}.column_kind`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_created`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_expires`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_used`)}</Table.Th>
            <Table.Th aria-hidden />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.codes.map((code) => (
            <CodeRow key={code.id} userUuid={props.userUuid} code={code} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CodeRow(props: { userUuid: string; code: LoginCode }) {
  const { t } = useTranslation();
  const revoke = useRevokeLoginCode(props.userUuid);
  const { code } = props;
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: t(`${texts}.revoke_title`),
      children: <Text size="sm">{t(`${texts}.revoke_text`)}</Text>,
      labels: { confirm: t(`${texts}.revoke`), cancel: t(`${texts}.cancel`) },
      closeButtonProps: { 'aria-label': t('actions.close') },
      confirmProps: { color: 'red.8', 'data-testid': 'login-code-revoke-confirm' },
      onConfirm: () => revoke.mutate(code.id),
    });
  return (
    <Table.Tr data-testid="login-code-row">
      <Table.Td>{t(`${texts}.kind_${code.kind}`)}</Table.Td>
      <Table.Td>{formatDateTime(code.created_at)}</Table.Td>
      <Table.Td>{formatDateTime(code.expires_at)}</Table.Td>
      <Table.Td>{code.last_used_at ? formatDateTime(code.last_used_at) : t(`${texts}.never_used`)}</Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="default"
          onClick={confirmRevoke}
          loading={revoke.isPending}
          data-testid="login-code-revoke"
        >
          {t(`${texts}.revoke`)}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
