import type { Permission } from '@academy/contracts/permissions';

/** A user as the context describes them: the permissions of the registry they hold, decided by the server. */
export type PermissionHolder = { readonly permissions: readonly Permission[] };

/**
 * Whether the signed-in user holds a permission of the registry (`packages/contracts/src/permissions.ts`). The
 * web's guards and menus ask this instead of combining role flags, so who may open an area is decided once.
 */
export function holdsPermission(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  return Boolean(user?.permissions.includes(permission));
}
