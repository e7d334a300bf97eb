import { authoredContentPolicy } from '../courses/content.policy.ts';

export const lessonPolicy = authoredContentPolicy();
