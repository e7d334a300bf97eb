import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Read-only facts of an item as a two-column table: a label and its value. */
export function FactsList(props: {
  facts: readonly { labelKey: string; value: ReactNode }[];
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <Table variant="vertical" layout="fixed" withTableBorder maw={640} data-testid={props['data-testid']}>
      <Table.Tbody>
        {props.facts.map((fact) => (
          <Table.Tr key={fact.labelKey}>
            <Table.Th w={200}>{t(fact.labelKey)}</Table.Th>
            <Table.Td>{fact.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
