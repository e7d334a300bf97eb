import { accessPassContract } from '@academy/contracts/entities/access-pass';
import { createResourceApi } from './create-resource-api.ts';

/** Access passes (spec §3): a company's grant of courses to itself, a department or a person. */
export const accessPassesApi = createResourceApi(accessPassContract);
