import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorLinkButton, ErrorScreen } from './error-screen.tsx';

/** /403 (spec §2). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      icon={<IconLock size={34} />}
      code={403}
      color="red"
      title={t('errors.forbidden_page.title')}
      text={t('errors.no_permission')}
      actions={<ErrorLinkButton href="/">{t('errors.go_home')}</ErrorLinkButton>}
    />
  );
}
