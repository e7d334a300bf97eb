import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled part of the dashboard with a "see all" link. */
export function DashboardSection(props: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={props.id} data-testid={props.id}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3" id={props.id}>
          {props.title}
        </Title>
        {props.more && (
          <Anchor component={Link} to={props.more.to} size="sm">
            {props.more.label}
          </Anchor>
        )}
      </Group>
      {props.children}
    </Stack>
  );
}
