import type { LoginCodeIssued, LoginCodeKind } from '@academy/contracts/entities/login-code';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useIssueLoginCode } from '../../../api/resources/login-codes.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { SecretMakingModal } from '../../../components/secrets/secret-making-modal.tsx';
import { ShownOnceSecret } from '../../../components/secrets/shown-once-secret.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';

const texts = 'organization.login_codes';

/**
 * "Issue PIN code": single-use, or valid until a date and time; once issued, the same modal shows the code this
 * one time with a copy button. The code lives only in this component's state, so closing the modal forgets it.
 */
export function LoginCodeIssueModal(props: { userUuid: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretMakingModal<LoginCodeIssued>
      opened={props.opened}
      onClose={props.onClose}
      titles={{ making: t(`${texts}.issue_title`), made: t(`${texts}.issued_title`) }}
      form={(made, cancel) => <IssueForm userUuid={props.userUuid} onIssued={made} onCancel={cancel} />}
      shown={(issued, done) => <ShownCode issued={issued} onDone={done} />}
    />
  );
}

/** `datetime-local` speaks local wall-clock time without a zone; the server wants an instant. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : '');

function IssueForm(props: {
  userUuid: string;
  onIssued: (issued: LoginCodeIssued) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const issue = useIssueLoginCode(props.userUuid);
  const [kind, setKind] = useState<LoginCodeKind>('single_use');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setErrors({});
    setFailure(null);
    if (kind === 'time_limited' && !until) {
      setErrors({ expires_at: [t(`${texts}.until_required`)] });
      return;
    }
    try {
      props.onIssued(
        await issue.mutateAsync(kind === 'single_use' ? { kind } : { kind, expires_at: toInstant(until) }),
      );
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation' && error.errors.expires_at)
        setErrors(error.errors);
      else setFailure(errorMessage(error));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="login-code-form"
    >
      <Stack gap="md">
        <FormErrorAlert message={failure} />
        <Radio.Group
          label={t(`${texts}.kind`)}
          value={kind}
          onChange={(value) => setKind(value as LoginCodeKind)}
        >
          <Stack gap={6} mt={6}>
            <Radio
              value="single_use"
              label={t(`${texts}.kind_single_use`)}
              description={t(`${texts}.kind_single_use_hint`)}
              data-testid="login-code-kind-single"
            />
            <Radio
              value="time_limited"
              label={t(`${texts}.kind_time_limited`)}
              description={t(`${texts}.kind_time_limited_hint`)}
              data-testid="login-code-kind-time"
            />
          </Stack>
        </Radio.Group>
        {kind === 'time_limited' && (
          <TextInput
            type="datetime-local"
            label={t(`${texts}.until`)}
            value={until}
            onChange={(event) => setUntil(event.currentTarget.value)}
            error={errors.expires_at?.join(' ')}
            required
            data-testid="login-code-until"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t(`${texts}.cancel`)}
          </Button>
          <Button type="submit" loading={issue.isPending} data-testid="login-code-submit">
            {t(`${texts}.submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ShownCode(props: { issued: LoginCodeIssued; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnceSecret
      value={props.issued.code}
      look="code"
      labels={{
        warning: t(`${texts}.issued_warning`),
        copy: t(`${texts}.copy`),
        copied: t(`${texts}.copied`),
        done: t(`${texts}.done`),
      }}
      details={
        <Text size="sm" c="dimmed">
          {t(`${texts}.valid_until`, { date: formatDateTime(props.issued.expires_at) })}
        </Text>
      }
      onDone={props.onDone}
      testIds={{
        shown: 'login-code-issued',
        value: 'login-code-value',
        copy: 'login-code-copy',
        done: 'login-code-done',
      }}
    />
  );
}
