import { coursesSearch } from './courses.search.ts';
import type { SearchDefinition } from './define-search.ts';
import { usersSearch } from './users.search.ts';

/** Every search POST /api/v1/search/{name} knows, one line each. */
export const registeredSearches: SearchDefinition[] = [coursesSearch, usersSearch];
