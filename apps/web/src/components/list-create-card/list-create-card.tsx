import { Button, Group, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyPanel, ErrorPanel, LoadingState } from '../page-states/page-states.tsx';
import { SectionCard } from '../section-card/section-card.tsx';

/** The list's loading state, as a query hook answers it. */
type ListQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * A card that lists a company's items of one kind and makes new ones (LTI platforms, partner integrations): its
 * title and description, anything to show above the list (`intro`), the create button, then the list's loading,
 * error (with a retry), empty and table states. The rows and the create/edit dialogs (`children`) are the
 * caller's.
 */
export function ListCreateCard<T>(props: {
  testId: string;
  title: string;
  description: string;
  intro?: ReactNode;
  create: { label: string; onClick: () => void; testId: string };
  query: ListQuery;
  /** The loaded items; undefined while loading or after a failure. */
  items: readonly T[] | undefined;
  errorText: string;
  empty: { title: string; text: string; icon: ReactNode };
  table: {
    testId: string;
    minWidth: number;
    /** The column headings; a last, unnamed column holds each row's actions. */
    columns: readonly string[];
    row: (item: T) => ReactNode;
  };
  children?: ReactNode;
}) {
  const { query, items, table } = props;
  return (
    <SectionCard testId={props.testId} title={props.title} description={props.description}>
      {props.intro}
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={props.create.onClick}
          data-testid={props.create.testId}
        >
          {props.create.label}
        </Button>
      </Group>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !items ? (
        <ErrorPanel text={props.errorText} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyPanel level={3} icon={props.empty.icon} title={props.empty.title} text={props.empty.text} />
      ) : (
        <Table.ScrollContainer minWidth={table.minWidth}>
          <Table verticalSpacing="xs" data-testid={table.testId}>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
                <Table.Th aria-hidden />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{items.map((item) => table.row(item))}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {props.children}
    </SectionCard>
  );
}
