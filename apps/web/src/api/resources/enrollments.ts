import { enrollmentContract } from '@academy/contracts/entities/enrollment';
import { createResourceApi } from './create-resource-api.ts';

/** Enrollments (spec §3, §4) of a company, a department or a user in a course; they recur and are revoked. */
export const enrollmentsApi = createResourceApi(enrollmentContract);
