import { enrollmentContract } from '@academy/contracts/entities/enrollment';
import { createResourceApi } from './create-resource-api.ts';

/** Enrollments (spec §3): a company, department or user enrolled in a course for a period. */
export const enrollmentsApi = createResourceApi(enrollmentContract);
