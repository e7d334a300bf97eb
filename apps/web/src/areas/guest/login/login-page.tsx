import { href } from '@academy/contracts/routes';
import { Alert, Anchor, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../api/use-session.ts';
import { ProviderButtons } from '../provider-callback/provider-buttons.tsx';
import { GuestCard } from '../shared/guest-card.tsx';
import { useCompanyBranding } from '../shared/use-company-branding.ts';
import { LoginForm } from './login-form.tsx';

// The PIN option is loaded only when chosen, so the sign-in page's first screen costs what it did.
const PinLoginForm = lazy(() => import('./pin-login-form.tsx'));

/** `?method=code` shows the PIN option (the link in a mailed code leads there, with `email`). */
const METHOD_PARAM = 'method';

const formSkeleton = (
  <Stack>
    <Skeleton h={56} />
    <Skeleton h={56} />
    <Skeleton h={42} />
  </Stack>
);

/**
 * /login and /login/:company (spec §2). The company variant shows the company's branding and options while its
 * dedicated sign-in page is on; when the company turned it off, the address leads to the ordinary /login (issue 22
 * §4; its query kept, so "session expired" and where to go next survive).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { company: companyParam } = useParams();
  const [search, setSearch] = useSearchParams();
  const { search: query } = useLocation();
  const { company, branding, loading, missing } = useCompanyBranding(companyParam);
  const session = useSession();
  const passwordLogin = !company || company.password_login_enabled;
  const pinLogin = !company || company.pin_login_enabled;
  const pinChosen = pinLogin && search.get(METHOD_PARAM) === 'code';
  const withMethod = (method: 'code' | null) => {
    const next = new URLSearchParams(search);
    if (method) next.set(METHOD_PARAM, method);
    else next.delete(METHOD_PARAM);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const choose = (method: 'code' | null) => setSearch(new URLSearchParams(withMethod(method)));
  const registerLink = company
    ? company.registration_enabled
      ? href('auth.register.company', { company: company.slug })
      : null
    : href('auth.register');

  if (company && !company.dedicated_login_enabled)
    return <Navigate to={`${href('auth.login')}${query}`} replace />;
  return (
    <GuestCard
      title={t('login.title')}
      subtitle={company ? t('login.subtitle_company', { company: company.name }) : t('login.subtitle')}
      branding={branding}
    >
      {search.get('expired') && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconClockExclamation size={18} aria-hidden />}
          data-testid="session-expired"
        >
          {t('session.expired')}
        </Alert>
      )}
      {missing && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('login.company_not_found')}
        </Alert>
      )}
      {loading ? (
        formSkeleton
      ) : pinChosen ? (
        <Suspense fallback={formSkeleton}>
          <PinLoginForm company={company ? company.slug : undefined} onBack={() => choose(null)} />
        </Suspense>
      ) : passwordLogin ? (
        <LoginForm company={company ? company.slug : undefined} />
      ) : (
        <Alert color="gray" variant="light">
          {t('login.password_disabled')}
        </Alert>
      )}
      {!loading && pinLogin && !pinChosen && (
        // A link, not a button: it changes the address (?method=code), and the password form keeps the page's one
        // "Sign in" button.
        <Anchor component={Link} to={withMethod('code')} size="sm" ta="center" data-testid="pin-login-option">
          {t('login.pin_option')}
        </Anchor>
      )}
      {!loading && !pinChosen && (
        // Plain /login: Facebook only (the platform's app, for people whose company allows it); Microsoft is
        // always a company's own directory.
        <ProviderButtons
          company={company?.slug}
          azure={company ? company.azure_login_enabled : false}
          facebook={company ? company.facebook_login_enabled : !!session?.application.facebook_login}
        />
      )}
      {registerLink && (
        <>
          <Divider />
          <Text size="sm" ta="center">
            {t('login.no_account')}{' '}
            <Anchor component={Link} to={registerLink} fw={600}>
              {t('login.register_link')}
            </Anchor>
          </Text>
        </>
      )}
      {/* The public shop (spec §2): a visitor without an account can buy there. */}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={href('shop.index')} data-testid="shop-link">
          {t('login.shop_link')}
        </Anchor>
      </Text>
    </GuestCard>
  );
}
