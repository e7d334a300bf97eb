import { isSignInProvider } from '@academy/contracts/operations/auth-providers';
import { href } from '@academy/contracts/routes';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { providerSignInApi } from '../../../api/provider-sign-in-api.ts';
import { completeSignIn } from '../../../api/session/sign-in.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { followTarget } from '../shared/follow-target.ts';
import { GuestCard } from '../shared/guest-card.tsx';
import { providerSignInCompany } from './provider-sign-in-memory.ts';

/**
 * /azure/callback and /facebook/callback (spec §2): the provider's answer (code, state, iss) is handed to the
 * server once, then the spec §4 post-login routing for a provider sign-in (the company's scope, then
 * register-additional when it asks for more, else the dashboard). A refusal, or the person cancelling at the
 * provider, shows why with a way back to the sign-in page.
 */
export function ProviderCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  // A code is good once: a second run of the effect (StrictMode, a re-render) must not send it again.
  const sent = useRef(false);
  const provider = pathname.split('/')[1] ?? '';

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = search.get('code');
    const state = search.get('state');
    if (!isSignInProvider(provider) || !code || !state) {
      setFailure(t('provider_callback.cancelled'));
      return;
    }
    const iss = search.get('iss');
    providerSignInApi
      .login(provider, { code, state, ...(iss ? { iss } : {}) })
      .then((item) => completeSignIn(item, { provider: true }))
      .then((target) => followTarget(target, navigate))
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [navigate, provider, search, t]);

  const company = providerSignInCompany();
  const back = company ? href('auth.login.company', { company }) : href('auth.login');
  return (
    <GuestCard title={t('routes.provider_callback')}>
      {failure ? (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="provider-callback-error"
            role="alert"
          >
            {failure}
          </Alert>
          <Button component={Link} to={back} variant="default">
            {t('provider_callback.back')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" data-testid="provider-callback-loading">
          <Loader aria-hidden />
          <Text c="dimmed">{t('provider_callback.working')}</Text>
        </Stack>
      )}
    </GuestCard>
  );
}
