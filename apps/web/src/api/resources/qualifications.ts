import { qualificationContract } from '@academy/contracts/entities/qualification';
import { createResourceApi } from './create-resource-api.ts';

/** Qualifications (spec §3): a learner's standing per course, computed by the server; read-only. */
export const qualificationsApi = createResourceApi(qualificationContract);
