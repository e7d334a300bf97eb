import { defineModule } from '../../platform/module-manifest.ts';
import { blockKnowledgeBaseResource } from './block-knowledge-base.resource.ts';
import { blockLessonResource } from './block-lessons.resource.ts';
import { blockResource } from './blocks.resource.ts';
import { blockPassportResource } from './blocks-passports.resource.ts';

/** The blocks module: the blocks of a lesson, their links and passports. */
export const blocksModule = defineModule({
  name: 'blocks',
  resources: [blockLessonResource, blockResource, blockKnowledgeBaseResource, blockPassportResource],
});
