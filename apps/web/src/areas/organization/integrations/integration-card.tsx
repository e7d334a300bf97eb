import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One connection of the integrations tab: a heading, what it is for, and its contents. */
export function IntegrationCard(props: {
  title: string;
  description: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={props.testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
        {props.children}
      </Stack>
    </Card>
  );
}
