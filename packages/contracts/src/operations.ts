import type { OperationContract } from './common/operation-contract.ts';
import type { operationRoutes, RoutedOperationName } from './operation-routes.ts';
import { runAction } from './operations/actions.ts';
import { createApiKey, revokeApiKey } from './operations/api-keys.ts';
import {
  acceptCompanyInvitation,
  captchaChallenge,
  completeRegistration,
  confirmEmailUpdate,
  login,
  logout,
  recoverPassword,
  register,
  registrationCompany,
  requestPasswordReset,
  resetPassword,
  validateCompanyInvitation,
  validateEmailUpdate,
} from './operations/auth.ts';
import { certificatePdf, publicCertificatePdf } from './operations/certificates.ts';
import { companyProfile } from './operations/companies.ts';
import { diagnoseAuth, poll, readContext } from './operations/context.ts';
import { bulkEnroll } from './operations/enrollments.ts';
import {
  examinationResults,
  putExaminationAnswer,
  saveExaminationAnswer,
  startExamination,
  submitExamination,
} from './operations/examinations.ts';
import { readCourseInsights, readLearnerInsights } from './operations/insights.ts';
import { readKnowledgeBase } from './operations/knowledge-base.ts';
import { restartCourse } from './operations/learning.ts';
import {
  createMedia,
  detachDirectoryChildren,
  hlsMaster,
  hlsRendition,
  mediaEmbed,
  mediaSource,
  replaceMediaFile,
} from './operations/media.ts';
import {
  createUser,
  exportUsers,
  importPeople,
  peopleImportTemplate,
  previewPeopleImport,
  sendPasswordResetMail,
  setCompanyManager,
  userAssociations,
  userSchedule,
} from './operations/people.ts';

import {
  previewReminders,
  readReminderDeliveries,
  sendReminders,
  unsubscribe,
  unsubscribePage,
} from './operations/reminders.ts';
import {
  downloadCompanyReport,
  downloadTrainingMatrix,
  readDeadlineCounts,
  readReportReach,
  readTrainingMatrix,
} from './operations/reports.ts';
import { runSearch } from './operations/search.ts';
import { readEnrollmentTimeline, readStatistics } from './operations/statistics.ts';
import {
  readUserSettings,
  sendOwnPasswordResetMail,
  updateUserSettings,
} from './operations/user-settings.ts';

/**
 * Every named operation with a contract (DESIGN §11). The server's test (operations-registered.test.ts)
 * holds this list against the routes it serves, so an operation listed here but not registered, or
 * registered under another method or path, fails the suite.
 */
export const operationContracts = [
  peopleImportTemplate,
  createUser,
  startExamination,
  saveExaminationAnswer,
  putExaminationAnswer,
  submitExamination,
  examinationResults,
  restartCourse,
  readUserSettings,
  updateUserSettings,
  sendOwnPasswordResetMail,
  readKnowledgeBase,
  login,
  logout,
  captchaChallenge,
  requestPasswordReset,
  recoverPassword,
  resetPassword,
  registrationCompany,
  register,
  completeRegistration,
  validateCompanyInvitation,
  acceptCompanyInvitation,
  validateEmailUpdate,
  confirmEmailUpdate,
  readContext,
  poll,
  diagnoseAuth,
  setCompanyManager,
  sendPasswordResetMail,
  userSchedule,
  userAssociations,
  previewPeopleImport,
  importPeople,
  exportUsers,
  companyProfile,
  bulkEnroll,
  createApiKey,
  revokeApiKey,
  runAction,
  readStatistics,
  readEnrollmentTimeline,
  runSearch,
  readCourseInsights,
  readLearnerInsights,
  readTrainingMatrix,
  downloadTrainingMatrix,
  readDeadlineCounts,
  readReportReach,
  downloadCompanyReport,
  sendReminders,
  previewReminders,
  readReminderDeliveries,
  unsubscribePage,
  unsubscribe,
  certificatePdf,
  publicCertificatePdf,
  createMedia,
  replaceMediaFile,
  mediaSource,
  hlsMaster,
  hlsRendition,
  mediaEmbed,
  detachDirectoryChildren,
] as const satisfies readonly OperationContract[];

export type OperationName = (typeof operationContracts)[number]['name'];

/** Each operation by its name: what the web's typed client looks an operation up by. */
export type OperationByName = { [O in (typeof operationContracts)[number] as O['name']]: O };

/**
 * The route table names exactly these operations, each with its own method and path: a name missing on one
 * side, or a route that differs, is a compile error here.
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
