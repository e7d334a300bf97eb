/** A company permission as the company item lists it (spec §3: code and boolean value; default false). */
export type Permission = { code: string; value: boolean };

/** The contract takes codes of up to 100 characters; these keep them readable and safe in an address. */
export const PERMISSION_CODE = /^[a-z0-9][a-z0-9_.:-]*$/i;
export const PERMISSION_CODE_MAX = 100;

/** Why a typed code cannot be added (an i18n key), or null when it can. */
export function permissionCodeProblem(code: string, present: readonly Permission[]): string | null {
  const trimmed = code.trim();
  if (!trimmed) return 'validation.required';
  if (trimmed.length > PERMISSION_CODE_MAX || !PERMISSION_CODE.test(trimmed))
    return 'validation.invalid_value';
  if (present.some((permission) => permission.code.toLowerCase() === trimmed.toLowerCase()))
    return 'resource.people.permissions.duplicate';
  return null;
}

/** The update payload: every code with its value (the server stores the whole map; absent codes are false). */
export const permissionsPayload = (permissions: readonly Permission[]): Record<string, boolean> =>
  Object.fromEntries(permissions.map((permission) => [permission.code, permission.value]));

export const samePermissions = (a: readonly Permission[], b: readonly Permission[]) =>
  JSON.stringify(permissionsPayload(a)) === JSON.stringify(permissionsPayload(b));
