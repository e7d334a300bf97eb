import type { ModuleManifest } from '../platform/module-manifest.ts';
import { actionsModule } from './actions/index.ts';
import { apiKeysModule } from './api-keys/index.ts';
import { authModule } from './auth/index.ts';
import { blocksModule } from './blocks/index.ts';
import { booksModule } from './books/index.ts';
import { certificatesModule } from './certificates/index.ts';
import { companiesModule } from './companies/index.ts';
import { companyCoursesModule } from './company-courses/index.ts';
import { contentVisibilityModule } from './content-visibility/index.ts';
import { contextModule } from './context/index.ts';
import { coursesModule } from './courses/index.ts';
import { departmentsModule } from './departments/index.ts';
import { enrollmentsModule } from './enrollments/index.ts';
import { examinationsModule } from './examinations/index.ts';
import { incidentsModule } from './incidents/index.ts';
import { insightsModule } from './insights/index.ts';
import { languagesModule } from './languages/index.ts';
import { learningModule } from './learning/index.ts';
import { lessonsModule } from './lessons/index.ts';
import { ltiModule } from './lti/index.ts';
import { mediaModule } from './media/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { partnerSignInModule } from './partner-sign-in/index.ts';
import { paymentsModule } from './payments/index.ts';
import { productsModule } from './products/index.ts';
import { qualificationsModule } from './qualifications/index.ts';
import { questionsModule } from './questions/index.ts';
import { remindersModule } from './reminders/index.ts';
import { reportsModule } from './reports/index.ts';
import { scormModule } from './scorm/index.ts';
import { searchModule } from './search/index.ts';
import { statisticsModule } from './statistics/index.ts';
import { tenantsModule } from './tenants/index.ts';
import { usersModule } from './users/index.ts';

/**
 * Every domain module's manifest: the one line a new module adds. The resources, routes and jobs the app
 * serves are read from these (resources.ts, register-modules.ts, app.ts); modules/manifests.test.ts checks
 * that every module folder is here and that nothing is listed twice. The order is kept: resources and routes
 * are registered in it, and a table's first resource is that table's (see platform/resource/registry.ts).
 */
export const manifests: readonly ModuleManifest[] = [
  actionsModule,
  apiKeysModule,
  authModule,
  blocksModule,
  booksModule,
  certificatesModule,
  companiesModule,
  companyCoursesModule,
  contentVisibilityModule,
  contextModule,
  coursesModule,
  departmentsModule,
  enrollmentsModule,
  examinationsModule,
  incidentsModule,
  insightsModule,
  languagesModule,
  learningModule,
  lessonsModule,
  ltiModule,
  mediaModule,
  notificationsModule,
  partnerSignInModule,
  paymentsModule,
  productsModule,
  qualificationsModule,
  questionsModule,
  remindersModule,
  reportsModule,
  scormModule,
  searchModule,
  statisticsModule,
  tenantsModule,
  usersModule,
];
