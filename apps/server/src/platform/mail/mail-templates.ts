import type { MailTemplate } from './mail-content.ts';
import { type CompanyInvitationData, companyInvitation } from './templates/company-invitation.ts';
import { type CourseCompletedData, courseCompleted } from './templates/course-completed.ts';
import { type EmailUpdateData, emailUpdate } from './templates/email-update.ts';
import { type EmailUpdateNoticeData, emailUpdateNotice } from './templates/email-update-notice.ts';
import { type EnrollmentReminderData, enrollmentReminder } from './templates/enrollment-reminder.ts';
import { type PasswordResetData, passwordReset } from './templates/password-reset.ts';
import { type WelcomeData, welcome } from './templates/welcome.ts';

/** Every mail the platform sends, by name, with the data each template needs. */
export type MailTemplateData = {
  'password-reset': PasswordResetData;
  'email-update': EmailUpdateData;
  'email-update-notice': EmailUpdateNoticeData;
  'company-invitation': CompanyInvitationData;
  welcome: WelcomeData;
  'course-completed': CourseCompletedData;
  'enrollment-reminder': EnrollmentReminderData;
};
export type MailTemplateName = keyof MailTemplateData;

export const mailTemplates: { [Name in MailTemplateName]: MailTemplate<MailTemplateData[Name]> } = {
  'password-reset': passwordReset,
  'email-update': emailUpdate,
  'email-update-notice': emailUpdateNotice,
  'company-invitation': companyInvitation,
  welcome,
  'course-completed': courseCompleted,
  'enrollment-reminder': enrollmentReminder,
};
