import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A side panel of a course or variant page: its title, then either its rows or what to say when it is empty. */
export function Panel(props: { title: string; testId: string; empty: string | null; children?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={props.testId}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {props.title}
        </Title>
        {props.empty !== null ? (
          <Text size="sm" c="dimmed">
            {props.empty}
          </Text>
        ) : (
          props.children
        )}
      </Stack>
    </Card>
  );
}

/** One labelled value of a panel, as a description-list row. */
export function PanelRow(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" component="div">
      <Text size="sm" c="dimmed" component="dt">
        {props.label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} ta="right" data-testid={props.testId}>
        {props.children}
      </Text>
    </Group>
  );
}
