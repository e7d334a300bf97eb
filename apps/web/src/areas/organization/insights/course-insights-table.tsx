import type { CourseInsight } from '@academy/contracts/entities/insights';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The figures of a course row, in the order the columns show them. */
const FIGURES = [
  'learners',
  'enrolled',
  'not_started',
  'in_progress',
  'completed',
  'expiring',
  'expired',
] as const satisfies readonly (keyof CourseInsight)[];

/** Figures that call for a manager's attention are coloured when they are not zero. */
const ATTENTION: Partial<Record<(typeof FIGURES)[number], string>> = {
  expiring: 'orange.8',
  expired: 'red.8',
};

/**
 * One row per course: its title (a link to the company's view of the course) and code, then how many learners
 * stand where. Scrolls sideways on a narrow screen rather than squeezing the figures.
 */
export function CourseInsightsTable(props: {
  insights: readonly CourseInsight[];
  courseHref: (insight: CourseInsight) => string;
  /** Where it stands on its own (the insights tab) or in a department's overview. */
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="sm"
        aria-label={t('organization.insights.table')}
        data-testid={props['data-testid'] ?? 'course-insights'}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('organization.insights.course')}</Table.Th>
            {FIGURES.map((figure) => (
              <Table.Th key={figure} scope="col" ta="right">
                {t(`organization.insights.figures.${figure}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.insights.map((insight) => (
            <Table.Tr key={insight.course.uuid} data-testid="course-insight">
              <Table.Th scope="row" fw="normal">
                <Anchor component={Link} to={props.courseHref(insight)} fw={500}>
                  {insight.title}
                </Anchor>
                {insight.course.code && (
                  <Text size="xs" c="dimmed">
                    {insight.course.code}
                  </Text>
                )}
              </Table.Th>
              {FIGURES.map((figure) => (
                <Table.Td
                  key={figure}
                  ta="right"
                  c={insight[figure] > 0 ? ATTENTION[figure] : undefined}
                  fw={insight[figure] > 0 && ATTENTION[figure] ? 600 : undefined}
                  data-testid={`figure-${figure}`}
                >
                  {insight[figure]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
