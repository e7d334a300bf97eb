import { href } from '@academy/contracts/routes';
import { Alert, Anchor, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { GuestCard } from '../shared/guest-card.tsx';
import { useCompanyBranding } from '../shared/use-company-branding.ts';
import { LoginForm } from './login-form.tsx';

/**
 * /login and /login/:company (spec §2). The company variant shows the company's branding and options while its
 * dedicated sign-in page is on; when the company turned it off, the address leads to the ordinary /login (issue 22
 * §4; its query kept, so "session expired" and where to go next survive).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { company: companyParam } = useParams();
  const [search] = useSearchParams();
  const { search: query } = useLocation();
  const { company, branding, loading, missing } = useCompanyBranding(companyParam);
  const passwordLogin = !company || company.password_login_enabled;
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
        <Stack>
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={42} />
        </Stack>
      ) : passwordLogin ? (
        <LoginForm company={company ? company.slug : undefined} />
      ) : (
        <Alert color="gray" variant="light">
          {t('login.password_disabled')}
        </Alert>
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
