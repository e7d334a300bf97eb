import type { Block } from '@academy/contracts/entities/block';
import { href } from '@academy/contracts/routes';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

/** The lessons tab: where the block is used (read-only; a lesson's blocks are arranged on the lesson). */
export function BlockLessonsTab() {
  const { t } = useTranslation();
  const { item: block } = useOutletContext<ResourcePageContext<Block>>();
  const lessons = block.lessons ?? [];
  return (
    <Stack gap="sm" maw={760}>
      <Title order={2} size="h4">
        {t('admin.blocks.lessons.title')}
      </Title>
      {lessons.length === 0 ? (
        <Text c="dimmed" data-testid="block-lessons-empty">
          {t('admin.blocks.lessons.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table
            withTableBorder
            striped
            aria-label={t('admin.blocks.lessons.title')}
            data-testid="block-lessons"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.blocks.lessons.lesson')}</Table.Th>
                <Table.Th w={160}>{t('admin.blocks.lessons.position')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lessons.map((lesson) => (
                <Table.Tr key={lesson.uuid}>
                  <Table.Td>
                    <Anchor component={Link} to={href('admin.lesson.detail', { lesson: lesson.id })}>
                      {lesson.header}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{lesson.pivot.sort_order}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
