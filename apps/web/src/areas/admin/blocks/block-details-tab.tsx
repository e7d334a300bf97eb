import { blocksApi } from '../../../api/resources/blocks.ts';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { blockFields } from './block-config.tsx';

/** The block tab: title, language, text, how many questions a quiz draws, active, media. */
export function BlockDetailsTab() {
  return <ResourceUpdateForm api={blocksApi} fields={blockFields} />;
}
