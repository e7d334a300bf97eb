import { defineModule } from '../../platform/module-manifest.ts';
import { notificationResource } from './notifications.resource.ts';

/** The notifications module: notifications. */
export const notificationsModule = defineModule({
  name: 'notifications',
  resources: [notificationResource],
});
