import { href } from '@academy/contracts/routes';
import { Alert, Anchor, Divider, Skeleton, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GuestCard } from '../shared/guest-card.tsx';
import { useCompanyBranding } from '../shared/use-company-branding.ts';
import { RegisterForm } from './register-form.tsx';

/** /register and /register/:company (spec §2); a company that does not accept sign-ups says so. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { company: companyParam } = useParams();
  const { company, branding, loading, missing } = useCompanyBranding(companyParam);
  const closed = Boolean(companyParam) && (missing || (company !== null && !company.registration_enabled));
  const loginLink = company ? href('auth.login.company', { company: company.slug }) : href('auth.login');

  return (
    <GuestCard
      title={t('register.title')}
      subtitle={company ? t('register.subtitle_company', { company: company.name }) : t('register.subtitle')}
      branding={branding}
    >
      {loading ? (
        <Skeleton h={320} />
      ) : closed ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="registration-closed"
        >
          {t('register.closed')}
        </Alert>
      ) : (
        <RegisterForm company={company ? company.slug : undefined} />
      )}
      <Divider />
      <Text size="sm" ta="center">
        {t('register.have_account')}{' '}
        <Anchor component={Link} to={loginLink} fw={600}>
          {t('register.login_link')}
        </Anchor>
      </Text>
    </GuestCard>
  );
}
