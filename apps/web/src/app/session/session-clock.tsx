import { formatCountdown } from '@academy/contracts/format';
import { Affix, Button, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOutLocally } from '../../api/http-client.ts';
import { useSession } from '../../api/use-session.ts';
import { sessionClockState } from './session-clock-state.ts';

/** After the expired message has been readable for a moment, the user is taken to sign in again. */
const EXPIRED_REDIRECT_MS = 4000;

function goToLogin() {
  void signOutLocally({ expired: true });
}

/** The logout warning box at the bottom right (spec §4), refreshed every second. */
export function SessionClock() {
  const { t } = useTranslation();
  const session = useSession();
  const [now, setNow] = useState(() => Date.now());
  const state = sessionClockState(session?.user?.logout_at, now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (state.kind !== 'expired') return;
    const timer = window.setTimeout(goToLogin, EXPIRED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.kind]);

  if (state.kind === 'hidden') return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
      <Paper
        withBorder
        shadow="lg"
        p="md"
        radius="md"
        role="status"
        aria-live="polite"
        data-testid="session-clock"
        maw={320}
      >
        <Stack gap={6}>
          <Text size="sm" fw={600} c={state.kind === 'expired' ? 'red.8' : undefined}>
            <IconClockHour4 size={16} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} aria-hidden />
            {state.kind === 'expired' ? t('session.expired') : t('session.logout_in')}
          </Text>
          {state.kind === 'counting' && (
            <Text fz={28} fw={700} ff="monospace" data-testid="session-clock-time">
              {formatCountdown(state.remainingMs)}
            </Text>
          )}
          {state.kind === 'expired' && (
            <Button size="xs" onClick={goToLogin}>
              {t('session.sign_in_again')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Affix>
  );
}
