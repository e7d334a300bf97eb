import { questionContract } from '@academy/contracts/entities/question';
import { createResourceApi } from './create-resource-api.ts';

/** Questions (spec §3) with their alternatives; administrators only (the answers never reach learners). */
export const questionsApi = createResourceApi(questionContract);
