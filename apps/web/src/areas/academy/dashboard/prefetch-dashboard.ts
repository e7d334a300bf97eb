import type { Context } from '@academy/contracts/entities/context';
import { queryClient } from '../../../api/query-client.ts';
import { contextLanguage } from '../../../api/session/account-language.ts';
import { currentLanguage } from '../../../i18n/i18n-setup.ts';
import { myCertificatesQuery } from '../certificates/use-my-certificates.ts';
import { learnerCoursesQuery } from '../courses/use-courses.ts';
import { notificationsQuery } from '../notifications/notifications-query.ts';

/**
 * Asks for the dashboard's data as soon as the context is known, with the same keys as its sections: the
 * requests run while the language is applied and the page renders, instead of after its first render. The
 * language is the one the context is about to set (the account's), so the answers are the ones shown.
 */
export function prefetchDashboard(context: Context): void {
  const user = context.user;
  if (!user) return;
  const language = contextLanguage(context) ?? currentLanguage();
  void queryClient.prefetchQuery(notificationsQuery(language));
  void queryClient.prefetchQuery(learnerCoursesQuery(language, 'ongoing'));
  void queryClient.prefetchQuery(learnerCoursesQuery(language, 'completed'));
  void queryClient.prefetchQuery(myCertificatesQuery(user.uuid));
}
