import type { Lesson } from '@academy/contracts/entities/lesson';
import { href } from '@academy/contracts/routes';
import { Alert, Group, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useParams } from 'react-router';
import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import { lessonsApi } from '../../../api/resources/lessons.ts';
import { Can } from '../../../components/can/can.tsx';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { LanguageBadge, LanguageGapsPanel } from '../course-variants/language-gaps-panel.tsx';
import { yesNo } from '../shared/content-fields.tsx';
import { NewBlockButton } from './new-block-modal.tsx';

/**
 * Blocks: the lesson's blocks in order (attach one found by search in the lesson's language, detach, move,
 * each a sync of the new order, or write a new one in a modal), with how the quiz draws them.
 */
export function LessonBlocksTab() {
  const { t } = useTranslation();
  const { item: lesson } = useOutletContext<ResourcePageContext<Lesson>>();
  const blocks = [...(lesson.blocks ?? [])].sort((a, b) => a.pivot.sort_order - b.pivot.sort_order);
  const drawn = lesson.blocks_limit
    ? t(lesson.blocks_at_random ? 'admin.lessons.blocks.random_limit' : 'admin.lessons.blocks.first_limit', {
        count: lesson.blocks_limit,
      })
    : t(lesson.blocks_at_random ? 'admin.lessons.blocks.random_all' : 'admin.lessons.blocks.all');
  // Inside a variant (…/variants/:coursevariant/lessons/:lesson) the lesson's blocks and questions still in
  // another language than the variant are marked; on /admin/lessons/:lesson there is no variant to compare with.
  const { coursevariant } = useParams();
  const variant = courseVariantsApi.useItem(coursevariant, ['language_gaps']).data;
  const gaps = variant?.language_gaps;
  const blockGaps = new Map(
    (gaps?.items ?? [])
      .filter((gap) => gap.kind === 'block' && gap.lesson_id === lesson.id)
      .map((gap) => [gap.id, gap.language]),
  );
  return (
    <Stack gap="md" maw={860}>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        {drawn}
      </Alert>
      {variant && gaps && (
        <LanguageGapsPanel
          gaps={gaps}
          variantLanguage={variant.language && { code: variant.language.code, name: variant.language.header }}
          lessonId={lesson.id}
        />
      )}
      <LinkedItems
        api={lessonsApi}
        owner={lesson}
        link="blocks"
        items={blocks}
        title={t('admin.lessons.blocks.title')}
        addLabel={t('admin.lessons.blocks.add')}
        emptyText={t('admin.lessons.blocks.empty')}
        ordered
        itemHref={(block) => href('admin.block.block', { block: block.uuid })}
        searchFilters={lesson.language_id ? { language: String(lesson.language_id) } : undefined}
        columns={[
          { header: t('admin.lessons.blocks.active'), cell: (block) => yesNo(block.is_active) },
          {
            header: t('admin.lessons.blocks.questions_limit'),
            cell: (block) => block.questions_limit ?? t('admin.blocks.all_questions'),
          },
          ...(gaps
            ? [
                {
                  header: t('admin.language_gaps.language'),
                  cell: (block: { id: number }) => {
                    const language = blockGaps.get(block.id);
                    return language ? <LanguageBadge language={language} /> : null;
                  },
                },
              ]
            : []),
        ]}
        data-testid="lesson-blocks"
      />
      <Can ability="update" item={lesson}>
        <Group>
          <NewBlockButton lesson={lesson} />
        </Group>
      </Can>
    </Stack>
  );
}
