import { lessonContract } from '@academy/contracts/entities/lesson';
import { createResourceApi } from './create-resource-api.ts';

/** Lessons (spec §3): a lesson's text and media, its blocks of questions and pass mark. */
export const lessonsApi = createResourceApi(lessonContract);
