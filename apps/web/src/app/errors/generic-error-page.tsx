import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen.tsx';

/**
 * spec §2: the generic error screen shows the status code, the status text and "You don't have permission
 * to access this page."; spec §2 title rule: on a server error the page title is the status text.
 */
export function GenericErrorPage(props: { code: number; statusText: string }) {
  const { t } = useTranslation();
  const statusText = props.statusText || t('errors.unknown_status');
  useEffect(() => {
    document.title = statusText;
  }, [statusText]);
  return (
    <ErrorScreen
      icon={<IconAlertTriangle size={34} />}
      code={props.code || undefined}
      color="orange"
      title={statusText}
      text={t('errors.no_permission')}
      actions={<Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>}
    />
  );
}
