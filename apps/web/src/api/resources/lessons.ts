import { lessonContract } from '@academy/contracts/entities/lesson';
import { createResourceApi } from './create-resource-api.ts';

/** Lessons (spec §3): their blocks in order, pass mark, and the course variants that use them. */
export const lessonsApi = createResourceApi(lessonContract);
