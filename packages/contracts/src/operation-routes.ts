import type { OperationRoute } from './common/operation-route.ts';
import { actionRoutes } from './operations/actions.routes.ts';
import { apiKeyRoutes } from './operations/api-keys.routes.ts';
import { authRoutes } from './operations/auth.routes.ts';
import { authCustomerRoutes } from './operations/auth-customer.routes.ts';
import { authPartnerRoutes } from './operations/auth-partners.routes.ts';
import { authProviderRoutes } from './operations/auth-providers.routes.ts';
import { certificateRoutes } from './operations/certificates.routes.ts';
import { companyRoutes } from './operations/companies.routes.ts';
import { contextRoutes } from './operations/context.routes.ts';
import { enrollmentRoutes } from './operations/enrollments.routes.ts';
import { examinationRoutes } from './operations/examinations.routes.ts';
import { insightRoutes } from './operations/insights.routes.ts';
import { knowledgeBaseRoutes } from './operations/knowledge-base.routes.ts';
import { learningRoutes } from './operations/learning.routes.ts';
import { loginCodeRoutes } from './operations/login-codes.routes.ts';
import { ltiRoutes } from './operations/lti.routes.ts';
import { mediaRoutes } from './operations/media.routes.ts';
import { peopleRoutes } from './operations/people.routes.ts';
import { publicShopRoutes } from './operations/public-shop.routes.ts';
import { reminderRoutes } from './operations/reminders.routes.ts';
import { reportRoutes } from './operations/reports.routes.ts';
import { scormRoutes } from './operations/scorm.routes.ts';
import { searchRoutes } from './operations/search.routes.ts';
import { shopRoutes } from './operations/shop.routes.ts';
import { statisticsRoutes } from './operations/statistics.routes.ts';
import { systemRoutes } from './operations/system.routes.ts';
import { userSettingsRoutes } from './operations/user-settings.routes.ts';

/**
 * Method and path of every named operation, by name: the web's client reads this table (no zod in it). It is
 * composed from the features' own tables (`operations/<feature>.routes.ts`, one line per feature), which the
 * operations read their routes from; `operations.ts` checks at compile time, and operations.test.ts at run
 * time, that the table and the operations name the same operations.
 */
export const operationRoutes = {
  ...actionRoutes,
  ...apiKeyRoutes,
  ...authRoutes,
  ...authCustomerRoutes,
  ...authPartnerRoutes,
  ...authProviderRoutes,
  ...certificateRoutes,
  ...companyRoutes,
  ...contextRoutes,
  ...enrollmentRoutes,
  ...examinationRoutes,
  ...insightRoutes,
  ...knowledgeBaseRoutes,
  ...learningRoutes,
  ...loginCodeRoutes,
  ...ltiRoutes,
  ...mediaRoutes,
  ...peopleRoutes,
  ...publicShopRoutes,
  ...reminderRoutes,
  ...reportRoutes,
  ...scormRoutes,
  ...searchRoutes,
  ...shopRoutes,
  ...statisticsRoutes,
  ...systemRoutes,
  ...userSettingsRoutes,
} as const satisfies Record<string, OperationRoute>;

export type RoutedOperationName = keyof typeof operationRoutes;
