import { authoredContentPolicy } from './content.policy.ts';

export const coursePolicy = authoredContentPolicy();
export const courseVariantPolicy = authoredContentPolicy();
export const courseVariantLessonPolicy = authoredContentPolicy();
