import type { Block } from '@academy/contracts/entities/block';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { blocksApi } from '../../../api/resources/blocks.ts';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { knowledgeBaseHref } from './knowledge-base-link.ts';

/**
 * The knowledge-base tab: the books and chapters shown with the block (its `knowledge_base` link), in order;
 * attach one found by search, detach, reorder.
 */
export function BlockKnowledgeBaseTab() {
  const { t } = useTranslation();
  const { item: block } = useOutletContext<ResourcePageContext<Block>>();
  const books = [...(block.knowledge_base ?? [])].sort((a, b) => a.pivot.sort_order - b.pivot.sort_order);
  return (
    <Stack maw={760}>
      <LinkedItems
        api={blocksApi}
        owner={block}
        link="knowledge_base"
        items={books}
        title={t('admin.blocks.knowledge_base.title')}
        addLabel={t('admin.blocks.knowledge_base.add')}
        emptyText={t('admin.blocks.knowledge_base.empty')}
        ordered
        itemHref={knowledgeBaseHref}
        columns={[
          {
            header: t('admin.blocks.knowledge_base.kind'),
            cell: (book) =>
              t(book.parent_id ? 'admin.blocks.knowledge_base.chapter' : 'admin.blocks.knowledge_base.book'),
          },
        ]}
        data-testid="block-knowledge-base"
      />
    </Stack>
  );
}
