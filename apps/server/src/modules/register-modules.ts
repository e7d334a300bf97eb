import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../platform/resource/resource-routes.ts';
import { actionRoutes } from './actions/action.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { knowledgeBaseRoutes } from './books/knowledge-base.routes.ts';
import { certificatePdfRoutes } from './certificates/certificate-pdf.routes.ts';
import { companyProfileRoutes } from './companies/company-profile.routes.ts';
import { contextRoutes } from './context/context.routes.ts';
import { examinationQuizRoutes } from './examinations/examination-quiz.routes.ts';
import { courseRestartRoutes } from './learning/course-restart.routes.ts';
import { directoryRoutes } from './media/directories.routes.ts';
import { filePondRoutes, hlsRoutes } from './media/index.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { mediaEmbedRoutes } from './media/media-embed.routes.ts';
import { mediaFileRoutes } from './media/media-file.routes.ts';
import { questionAlternativeRoutes } from './questions/question-alternatives.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { companyInvitationRoutes } from './users/company-invitations.routes.ts';
import { userCreateRoutes } from './users/user-create.routes.ts';
import { userOverviewRoutes } from './users/user-overview.routes.ts';
import { userPasswordResetRoutes } from './users/user-password-reset.routes.ts';
import { userSettingsRoutes } from './users/user-settings.routes.ts';

/** Every domain module's routes, registered under /api. One line a module. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await registerResourceRoutes(app, app.services.resources.all);
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(contextRoutes);
  await app.register(actionRoutes);
  await app.register(searchRoutes);
  await app.register(questionAlternativeRoutes);
  await app.register(examinationQuizRoutes);
  await app.register(courseRestartRoutes);
  await app.register(certificatePdfRoutes);
  await app.register(knowledgeBaseRoutes);
  await app.register(userSettingsRoutes);
  await app.register(userCreateRoutes);
  await app.register(companyInvitationRoutes);
  await app.register(userOverviewRoutes);
  await app.register(userPasswordResetRoutes);
  await app.register(companyProfileRoutes);
  await app.register(mediaRoutes);
  await app.register(filePondRoutes);
  await app.register(directoryRoutes);
  await app.register(mediaFileRoutes);
  await app.register(hlsRoutes);
  await app.register(mediaEmbedRoutes);
}
