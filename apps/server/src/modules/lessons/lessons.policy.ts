import { authoredContentPolicy } from '../courses/index.ts';

export const lessonPolicy = authoredContentPolicy();
