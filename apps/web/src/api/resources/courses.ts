import { courseContract } from '@academy/contracts/entities/course';
import { createResourceApi } from './create-resource-api.ts';

/** Courses (spec §3): the administrative course, its variants per language and related courses. */
export const coursesApi = createResourceApi(courseContract);
