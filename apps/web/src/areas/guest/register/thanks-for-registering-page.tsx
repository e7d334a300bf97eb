import { href } from '@academy/contracts/routes';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmationCard } from '../shared/confirmation-card.tsx';

/** /thanks-for-registering (spec §2). */
export function ThanksForRegisteringPage() {
  const { t } = useTranslation();
  return (
    <ConfirmationCard
      icon={<IconMailCheck size={34} />}
      title={t('thanks.title')}
      text={t('thanks.text')}
      action={{ label: t('thanks.login'), to: href('auth.login') }}
    />
  );
}
