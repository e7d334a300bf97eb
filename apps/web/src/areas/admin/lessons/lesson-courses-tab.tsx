import type { Lesson } from '@academy/contracts/entities/lesson';
import { href } from '@academy/contracts/routes';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

/**
 * Usage in course variants: each variant using the lesson (to its page, admin.variant.update), the lesson's
 * place in it, and the lesson opened inside that variant. Read-only: a variant's lessons are arranged there.
 */
export function LessonCoursesTab() {
  const { t } = useTranslation();
  const { item: lesson } = useOutletContext<ResourcePageContext<Lesson>>();
  const variants = lesson.course_variants ?? [];
  return (
    <Stack gap="sm" maw={860}>
      <Title order={2} size="h4">
        {t('admin.lessons.courses.title')}
      </Title>
      {variants.length === 0 ? (
        <Text c="dimmed" data-testid="lesson-courses-empty">
          {t('admin.lessons.courses.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table
            withTableBorder
            striped
            aria-label={t('admin.lessons.courses.title')}
            data-testid="lesson-courses"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.lessons.courses.variant')}</Table.Th>
                <Table.Th w={120}>{t('admin.lessons.courses.position')}</Table.Th>
                <Table.Th>{t('admin.lessons.courses.in_variant')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variants.map((variant) => (
                <Table.Tr key={variant.uuid}>
                  <Table.Td>
                    <Anchor component={Link} to={href('admin.variant.update', { coursevariant: variant.id })}>
                      {variant.header}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{variant.pivot.sort_order}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={href('admin.course.variant-lesson', {
                        course: variant.course_id,
                        coursevariant: variant.id,
                        lesson: lesson.id,
                      })}
                      aria-label={t('admin.lessons.courses.open_in', { variant: variant.header })}
                    >
                      {t('admin.lessons.courses.open')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
