import { href } from '@academy/contracts/routes';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmationCard } from '../shared/confirmation-card.tsx';

/** /password-request-reset-success (spec §2). */
export function PasswordRequestResetSuccessPage() {
  const { t } = useTranslation();
  return (
    <ConfirmationCard
      icon={<IconMailForward size={34} />}
      title={t('reset.request_success.title')}
      text={t('reset.request_success.text')}
      action={{ label: t('reset.back_to_login'), to: href('auth.login') }}
    />
  );
}
