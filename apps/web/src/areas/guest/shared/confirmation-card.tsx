import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GuestCard } from './guest-card.tsx';

/** The guest confirmation pages: an icon, a title, a text and one way on. */
export function ConfirmationCard(props: {
  icon: ReactNode;
  color?: string;
  title: string;
  text: ReactNode;
  action: { label: string; to: string };
}) {
  return (
    <GuestCard title={props.title}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color={props.color ?? 'teal'} aria-hidden>
          {props.icon}
        </ThemeIcon>
        <Text>{props.text}</Text>
        <Button component={Link} to={props.action.to} fullWidth>
          {props.action.label}
        </Button>
      </Stack>
    </GuestCard>
  );
}
