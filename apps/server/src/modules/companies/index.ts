/**
 * The companies module's public face: the origins an LMS may frame the app from (the app's security headers),
 * the company permissions by code other modules enforce, and creating companies outside a request (the demo).
 */

export {
  assertCompanyPermission,
  hasCompanyPermission,
  permissionMissing,
} from './company-permissions.ts';
export { companyReach } from './company-reach.policy.ts';
export { type CompanyInput, changeCompanySettings, createCompanies } from './create-companies.ts';
export { lmsFramingOrigins } from './lms-framing.ts';
export { companiesModule } from './manifest.ts';
export { resolveWriteCompany } from './write-company.ts';
