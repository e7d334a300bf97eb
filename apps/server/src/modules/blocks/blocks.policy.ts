import { never } from '../../platform/policy/define-policy.ts';
import { adminContentPolicy, administrators, authoredContentPolicy } from '../courses/index.ts';

export const blockPolicy = authoredContentPolicy({ clone: administrators });
export const blockLessonPolicy = authoredContentPolicy();
export const blockKnowledgeBasePolicy = authoredContentPolicy();
/** Passports say who may see a block: administrators' business. A passport is replaced, never edited. */
export const blockPassportPolicy = adminContentPolicy({ update: never });
