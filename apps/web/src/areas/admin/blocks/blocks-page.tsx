import { href } from '@academy/contracts/routes';
import { blocksApi } from '../../../api/resources/blocks.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { blockColumns, blockFilters, blockHref } from './block-config.tsx';

/** /admin/blocks: every block of the tenant, with its language, questions and state. */
export function BlocksPage() {
  return (
    <ResourceListPage
      api={blocksApi}
      tableKey="admin-blocks"
      titleKey="admin.blocks.title"
      columns={blockColumns}
      filters={blockFilters}
      rowHref={blockHref}
      editable
      exportable
      create={{ to: href('admin.block.create'), labelKey: 'admin.blocks.create' }}
    />
  );
}
