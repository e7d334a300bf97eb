import type { PeopleImportOutcome, PeopleImportReport } from '@academy/contracts/entities/people-import';
import { Alert, Badge, Group, List, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const outcomeColor: Record<PeopleImportOutcome, string> = {
  create: 'teal',
  update: 'blue',
  unchanged: 'gray',
  invalid: 'red',
};

/**
 * An import's preview (issue 21 §3): the counts, the file's own problems, then every row with what it would do
 * and its problems, the rows with problems first so they are found without scrolling a long file.
 */
export function PeopleImportPreview(props: { report: PeopleImportReport }) {
  const { t } = useTranslation();
  const { report } = props;
  const rows = [...report.rows].sort(
    (a, b) => Number(b.outcome === 'invalid') - Number(a.outcome === 'invalid') || a.line - b.line,
  );
  return (
    <>
      <Group gap="xs" data-testid="import-counts">
        {(['create', 'update', 'unchanged', 'invalid'] as const).map((outcome) => (
          <Badge key={outcome} color={outcomeColor[outcome]} variant="light" size="lg">
            {t(`organization.bulk.import.counts.${outcome}`, { count: report.counts[outcome] })}
          </Badge>
        ))}
      </Group>
      {report.problems.length > 0 && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="import-file-problems"
        >
          <List size="sm">
            {report.problems.map((problem) => (
              <List.Item key={problem.message}>{problem.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder data-testid="import-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('organization.bulk.import.line')}</Table.Th>
              <Table.Th>{t('organization.bulk.import.outcome')}</Table.Th>
              <Table.Th>{t('fields.name')}</Table.Th>
              <Table.Th>{t('fields.email')}</Table.Th>
              <Table.Th>{t('fields.departments')}</Table.Th>
              <Table.Th>{t('organization.bulk.import.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.line} data-testid={`import-row-${row.line}`}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  <Badge color={outcomeColor[row.outcome]} variant="light">
                    {t(`organization.bulk.import.outcomes.${row.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{`${row.first_name} ${row.last_name}`.trim()}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.departments.join(', ')}</Table.Td>
                <Table.Td>
                  {row.problems.map((problem) => (
                    <Text key={problem.message} size="sm" c="red.9">
                      {problem.message}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
