import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GuestCard } from '../shared/guest-card.tsx';

/**
 * The card of an LTI step the browser passes through (the platform's storage, the launch): what is being done
 * while it runs, or why the launch failed.
 */
export function LtiStepCard({
  title,
  busy,
  failure,
}: {
  title: string;
  busy: string;
  failure: string | null;
}) {
  const { t } = useTranslation();
  return (
    <GuestCard title={title}>
      {failure ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('lti.launch_failed')}
          role="alert"
          data-testid="lti-launch-error"
        >
          {failure}
        </Alert>
      ) : (
        <Stack align="center">
          <Loader aria-label={t('common.loading')} />
          <Text>{busy}</Text>
        </Stack>
      )}
    </GuestCard>
  );
}
