/**
 * The users module's public face: which users an actor may see, and forgetting the sessions of users whose
 * company or department changed (companies and departments call it).
 */
export { forgetCompanyMembers, forgetDepartmentMembers, forgetLinkedUsers } from './forget-sessions.ts';
export { headedDepartmentIdsInScope, visibleDepartmentUsers, visibleUsers } from './user-visibility.ts';
