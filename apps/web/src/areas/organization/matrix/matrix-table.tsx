import type { TrainingMatrix } from '@academy/contracts/entities/training-matrix';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StandingBadge } from './standing-badge.tsx';

/** The first column stays in view while the courses scroll sideways. */
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  minWidth: 200,
} as const;

/**
 * People (rows) × courses (columns): each cell the person's status badge and its date, or a dash where the
 * course is not theirs. The name column is sticky, so a wide matrix scrolls under it.
 */
export function MatrixTable(props: { matrix: TrainingMatrix }) {
  const { t } = useTranslation();
  const { courses, people } = props.matrix;
  return (
    <Table.ScrollContainer minWidth={200 + courses.length * 140}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="xs"
        aria-label={t('organization.matrix.table_label')}
        data-testid="training-matrix"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={sticky}>
              {t('organization.matrix.person')}
            </Table.Th>
            {courses.map((course) => (
              <Table.Th key={course.uuid} scope="col" style={{ minWidth: 140 }}>
                {course.title}
                {course.code && (
                  <Text size="xs" c="dimmed">
                    {course.code}
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.uuid} data-testid="matrix-person">
              <Table.Th scope="row" fw="normal" style={sticky}>
                <Text size="sm" fw={500}>
                  {person.last_name}, {person.first_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {person.departments ?? person.email}
                </Text>
              </Table.Th>
              {courses.map((course) => {
                const cell = person.cells.find((item) => item.course_id === course.id);
                return (
                  <Table.Td key={course.uuid} data-testid="matrix-cell">
                    {cell ? (
                      <StandingBadge status={cell.status} date={cell.date} />
                    ) : (
                      <Text size="sm" c="dimmed" aria-label={t('organization.matrix.not_enrolled')}>
                        –
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
