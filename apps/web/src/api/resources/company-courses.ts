import { companyCourseContract } from '@academy/contracts/entities/company-course';
import { createResourceApi } from './create-resource-api.ts';

/** Courses given to companies, each with its seat pool (issue 21). */
export const companyCoursesApi = createResourceApi(companyCourseContract);
