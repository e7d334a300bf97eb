import type { OperationContract } from './common/operation-contract.ts';
import type { operationRoutes, RoutedOperationName } from './operation-routes.ts';
import { actionOperations } from './operations/actions.ts';
import { apiKeyOperations } from './operations/api-keys.ts';
import { authOperations } from './operations/auth.ts';
import { authCustomerOperations } from './operations/auth-customer.ts';
import { authPartnerOperations } from './operations/auth-partners.ts';
import { authProviderOperations } from './operations/auth-providers.ts';
import { certificateOperations } from './operations/certificates.ts';
import { companyOperations } from './operations/companies.ts';
import { contextOperations } from './operations/context.ts';
import { enrollmentOperations } from './operations/enrollments.ts';
import { examinationOperations } from './operations/examinations.ts';
import { insightOperations } from './operations/insights.ts';
import { knowledgeBaseOperations } from './operations/knowledge-base.ts';
import { learningOperations } from './operations/learning.ts';
import { loginCodeOperations } from './operations/login-codes.ts';
import { ltiOperations } from './operations/lti.ts';
import { mediaOperations } from './operations/media.ts';
import { peopleOperations } from './operations/people.ts';
import { publicShopOperations } from './operations/public-shop.ts';
import { reminderOperations } from './operations/reminders.ts';
import { reportOperations } from './operations/reports.ts';
import { scormOperations } from './operations/scorm.ts';
import { searchOperations } from './operations/search.ts';
import { shopOperations } from './operations/shop.ts';
import { statisticsOperations } from './operations/statistics.ts';
import { systemOperations } from './operations/system.ts';
import { userSettingsOperations } from './operations/user-settings.ts';

/**
 * Every named operation with a contract (DESIGN §11), composed from the features' lists: a feature's
 * `operations/<feature>.ts` lists its own operations, so adding one to a feature touches no line here, and a
 * new feature file is one line. The server's test (register-operation.test.ts) holds this list against the
 * published document, so an operation listed here but not served fails the suite.
 */
export const operationContracts = [
  ...actionOperations,
  ...apiKeyOperations,
  ...authOperations,
  ...authCustomerOperations,
  ...authPartnerOperations,
  ...authProviderOperations,
  ...certificateOperations,
  ...companyOperations,
  ...contextOperations,
  ...enrollmentOperations,
  ...examinationOperations,
  ...insightOperations,
  ...knowledgeBaseOperations,
  ...learningOperations,
  ...loginCodeOperations,
  ...ltiOperations,
  ...mediaOperations,
  ...peopleOperations,
  ...publicShopOperations,
  ...reminderOperations,
  ...reportOperations,
  ...scormOperations,
  ...searchOperations,
  ...shopOperations,
  ...statisticsOperations,
  ...systemOperations,
  ...userSettingsOperations,
] as const satisfies readonly OperationContract[];

export type OperationName = (typeof operationContracts)[number]['name'];

/** Each operation by its name: what the web's typed client looks an operation up by. */
export type OperationByName = { [O in (typeof operationContracts)[number] as O['name']]: O };

/**
 * The route table names exactly these operations, each with its own method and path. The operations read
 * theirs from their feature's table (`routed(…)`), so a route cannot differ unless written by hand; what this
 * still catches at compile time is a name on one side only — a route whose operation is missing from its
 * feature's list, or a feature's table left out of `operation-routes.ts` — and a hand-written route.
 */
type RouteMismatch = {
  [N in OperationName | RoutedOperationName]: N extends OperationName
    ? N extends RoutedOperationName
      ? (typeof operationRoutes)[N] extends Pick<OperationByName[N], 'method' | 'path'>
        ? never
        : N
      : N
    : N;
}[OperationName | RoutedOperationName];
export const routesMatchOperations: [RouteMismatch] extends [never] ? true : RouteMismatch = true;
