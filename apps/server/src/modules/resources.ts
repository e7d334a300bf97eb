import type { AnyResource } from '../platform/resource/define-resource.ts';
import { apiKeyResource } from './api-keys/api-keys.resource.ts';
import { blockKnowledgeBaseResource } from './blocks/block-knowledge-base.resource.ts';
import { blockLessonResource } from './blocks/block-lessons.resource.ts';
import { blockResource } from './blocks/blocks.resource.ts';
import { blockPassportResource } from './blocks/blocks-passports.resource.ts';
import { bookResource } from './books/books.resource.ts';
import { companyBookResource } from './books/company-books.resource.ts';
import { userBookResource } from './books/user-books.resource.ts';
import { certificateResource } from './certificates/certificates.resource.ts';
import { companyResource } from './companies/companies.resource.ts';
import { companyCourseResource } from './company-courses/company-courses.resource.ts';
import { courseVariantLessonResource } from './courses/course-variant-lessons.resource.ts';
import { courseVariantResource } from './courses/course-variants.resource.ts';
import { courseResource } from './courses/courses.resource.ts';
import { departmentUserResource } from './departments/department-users.resource.ts';
import { departmentResource } from './departments/departments.resource.ts';
import { accessPassResource } from './enrollments/access-passes.resource.ts';
import { enrollmentResource } from './enrollments/enrollments.resource.ts';
import { examinationResource } from './examinations/examinations.resource.ts';
import { archivedIncidentResource } from './incidents/archived-incidents.resource.ts';
import { incidentResource } from './incidents/incidents.resource.ts';
import { languageResource } from './languages/languages.resource.ts';
import { lessonResource } from './lessons/lessons.resource.ts';
import { directoryResource } from './media/directories.resource.ts';
import { mediaResource } from './media/media.resource.ts';
import { mediaAttachmentResource } from './media/media-attachments.resource.ts';
import { notificationResource } from './notifications/notifications.resource.ts';
import { productResource } from './products/products.resource.ts';
import { qualificationResource } from './qualifications/qualifications.resource.ts';
import { questionAlternativeResource } from './questions/question-alternatives.resource.ts';
import { questionResource } from './questions/questions.resource.ts';
import { companyReportResource } from './reports/company-reports.resource.ts';
import { tenantResource } from './tenants/tenants.resource.ts';
import { userResource } from './users/users.resource.ts';

/**
 * Every resource the generic routes serve (DESIGN §10), in one list: nothing is served that is not named
 * here. The order is kept (see platform/resource/registry.ts): routes are registered in it.
 */
export const resources: readonly AnyResource[] = [
  apiKeyResource,
  bookResource,
  companyBookResource,
  userBookResource,
  certificateResource,
  companyResource,
  companyCourseResource,
  departmentUserResource,
  departmentResource,
  accessPassResource,
  enrollmentResource,
  examinationResource,
  incidentResource,
  archivedIncidentResource,
  languageResource,
  notificationResource,
  productResource,
  qualificationResource,
  companyReportResource,
  tenantResource,
  userResource,
  courseResource,
  courseVariantResource,
  courseVariantLessonResource,
  lessonResource,
  blockLessonResource,
  blockResource,
  questionResource,
  questionAlternativeResource,
  blockKnowledgeBaseResource,
  blockPassportResource,
  directoryResource,
  mediaResource,
  mediaAttachmentResource,
];
