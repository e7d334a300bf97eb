import { IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorLinkButton, ErrorScreen } from './error-screen.tsx';

/** /404 and every unmatched path (spec §2), also the context-load 404 (spec §8). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      icon={<IconMapOff size={34} />}
      code={404}
      title={t('errors.not_found.title')}
      text={t('errors.not_found.text')}
      actions={<ErrorLinkButton href="/">{t('errors.go_home')}</ErrorLinkButton>}
    />
  );
}
