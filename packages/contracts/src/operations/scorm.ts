import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import {
  abilityGuard,
  binary,
  defineOperation,
  idParams,
  mediaAnswer,
} from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { loginResponseItemSchema } from '../entities/auth.ts';
import {
  scormLaunchQuerySchema,
  scormLaunchSchema,
  scormLoginRequestSchema,
  scormPackageContract,
  scormPackageCreateSchema,
  scormPackageSchema,
} from '../entities/scorm.ts';
import { scormRoutes } from './scorm.routes.ts';

/**
 * SCORM dispatch (issue 25): a company's managers make, download and revoke packages; the package's launch page
 * asks for a short-lived launch, and the academy's `/scorm/…` page exchanges its token for a session.
 */
const tags = ['scorm'];

export const createScormPackage = defineOperation({
  ...routed(scormRoutes, 'scorm.createPackage'),
  summary: 'Make a SCORM package (1.2 or 2004 4th edition) of a course for a company',
  tags,
  body: scormPackageCreateSchema,
  response: itemEnvelope(scormPackageSchema),
  status: 201,
  errors: [401, 403, 422],
  guard: 'signedIn',
});

export const revokeScormPackage = defineOperation({
  ...routed(scormRoutes, 'scorm.revokePackage'),
  summary: "Revoke a SCORM package: it launches nobody and its learners' sessions end",
  tags,
  params: idParams.extend({ id: idParams.shape.id.describe('The id or the uuid') }),
  response: itemEnvelope(scormPackageSchema),
  errors: [401, 403, 404],
  guard: abilityGuard(scormPackageContract, 'revoke'),
});

export const downloadScormPackage = defineOperation({
  ...routed(scormRoutes, 'scorm.downloadPackage'),
  summary: 'The SCORM package as a zip (imsmanifest.xml and the launch page)',
  tags,
  params: z.object({ id: z.string().max(64).describe('The id or the uuid') }),
  response: mediaAnswer('The package (zip)', { 'application/zip': binary }),
  errors: [401, 403, 404, 409],
  guard: 'signedIn',
});

export const scormLaunch = defineOperation({
  ...routed(scormRoutes, 'scorm.launch'),
  summary: "A short-lived launch for a learner of the LMS (asked by the package's launch page)",
  tags,
  params: z.object({ package: z.string().max(64).describe("The package's uuid") }),
  query: scormLaunchQuerySchema,
  response: itemEnvelope(scormLaunchSchema),
  errors: [404, 422, 429],
  guard: 'public',
});

export const loginWithScorm = defineOperation({
  ...routed(scormRoutes, 'scorm.login'),
  summary: 'Sign in a learner of a SCORM package with the launch token from the address',
  tags: ['auth'],
  body: scormLoginRequestSchema,
  response: itemEnvelope(loginResponseItemSchema),
  errors: [422, 429],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const scormOperations = [
  createScormPackage,
  revokeScormPackage,
  downloadScormPackage,
  scormLaunch,
  loginWithScorm,
] as const;
