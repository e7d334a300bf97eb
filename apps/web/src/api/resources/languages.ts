import { languageContract } from '@academy/contracts/entities/language';
import { createResourceApi } from './create-resource-api.ts';

/** Languages (spec §3): code and name, with usage counts; admins write them. */
export const languagesApi = createResourceApi(languageContract);
