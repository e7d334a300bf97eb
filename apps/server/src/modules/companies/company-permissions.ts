import { type CompanyPermissionCode, companyPermissionCodes } from '@academy/contracts/entities/company';
import { type Locale, translate } from '@academy/contracts/messages';
import type { Actor } from '../../platform/auth/actor.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { boundByCompanyPermissions } from './companies.policy.ts';

type StoredPermissions = Record<string, boolean> | null | undefined;

/** A code is granted only when stored as true: absent, false or anything else is false (spec §3, §6). */
export const hasCompanyPermission = (stored: StoredPermissions, code: CompanyPermissionCode): boolean =>
  stored?.[code] === true;

/** The company item's `permissions`: every known code with its value, in the contract's order. */
export const presentPermissions = (stored: StoredPermissions) =>
  companyPermissionCodes.map((code) => ({ code, value: hasCompanyPermission(stored, code) }));

/** 403 naming the missing capability in the reader's language. */
export const permissionMissing = (code: CompanyPermissionCode, locale: Locale) =>
  new HttpError(403, 'companies.permission_missing', undefined, [translate(`permissions.${code}`, locale)]);

/**
 * Refuses what a company's managers and department heads may do only with the permission; administrators, who
 * grant permissions, are not bound by them.
 */
export function assertCompanyPermission(
  actor: Actor,
  stored: StoredPermissions,
  code: CompanyPermissionCode,
  locale: Locale,
): void {
  if (!boundByCompanyPermissions(actor) || hasCompanyPermission(stored, code)) return;
  throw permissionMissing(code, locale);
}
