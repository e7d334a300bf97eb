import type { Course, CourseOverview } from '@academy/contracts/entities/course';
import { href } from '@academy/contracts/routes';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

const figures: readonly (keyof CourseOverview)[] = ['enrolled', 'in_progress', 'certified', 'expired'];

/**
 * How the course is going (the server counts it in SQL over the people the reader may see, `with=overview`):
 * enrolled, in progress, certified and expired, each with what it counts; each learner's standing is in the
 * qualifications list, which the link opens filtered to this course.
 */
export function CourseOverviewTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Course>>();
  const overview = item.overview;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('admin.courses.overview.title')}
      </Title>
      {overview ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="course-overview">
          {figures.map((figure) => (
            <Paper key={figure} withBorder radius="md" p="md" data-testid={`overview-${figure}`}>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t(`admin.courses.overview.${figure}`)}
                </Text>
                <Text fz={32} fw={700} lh={1.1} data-testid="overview-count">
                  {overview[figure]}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`admin.courses.overview.${figure}_help`)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{t('admin.courses.overview.unavailable')}</Text>
      )}
      <Anchor
        component={Link}
        to={href('admin.qualification.index', { 'filter[course]': item.uuid })}
        size="sm"
      >
        {t('admin.courses.overview.qualifications')}
      </Anchor>
    </Stack>
  );
}
