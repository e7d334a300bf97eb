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
 * /company-invitation/:token: a company invited the owner of an existing account to join it (a manager added
 * their address; issue 9). The link is checked first and the owner accepts with one click, so a mail scanner
 * that opens links does not accept on its own. Open to signed-in users too: it is about their own account.
 */
export function CompanyInvitationPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const invitation = useQuery({
    queryKey: ['company-invitation', token],
    queryFn: () => authApi.validateCompanyInvitation(token),
  });
  const accept = useMutation({ mutationFn: () => authApi.acceptCompanyInvitation(token) });
  const signedIn = Boolean(clientStorage.getToken());

  let body: React.ReactNode;
  if (invitation.isPending) {
    body = <Loader mx="auto" aria-label={t('common.loading')} />;
  } else if (invitation.isError) {
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconMailExclamation size={18} aria-hidden />}
        role="alert"
        data-testid="company-invitation-error"
      >
        {errorMessage(invitation.error)}
      </Alert>
    );
  } else if (accept.isSuccess) {
    body = (
      <Stack align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Text data-testid="company-invitation-accepted">
          {t('company_invitation.done', { company: invitation.data.company })}
        </Text>
        {/* A full page load: the session's companies come from the context, which is loaded anew. */}
        <Button
          component="a"
          href={signedIn ? href('academy.dashboard.index') : href('auth.login')}
          fullWidth
        >
          {signedIn ? t('company_invitation.continue') : t('company_invitation.sign_in')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        <Text>
          {t('company_invitation.confirm_text', {
            company: invitation.data.company,
            email: invitation.data.email,
          })}
        </Text>
        {accept.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(accept.error)}
          </Alert>
        )}
        <Button onClick={() => accept.mutate()} loading={accept.isPending} fullWidth>
          {t('company_invitation.accept')}
        </Button>
      </Stack>
    );
  }

  return <GuestCard title={t('company_invitation.title')}>{body}</GuestCard>;
}
