import { ltiRegistrationContract } from '@academy/contracts/entities/lti-registration';
import { createResourceApi } from './create-resource-api.ts';

/** A company's LTI 1.3 platforms (organization integrations tab): the generic resource. */
export const ltiRegistrationsApi = createResourceApi(ltiRegistrationContract);
