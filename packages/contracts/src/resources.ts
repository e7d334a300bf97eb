import type { ResourceContract } from './common/resource-contract.ts';
import { accessPassContract } from './entities/access-pass.ts';
import { apiKeyContract } from './entities/api-key.ts';
import {
  blockContract,
  blockKnowledgeBaseContract,
  blockLessonContract,
  blockPassportContract,
} from './entities/block.ts';
import { bookContract, companyBookContract, userBookContract } from './entities/book.ts';
import { certificateContract } from './entities/certificate.ts';
import { companyContract } from './entities/company.ts';
import { companyCourseContract } from './entities/company-course.ts';
import { companyReportContract } from './entities/company-report.ts';
import { courseContract } from './entities/course.ts';
import { courseVariantContract, courseVariantLessonContract } from './entities/course-variant.ts';
import { departmentContract, departmentUserContract } from './entities/department.ts';
import { directoryContract } from './entities/directory.ts';
import { enrollmentContract } from './entities/enrollment.ts';
import { examinationContract } from './entities/examination.ts';
import { archivedIncidentContract, incidentContract } from './entities/incident.ts';
import { languageContract } from './entities/language.ts';
import { lessonContract } from './entities/lesson.ts';
import { ltiRegistrationContract } from './entities/lti-registration.ts';
import { mediaAttachmentContract, mediaContract } from './entities/media.ts';
import { notificationContract } from './entities/notification.ts';
import { productContract } from './entities/product.ts';
import { qualificationContract } from './entities/qualification.ts';
import { questionAlternativeContract, questionContract } from './entities/question.ts';
import { receiptContract } from './entities/receipt.ts';
import { scormPackageContract, scormRegistrationContract } from './entities/scorm.ts';
import { tenantContract } from './entities/tenant.ts';
import { userContract } from './entities/user.ts';

/**
 * Every resource of the generic API, one contract each (DESIGN §10). The server's test
 * (resource-contracts.test.ts) holds this list against the resources it registers, so a resource without a
 * contract, or a contract that no longer says what the server serves, fails the suite.
 */
export const resourceContracts = [
  accessPassContract,
  apiKeyContract,
  blockContract,
  blockKnowledgeBaseContract,
  blockLessonContract,
  blockPassportContract,
  bookContract,
  certificateContract,
  companyBookContract,
  companyContract,
  companyCourseContract,
  companyReportContract,
  courseContract,
  courseVariantContract,
  courseVariantLessonContract,
  departmentContract,
  departmentUserContract,
  directoryContract,
  enrollmentContract,
  examinationContract,
  incidentContract,
  archivedIncidentContract,
  languageContract,
  lessonContract,
  ltiRegistrationContract,
  mediaAttachmentContract,
  mediaContract,
  notificationContract,
  productContract,
  qualificationContract,
  questionAlternativeContract,
  questionContract,
  receiptContract,
  scormPackageContract,
  scormRegistrationContract,
  tenantContract,
  userBookContract,
  userContract,
] as const satisfies readonly ResourceContract[];

export type AnyResourceContract = (typeof resourceContracts)[number];

/** The contract of a segment (`courses`, `block-lessons` …), if the API has such a resource. */
export function contractFor(segment: string): ResourceContract | undefined {
  return resourceContracts.find((contract) => contract.segment === segment);
}
