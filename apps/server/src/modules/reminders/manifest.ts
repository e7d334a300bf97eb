import { defineModule } from '../../platform/module-manifest.ts';
import { registerReminderJobs } from './reminder-jobs.ts';
import { reminderRoutes } from './reminders.routes.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

/** The reminders module: reminders and unsubscribing from them. */
export const remindersModule = defineModule({
  name: 'reminders',
  routes: [reminderRoutes, unsubscribeRoutes],
  jobs: [registerReminderJobs],
});
