import { blocksApi } from '../../../api/resources/blocks.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { CloneButton } from '../shared/clone-button.tsx';
import { blockCloneFields, blockCopy, blockHref, blockList } from './block-config.tsx';

/** The relations every tab of the block page reads (one request for the page). */
export const blockPageRelations = ['questions', 'lessons', 'knowledge_base'] as const;

/**
 * /admin/blocks/:block (the block's uuid, spec §2 "/admin/blocks/{uuid}/block"): the block's tabs — the block
 * itself, its questions, who may see it, the lessons using it, its knowledge-base links and a preview.
 */
export function BlockPage() {
  return (
    <ResourceItemPage
      api={blocksApi}
      param="block"
      with={blockPageRelations}
      title={(item) => item.title}
      list={blockList}
      tabs={[
        { route: 'admin.block.block', labelKey: 'admin.blocks.tabs.block' },
        { route: 'admin.block.questions', labelKey: 'admin.blocks.tabs.questions' },
        { route: 'admin.block.access-control', labelKey: 'admin.blocks.tabs.access_control' },
        { route: 'admin.block.lessons', labelKey: 'admin.blocks.tabs.lessons' },
        { route: 'admin.block.knowledge-base', labelKey: 'admin.blocks.tabs.knowledge_base' },
        { route: 'admin.block.preview', labelKey: 'admin.blocks.tabs.preview' },
      ]}
      actions={(item) => (
        <CloneButton
          api={blocksApi}
          item={item}
          initial={blockCopy(item)}
          fields={blockCloneFields}
          itemHref={blockHref}
          labelKey="admin.blocks.clone.action"
          titleKey="admin.blocks.clone.title"
          textKey="admin.blocks.clone.text"
        />
      )}
    />
  );
}
