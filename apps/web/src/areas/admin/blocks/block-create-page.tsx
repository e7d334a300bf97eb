import { blocksApi } from '../../../api/resources/blocks.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { blockFields, blockHref, blockList } from './block-config.tsx';

/** /admin/blocks/create: a new block starts active; its questions are added on its page. */
export function BlockCreatePage() {
  return (
    <ResourceCreatePage
      api={blocksApi}
      titleKey="admin.blocks.routes.create"
      list={blockList}
      fields={blockFields}
      itemHref={blockHref}
      submitLabelKey="resource.form.create"
      initial={{ is_active: true }}
    />
  );
}
