import { href } from '@academy/contracts/routes';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmationCard } from '../shared/confirmation-card.tsx';

/** /password-reset-success (spec §2). */
export function PasswordResetSuccessPage() {
  const { t } = useTranslation();
  return (
    <ConfirmationCard
      icon={<IconCircleCheck size={34} />}
      title={t('reset.success.title')}
      text={t('reset.success.text')}
      action={{ label: t('reset.success.login'), to: href('auth.login') }}
    />
  );
}
