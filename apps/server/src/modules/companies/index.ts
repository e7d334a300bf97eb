/**
 * The companies module's public face: the origins an LMS may frame the app from (the app's security headers),
 * and the company permissions by code other modules enforce.
 */

export {
  assertCompanyPermission,
  hasCompanyPermission,
  permissionMissing,
} from './company-permissions.ts';
export { companyReach } from './company-reach.ts';
export { lmsFramingOrigins } from './lms-framing.ts';
