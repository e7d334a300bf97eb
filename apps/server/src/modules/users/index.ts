/**
 * The users module's public face: which users an actor may see, forgetting the sessions and voiding the pending
 * e-mail changes of users whose company or department changed (companies and departments call it), and creating accounts and memberships
 * outside a request (the demo), and welcoming accounts made in bulk (an import: `welcomeCreatedAccounts`), and
 * the jobs that mail what its writes owe (`registerUserJobs`).
 */
export { welcomeCreatedAccounts } from './account-created.service.ts';
export { createUsers, type UserInput } from './create-users.ts';
export { type AnswerScope, answerCompanyIds, answerScope } from './custom-field-scope.ts';
export { fieldsOfCompanies } from './custom-field-values.ts';
export { forgetCompanyMembers, forgetDepartmentMembers, forgetLinkedUsers } from './forget-sessions.ts';
export { usersModule } from './manifest.ts';
export { nameOrEmailContains, nameOrEmailLike } from './name-or-email.ts';
export { nameOrder } from './name-order.ts';
export {
  voidPendingEmailChanges,
  voidPendingEmailChangesInCompany,
} from './pending-email-changes.ts';
export { addMemberships, type MembershipInput } from './user-membership.ts';
export {
  headedDepartmentIdsInScope,
  visibleDepartmentUsers,
  visibleMembersOfManagedCompany,
  visibleUsers,
} from './user-visibility.ts';
