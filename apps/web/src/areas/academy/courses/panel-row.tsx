import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
