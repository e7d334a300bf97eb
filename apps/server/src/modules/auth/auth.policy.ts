import type { UserRole } from '../../db/schema/tenancy.ts';

/**
 * Whether a person of this role may sign in with a password where the company has switched password sign-in
 * off: administrators may, so a company's single sign-on settings never lock the platform's operators out.
 */
export const signsInWithPasswordEverywhere = (role: UserRole) => role === 'admin' || role === 'super_admin';

/**
 * Whether an account of this role may be linked to a Microsoft or Facebook identity by its (verified) address:
 * never an administrator's, so a company's directory cannot claim the platform's operators.
 */
export const linksByProviderAddress = (role: UserRole) => !signsInWithPasswordEverywhere(role);
