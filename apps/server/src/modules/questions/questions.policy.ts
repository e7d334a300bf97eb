import { adminContentPolicy, administrators } from '../courses/index.ts';

/** Questions and their alternatives hold the answers: administrators only (learners get them through examinations). */
export const questionPolicy = adminContentPolicy({ clone: administrators });
export const questionAlternativePolicy = adminContentPolicy({ clone: administrators });
