import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sendPasswordResetMail } from '../../../api/academy/settings.ts';

/**
 * A password-reset mail to the learner's own address; offered only while core e-mails are on (spec §6). The
 * text says what the button does, to which address.
 */
export function PasswordResetCard(props: { coreEmailsOn: boolean; email: string }) {
  const { t } = useTranslation();
  const send = useMutation({ mutationFn: sendPasswordResetMail });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="password-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="password-title">
          {t('academy.settings.password_title')}
        </Title>
        {props.coreEmailsOn ? (
          <>
            <Text size="sm" c="dimmed" data-testid="password-text">
              {t('academy.settings.password_text', { email: props.email })}
            </Text>
            <Button
              variant="light"
              leftSection={<IconMail size={16} aria-hidden />}
              loading={send.isPending}
              onClick={() => send.mutate()}
              w="fit-content"
              data-testid="password-reset-mail"
            >
              {t('academy.settings.password_send')}
            </Button>
            {send.isSuccess && (
              <Alert color="teal" variant="light">
                {t('academy.settings.password_sent')}
              </Alert>
            )}
          </>
        ) : (
          <Alert color="orange" variant="light" data-testid="password-core-off">
            {t('academy.settings.password_core_off')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
