/** A company permission as the company item lists it (spec §3: code and boolean value; default false). */
export type Permission = { code: string; value: boolean };

/** The update payload: every code with its value. */
export const permissionsPayload = (permissions: readonly Permission[]): Record<string, boolean> =>
  Object.fromEntries(permissions.map((permission) => [permission.code, permission.value]));

export const samePermissions = (a: readonly Permission[], b: readonly Permission[]) =>
  JSON.stringify(permissionsPayload(a)) === JSON.stringify(permissionsPayload(b));
