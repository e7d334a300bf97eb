import { blocksApi } from '../../../api/resources/blocks.ts';
import { AdminUpdateForm } from '../shared/admin-update-form.tsx';
import { blockFields } from './block-config.tsx';

/** The block tab: title, language, text, how many questions a quiz draws, active, media. */
export function BlockDetailsTab() {
  return <AdminUpdateForm api={blocksApi} fields={blockFields} />;
}
