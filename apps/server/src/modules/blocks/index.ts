/** The blocks module's public face: creating blocks outside a request (the demo) and placing them in lessons. */
export { type BlockInput, type BlockLessonInput, createBlocks, linkBlockLessons } from './create-blocks.ts';
export { blocksModule } from './manifest.ts';
