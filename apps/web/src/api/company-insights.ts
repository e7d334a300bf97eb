import type { CourseInsight, LearnerInsight } from '@academy/contracts/entities/insights';
import type {
  ReminderDelivery,
  ReminderPreview,
  ReminderSendRequest,
  ReminderSendResult,
} from '@academy/contracts/entities/reminder';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import { fetchBinary, saveBlob } from './download-binary.ts';
import { callOperation, operationUrl } from './operations/call-operation.ts';
import { invalidateAfterWrite } from './resources/invalidate-after-write.ts';
import type { ListParams } from './resources/list-params.ts';
import { fetchListPage, type ListPage } from './resources/resource-requests.ts';

/**
 * The organization area's insights (issue 14): per course of a company how its learners stand, one course's
 * learners, deadline reminders and each learner's reminder log. The server narrows every answer to the reader's
 * reach (a department head sees only their departments' people), so nothing here filters by role.
 *
 * Query keys start with `insights` or `reminder-deliveries`: a reminder send names `reminder-deliveries` in its
 * relations, and an enrollment written from the organization area refreshes `insights` (invalidateInsights).
 */
const INSIGHTS = 'insights';
const DELIVERIES = 'reminder-deliveries';

const companyPath = (company: string) => `companies/${encodeURIComponent(company)}`;

/** `GET companies/{company}/insights`, optionally narrowed to one department's people. */
export function useCourseInsights(company: string, department: string | undefined) {
  return useQuery<CourseInsight[], ApiError>({
    queryKey: [INSIGHTS, company, 'courses', department ?? ''],
    queryFn: async () => {
      const data = await callOperation('insights.courses', {
        params: { id: company },
        query: department ? { 'filter[department]': department } : {},
      });
      return data.items;
    },
  });
}

/** The insights of one course (its title and figures), found in the company's list. */
export function useCourseInsight(company: string, course: string) {
  const query = useCourseInsights(company, undefined);
  const insight = query.data?.find(
    (item) => item.course.uuid === course || String(item.course.id) === course,
  );
  return { query, insight };
}

/** `GET companies/{company}/insights/courses/{course}/learners`: a page of the course's learners. */
export function useLearnerInsights(company: string, course: string, params: ListParams) {
  return useQuery<ListPage<LearnerInsight>, ApiError>({
    queryKey: [INSIGHTS, company, 'learners', course, params],
    queryFn: () =>
      fetchListPage<LearnerInsight>(
        { segment: `${companyPath(company)}/insights/courses/${encodeURIComponent(course)}/learners` },
        params,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every insights query (after an enrollment written from the organization area). */
export function invalidateInsights(queryClient: ReturnType<typeof useQueryClient>) {
  return queryClient.invalidateQueries({ queryKey: [INSIGHTS] });
}

/**
 * `POST companies/{company}/reminders`: remind the learners of a course now. The answer holds each learner's
 * outcome (sent, or skipped/failed with a reason), which the caller shows; the logs and figures refresh.
 */
export function useSendReminders(company: string) {
  const queryClient = useQueryClient();
  return useMutation<ReminderSendResult, ApiError, ReminderSendRequest>({
    mutationFn: async (body) => (await callOperation('reminders.send', { params: { company }, body })).item,
    onSuccess: () => invalidateAfterWrite(queryClient, { segment: DELIVERIES }),
  });
}

/**
 * `POST companies/{company}/reminders/preview`: what a send would do — how many learners it reminds and skips,
 * and the mail as the first of them gets it. Writes nothing, so nothing is refreshed.
 */
export function usePreviewReminders(company: string) {
  return useMutation<ReminderPreview, ApiError, ReminderSendRequest>({
    mutationFn: async (body) =>
      (await callOperation('reminders.preview', { params: { company }, body })).item,
  });
}

/** How often a log with reminders still on their way to the mail server is read again. */
export const queuedReminderPollMs = 2_000;

/**
 * `GET companies/{company}/users/{user}/reminder-deliveries`: a learner's reminder log, newest first. While an
 * entry is queued the log is read again every couple of seconds, so "queued" turns into sent or failed on the
 * screen without a reload; polling stops once none is queued.
 */
export function useReminderDeliveries(
  company: string,
  user: string | undefined,
  options: { course?: string; page: number },
) {
  return useQuery<ListPage<ReminderDelivery>, ApiError>({
    queryKey: [DELIVERIES, company, user ?? '', options.course ?? '', options.page],
    queryFn: async () => {
      const data = await callOperation('reminders.deliveries', {
        params: { company, user: user ?? '' },
        query: { page: options.page, per_page: 10, course: options.course },
      });
      const pagination = data.meta.pagination ?? { page: 1, per_page: 10, total: 0, last_page: 1 };
      return { items: data.items, pagination, meta: data.meta };
    },
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'queued') ? queuedReminderPollMs : false,
  });
}

/** Downloads a certificate's PDF (`GET certificates/{uuid}/pdf?download=1`) under the server's file name. */
export async function downloadCertificate(certificate: { uuid: string; header: string }): Promise<void> {
  const { blob, fileName } = await fetchBinary(
    operationUrl('certificates.pdf', { params: { id: certificate.uuid }, query: { download: '1' } }),
  );
  saveBlob(blob, fileName ?? `${certificate.header}.pdf`);
}
