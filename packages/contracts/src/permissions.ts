/**
 * The permission registry (issue 23 §3): every coarse permission of the academy by name (`<area>.<action>`),
 * which roles and which kinds of caller hold it, and the scope it reaches. The server's policies ask it
 * (`holds` in apps/server/src/platform/policy/permissions.ts), the context sends the permissions a user holds,
 * and the web's guards and menus read those names instead of the user's role flags. What a policy decides per
 * row (whose enrollment, which company's report) stays in the policy and in the resource's visibility; this says
 * who may act in an area at all. No zod here: the web's first screen reads it.
 */

/**
 * The roles of spec §6 as the registry names them. `manager` manages the company in scope; `any_company_manager`
 * manages at least one company; `learner` is every signed-in user.
 */
export const roles = [
  'super_admin',
  'admin',
  'manager',
  'any_company_manager',
  'department_head',
  'learner',
] as const;
export type Role = (typeof roles)[number];

/** The kinds of caller a permission may be held by: a signed-in user, or a company's API key. */
export const holderKinds = ['user', 'api_key'] as const;
export type HolderKind = (typeof holderKinds)[number];

/** How far a permission reaches: the whole tenant, or the company in scope (its policies narrow it further). */
export type PermissionScope = 'tenant' | 'company';

export type PermissionRule = {
  readonly summary: string;
  /** The roles that hold it when the caller is a user (empty: no user holds it by role). */
  readonly roles: readonly Role[];
  /** The kinds of caller that may hold it; an API key holds it only when it was given it. */
  readonly holders: readonly HolderKind[];
  readonly scope: PermissionScope;
};

const administrators = ['super_admin', 'admin'] as const satisfies readonly Role[];

export const permissionRegistry = {
  'academy.administer': {
    summary: 'Run the academy: the admin area, authoring content, media, products and every company',
    roles: administrators,
    holders: ['user'],
    scope: 'tenant',
  },
  'tenants.manage': {
    summary: 'Manage the tenants themselves (their settings, domains and administrators)',
    roles: ['super_admin'],
    holders: ['user'],
    scope: 'tenant',
  },
  'organization.manage': {
    summary: 'Open the organization area of the company in scope (a department head sees their departments)',
    roles: [...administrators, 'manager', 'department_head'],
    holders: ['user'],
    scope: 'company',
  },
  'people.search': {
    summary: 'Find people and companies in the global search',
    roles: [...administrators, 'any_company_manager', 'department_head'],
    holders: ['user'],
    scope: 'company',
  },
  // What a company's API key may be given (organization area, integrations). Users reach these resources
  // through their policies (a manager of the company, an administrator), not through these names.
  'users.read': { summary: 'Read the company’s people', roles: [], holders: ['api_key'], scope: 'company' },
  'users.write': {
    summary: 'Create and change the company’s people',
    roles: [],
    holders: ['api_key'],
    scope: 'company',
  },
  'enrollments.read': {
    summary: 'Read the company’s enrollments',
    roles: [],
    holders: ['api_key'],
    scope: 'company',
  },
  'enrollments.write': {
    summary: 'Enroll the company’s people and change their enrollments',
    roles: [],
    holders: ['api_key'],
    scope: 'company',
  },
  'certificates.read': {
    summary: 'Read the company’s certificates',
    roles: [],
    holders: ['api_key'],
    scope: 'company',
  },
  'reports.read': {
    summary: 'Read and download the company’s reports',
    roles: [],
    holders: ['api_key'],
    scope: 'company',
  },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof permissionRegistry;
export const permissionNames = Object.keys(permissionRegistry) as Permission[];

/** The permissions a user with these roles holds (the server sends them with the context). */
export function permissionsOfRoles(held: ReadonlySet<Role>): Permission[] {
  return permissionNames.filter((name) => {
    const rule: PermissionRule = permissionRegistry[name];
    return rule.holders.includes('user') && rule.roles.some((role) => held.has(role));
  });
}

/** The permissions a company's API key may be given (the API-key contract's list is held to this one). */
export type ApiKeyGrantable = {
  [P in Permission]: 'api_key' extends (typeof permissionRegistry)[P]['holders'][number] ? P : never;
}[Permission];
export const apiKeyGrantable = permissionNames.filter((name) =>
  (permissionRegistry[name] as PermissionRule).holders.includes('api_key'),
) as ApiKeyGrantable[];
