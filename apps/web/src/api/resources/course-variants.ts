import { courseVariantContract } from '@academy/contracts/entities/course-variant';
import { createResourceApi } from './create-resource-api.ts';

/** Course variants (spec §3): a course in one language, with its ordered lessons. */
export const courseVariantsApi = createResourceApi(courseVariantContract);
