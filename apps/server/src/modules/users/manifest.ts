import { defineModule } from '../../platform/module-manifest.ts';
import { companyInvitationRoutes } from './company-invitations.routes.ts';
import { companyManagerRoutes } from './company-manager.routes.ts';
import { emailChangeLinkRoutes } from './email-change-links.routes.ts';
import { peopleImportRoutes } from './people-import.routes.ts';
import { registrationCompletionRoutes } from './registration-completion.routes.ts';
import { userCreateRoutes } from './user-create.routes.ts';
import { registerUserJobs } from './user-jobs.ts';
import { userLoginCodeRoutes } from './user-login-codes.routes.ts';
import { userOverviewRoutes } from './user-overview.routes.ts';
import { userPasswordResetRoutes } from './user-password-reset.routes.ts';
import { userSettingsRoutes } from './user-settings.routes.ts';
import { userResource } from './users.resource.ts';

/** The users module: users, their settings, invitations and imports. */
export const usersModule = defineModule({
  name: 'users',
  resources: [userResource],
  routes: [
    userSettingsRoutes,
    userCreateRoutes,
    peopleImportRoutes,
    userPasswordResetRoutes,
    companyManagerRoutes,
    companyInvitationRoutes,
    registrationCompletionRoutes,
    emailChangeLinkRoutes,
    userOverviewRoutes,
    userLoginCodeRoutes,
  ],
  jobs: [registerUserJobs],
});
