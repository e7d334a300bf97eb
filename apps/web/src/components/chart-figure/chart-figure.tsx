import { Box, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type FigureColumn = { key: string; label: string; numeric?: boolean };
export type FigureRow = { key: string; cells: ReactNode[] };

/**
 * A chart with its text alternative (WCAG 1.1.1): the same figures as a table. The table is always there for
 * assistive technology (visually hidden while the chart shows), the drawing itself is hidden from it, and a toggle
 * shows the table instead of the chart for everyone who prefers to read the numbers. Any chart library fits, since
 * the chart is only children; charts that add their own keyboard layer should turn it off (the table is the way in).
 */
export function ChartFigure(props: {
  title: string;
  description?: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  /** Said instead of the chart and the table when there are no rows. */
  empty?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const table = (
    <Table striped aria-labelledby={headingId} data-testid="figure-table">
      <Table.Thead>
        <Table.Tr>
          {props.columns.map((column) => (
            <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined} scope="col">
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, index) => {
              const column = props.columns[index];
              return index === 0 ? (
                <Table.Th key={column.key} scope="row" fw={500}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                  {cell}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const empty = props.rows.length === 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid={props['data-testid']}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              {props.title}
            </Title>
            {props.description && (
              <Text size="sm" c="dimmed">
                {props.description}
              </Text>
            )}
          </Stack>
          {!empty && (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-pressed={asTable}
              style={{ flexShrink: 0 }}
              leftSection={
                asTable ? <IconChartBar size={16} aria-hidden /> : <IconTable size={16} aria-hidden />
              }
              onClick={() => setAsTable((value) => !value)}
            >
              {asTable ? t('resource.figure.show_chart') : t('resource.figure.show_table')}
            </Button>
          )}
        </Group>
        {empty ? (
          <Text size="sm" c="dimmed">
            {props.empty}
          </Text>
        ) : asTable ? (
          // Scrolls sideways on narrow screens; focusable so the keyboard can scroll it too.
          <Box role="region" aria-labelledby={headingId} tabIndex={0} style={{ overflowX: 'auto' }}>
            {table}
          </Box>
        ) : (
          <>
            <Box aria-hidden data-testid="figure-chart">
              {props.children}
            </Box>
            <VisuallyHidden>{table}</VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}
