import { href } from '@academy/contracts/routes';
import { Alert, Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMailExclamation } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { clientStorage } from '../../../api/client-storage.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { GuestCard } from '../shared/guest-card.tsx';

/**
 * /verify-email-update/:token/:email (spec §2, §7): the link is validated first, then the user confirms the
 * change with one click, so a mail scanner that opens links does not change the address on its own.
 */
export function VerifyEmailUpdatePage() {
  const { t } = useTranslation();
  const params = useParams();
  const payload = { token: params.token ?? '', email: params.email ?? '' };
  const validation = useQuery({
    queryKey: ['verify-email-update', payload.token, payload.email],
    queryFn: () => authApi.validateVerifyEmailUpdate(payload),
  });
  const confirm = useMutation({ mutationFn: () => authApi.confirmVerifyEmailUpdate(payload) });
  const next = clientStorage.getToken() ? href('academy.dashboard.index') : href('auth.login');

  let body: React.ReactNode;
  if (validation.isPending) {
    body = <Loader mx="auto" aria-label={t('common.loading')} />;
  } else if (validation.isError) {
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconMailExclamation size={18} aria-hidden />}
        role="alert"
        data-testid="verify-email-error"
      >
        {errorMessage(validation.error)}
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Stack align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Text data-testid="email-updated">{t('verify_email.done', { email: payload.email })}</Text>
        {/* A full page load: a signed-in user's context (their address) is loaded anew. */}
        <Button component="a" href={next} fullWidth>
          {t('verify_email.continue')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        <Text>{t('verify_email.confirm_text', { email: payload.email })}</Text>
        {confirm.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(confirm.error)}
          </Alert>
        )}
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending} fullWidth>
          {t('verify_email.confirm')}
        </Button>
      </Stack>
    );
  }

  return <GuestCard title={t('verify_email.title')}>{body}</GuestCard>;
}
