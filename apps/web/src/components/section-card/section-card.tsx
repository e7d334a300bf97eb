import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered card of one topic on a page of cards (the integrations tab: one connection each): a heading, what it
 * is for, and its contents.
 */
export function SectionCard(props: {
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
