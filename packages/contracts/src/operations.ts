import type { OperationContract } from './common/operation-contract.ts';
import {
  examinationResults,
  putExaminationAnswer,
  saveExaminationAnswer,
  startExamination,
  submitExamination,
} from './operations/examinations.ts';
import { readKnowledgeBase } from './operations/knowledge-base.ts';
import { restartCourse } from './operations/learning.ts';
import { readUserSettings, sendOwnPasswordResetMail, updateUserSettings } from './operations/user-settings.ts';

/**
 * Every named operation with a contract (DESIGN §11). The server's test (operations-registered.test.ts)
 * holds this list against the routes it serves, so an operation listed here but not registered, or
 * registered under another method or path, fails the suite.
 */
export const operationContracts = [
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
] as const satisfies readonly OperationContract[];

export type OperationName = (typeof operationContracts)[number]['name'];
