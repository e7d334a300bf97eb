import { Badge, Button, Group, Paper } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clientStorage } from '../../api/client-storage.ts';
import { refreshContext } from '../../api/session/refresh-context.ts';
import { sessionStore } from '../../api/session-store.ts';
import { useSession } from '../../api/use-session.ts';

/** spec §1: while impersonating, the page has a dashed orange border; a small label says whose scope it is. */
export function ImpersonationBorder() {
  const { t } = useTranslation();
  const session = useSession();
  const impersonating = Boolean(session?.user && (session.impersonating || session.context.impersonating));
  if (!impersonating) return null;
  const stop = async () => {
    clientStorage.setImpersonation(null);
    // Context-Scope falls back to the context's scope, which is still the impersonated one: forget it first.
    sessionStore.patch((context) => ({
      ...context,
      impersonating: false,
      context: { ...context.context, scope: null, user_scope: null, impersonating: false },
    }));
    await refreshContext();
  };
  return (
    <>
      <div className="impersonation-border" data-testid="impersonation-border" aria-hidden />
      <Paper
        pos="fixed"
        bottom={12}
        left={12}
        style={{ zIndex: 1001 }}
        shadow="md"
        p={6}
        radius="md"
        withBorder
        role="region"
        aria-label={t('impersonation.label')}
      >
        <Group gap="xs">
          <Badge color="orange" variant="light" leftSection={<IconUserShield size={14} aria-hidden />}>
            {t('impersonation.acting_as', {
              // Acting as a user names the user; acting in a company, the company.
              name: session?.context.user_scope?.name ?? session?.context.scope?.name ?? '',
            })}
          </Badge>
          <Button size="compact-xs" variant="subtle" color="orange" onClick={stop}>
            {t('impersonation.stop')}
          </Button>
        </Group>
      </Paper>
    </>
  );
}
