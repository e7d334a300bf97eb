import type { CourseVariant } from '@academy/contracts/entities/course-variant';
import { href } from '@academy/contracts/routes';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import { Can } from '../../../components/can/can.tsx';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { YesNoBadge } from '../../../components/resource-screens/yes-no-badge.tsx';
import { LanguageBadge, LanguageGapsPanel } from './language-gaps-panel.tsx';

/**
 * The variant's lessons in their order (spec §3 course-variant-lesson): move up or down, remove, add an
 * existing lesson of the variant's language, or write a new one (lessons/create). Each lesson opens on its
 * page inside the variant, where its blocks and questions are edited.
 */
export function VariantLessonsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<CourseVariant>>();
  const lessonHref = (lesson: { id: number }) =>
    href('admin.course.variant-lesson', {
      course: item.course_id,
      coursevariant: item.id,
      lesson: lesson.id,
    });
  // Lessons still in another language than the variant, each with its language (with=language_gaps).
  const lessonGaps = new Map(
    (item.language_gaps?.items ?? [])
      .filter((gap) => gap.kind === 'lesson')
      .map((gap) => [gap.id, gap.language]),
  );
  return (
    <Stack gap="md">
      {item.language_gaps && (
        <LanguageGapsPanel
          gaps={item.language_gaps}
          variantLanguage={item.language && { code: item.language.code, name: item.language.header }}
        />
      )}
      <LinkedItems
        api={courseVariantsApi}
        owner={item}
        link="lessons"
        items={item.lessons ?? []}
        ordered
        title={t('admin.variants.lessons.title')}
        addLabel={t('admin.variants.lessons.add')}
        emptyText={t('admin.variants.lessons.empty')}
        itemHref={lessonHref}
        searchFilters={item.language ? { language: item.language.code } : undefined}
        columns={[
          { header: t('admin.variants.lessons.pass_mark'), cell: (lesson) => `${lesson.pass_mark}%` },
          {
            header: t('fields.is_active'),
            cell: (lesson) => <YesNoBadge value={lesson.is_active} />,
          },
          {
            header: t('admin.language_gaps.language'),
            cell: (lesson) => {
              const language = lessonGaps.get(lesson.id);
              return language ? <LanguageBadge language={language} /> : null;
            },
          },
        ]}
        data-testid="variant-lessons"
      />
      <Can ability="update" item={item}>
        <Group>
          <Button
            component={Link}
            to={href('admin.variant.lesson-create', { coursevariant: item.id })}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="lesson-create"
          >
            {t('admin.variants.lessons.create')}
          </Button>
        </Group>
      </Can>
    </Stack>
  );
}
