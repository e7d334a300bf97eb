import { HOME_SNAPSHOT_ELEMENT_ID } from '@academy/contracts/first-paint';
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useLayoutEffect } from 'react';
import { removeFirstPaint } from '../first-paint/first-paint.ts';

/** The frame every error screen shares: an icon, a code, a title, a text and actions, centred. */
export function ErrorScreen(props: {
  icon: ReactNode;
  code?: string | number;
  title: string;
  text: ReactNode;
  actions?: ReactNode;
  color?: string;
}) {
  // An error screen at start-up (maintenance, an unknown host) or of a route replaces the sign-in page's first
  // paint, as the router's pages do (root-route.tsx), and the dashboard's picture, which would cover it.
  useLayoutEffect(() => {
    removeFirstPaint();
    document.getElementById(HOME_SNAPSHOT_ELEMENT_ID)?.remove();
  }, []);
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={props.color ?? 'indigo'} aria-hidden>
            {props.icon}
          </ThemeIcon>
          {props.code !== undefined && (
            <Text fz={48} fw={800} lh={1} c="dimmed" data-testid="error-code">
              {props.code}
            </Text>
          )}
          <Title order={1} fz="h2">
            {props.title}
          </Title>
          <Text c="dimmed" component="div">
            {props.text}
          </Text>
          {props.actions && <Group justify="center">{props.actions}</Group>}
        </Stack>
      </Paper>
    </Center>
  );
}

/** A plain link styled as a button; error screens work without the router (start-up failures). */
export function ErrorLinkButton(props: { href: string; children: ReactNode }) {
  return (
    <Button component="a" href={props.href} variant="light">
      {props.children}
    </Button>
  );
}
