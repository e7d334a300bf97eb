import { Anchor, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDate } from '../../i18n/reader-dates.ts';
import { LessonResultBadge } from './lesson-result-badge.tsx';
import type { LessonRow } from './lesson-rows.ts';

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${value}%`;

/**
 * The lessons table (spec §2): name, chapters, minimum requirement, best and latest score, result, expiry; a
 * lesson's name opens its content below (`?lesson=`). `action` adds a last column (the learner's quiz button).
 */
export function LessonsTable(props: { rows: LessonRow[]; action?: (row: LessonRow) => ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const lessonLink = (uuid: string) => {
    const search = new URLSearchParams(location.search);
    search.set('lesson', uuid);
    return `${location.pathname}?${search.toString()}#lesson-content`;
  };
  return (
    <div>
      <Title order={2} fz="h3" mb="sm" id="lessons-title">
        {t('academy.lessons.title')}
      </Title>
      <Table.ScrollContainer minWidth={980}>
        <Table
          verticalSpacing="sm"
          striped
          highlightOnHover
          aria-labelledby="lessons-title"
          data-testid="lessons-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('academy.lessons.name')}</Table.Th>
              <Table.Th scope="col">{t('academy.lessons.chapters')}</Table.Th>
              <Table.Th scope="col">{t('academy.lessons.minimum')}</Table.Th>
              <Table.Th scope="col">{t('academy.lessons.best')}</Table.Th>
              <Table.Th scope="col">{t('academy.lessons.latest')}</Table.Th>
              <Table.Th scope="col">{t('academy.lessons.result')}</Table.Th>
              <Table.Th scope="col">{t('academy.lessons.expiry')}</Table.Th>
              {props.action && (
                <Table.Th scope="col">
                  <VisuallyHidden>{t('academy.lessons.quiz')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.uuid} data-testid="lesson-row">
                <Table.Th scope="row" fw={500}>
                  {/* indigo.8: the default link colour is 4.47:1 on a hovered striped row (below AA). */}
                  <Anchor component={Link} to={lessonLink(row.uuid)} c="indigo.8">
                    {row.lesson?.title ?? row.header}
                  </Anchor>
                </Table.Th>
                <Table.Td>{row.lesson?.blocks_count ?? '–'}</Table.Td>
                <Table.Td>{score(row.pass_mark ?? row.lesson?.pass_mark)}</Table.Td>
                <Table.Td data-testid="lesson-best">{score(row.enrollment_progress)}</Table.Td>
                <Table.Td data-testid="lesson-latest">{score(row.enrollment_progress_latest)}</Table.Td>
                <Table.Td>
                  <LessonResultBadge
                    result={row.enrollment_result}
                    passedInLanguage={row.enrollment_passed_in_language}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {row.enrollment_expires_at ? formatDate(row.enrollment_expires_at) : '–'}
                  </Text>
                </Table.Td>
                {props.action && <Table.Td>{props.action(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
