import { Button, Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconMapOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A screen (or a panel) waiting for its data. */
export function LoadingState(props: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" data-testid="loading-state">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader size="md" aria-hidden />
        <Text c="dimmed" size="sm">
          {props.label ?? t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** Nothing to show yet; says so, with an optional way on. */
export function EmptyPanel(props: {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  level?: 1 | 2 | 3;
}) {
  return (
    <EmptyState
      py="xl"
      data-testid="empty-state"
      icon={props.icon ?? <IconInbox size={28} aria-hidden />}
      withIndicatorBackground
    >
      <EmptyState.Title order={props.level ?? 2}>{props.title}</EmptyState.Title>
      {props.text && <EmptyState.Description>{props.text}</EmptyState.Description>}
      {props.action && <EmptyState.Actions>{props.action}</EmptyState.Actions>}
    </EmptyState>
  );
}

/** A failed load; the HTTP client has already shown why, so this offers a retry. */
export function ErrorPanel(props: { onRetry?: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      data-testid="error-state"
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={28} aria-hidden />}
    >
      <EmptyState.Title order={2}>{t('academy.states.error_title')}</EmptyState.Title>
      <EmptyState.Description>{props.text ?? t('academy.states.error_text')}</EmptyState.Description>
      {props.onRetry && (
        <EmptyState.Actions>
          <Button variant="light" onClick={props.onRetry}>
            {t('academy.states.retry')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/** An item that does not exist or is not the reader's (the server answers 404 for both). */
export function NotFoundPanel(props: { title: string; text: string; backTo: string; backLabel: string }) {
  return (
    <EmptyState
      py="xl"
      data-testid="not-found-state"
      color="gray"
      variant="light"
      icon={<IconMapOff size={28} aria-hidden />}
    >
      <EmptyState.Title order={1}>{props.title}</EmptyState.Title>
      <EmptyState.Description>{props.text}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={props.backTo} variant="light">
          {props.backLabel}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
