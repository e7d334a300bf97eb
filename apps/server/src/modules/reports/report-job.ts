import { PassThrough } from 'node:stream';
import type { MessageKey } from '@academy/contracts/messages';
import { type SpreadsheetFormat, spreadsheetContentTypes } from '@academy/contracts/spreadsheet';
import { and, eq, ne } from 'drizzle-orm';
import { companyReports } from '../../db/schema/learning.ts';
import { writeSpreadsheet } from '../../platform/exports/spreadsheet-writer.ts';
import type { Services } from '../../platform/services.ts';
import { storageKey } from '../../platform/storage/index.ts';
import { fieldsOfCompanies } from '../users/index.ts';
import type { ReportJobData } from './report-job-name.ts';
import { reportKinds } from './report-kinds.ts';
import { type ReportCriteria, reportRows } from './report-rows.ts';

type JobServices = Pick<Services, 'db' | 'storage' | 'clock'>;
type ReportRowRecord = typeof companyReports.$inferSelect;
type Log = { error(details: object, message: string): void };

export type ReportJobOptions = {
  /** Rows read from the database per statement. */
  batchSize?: number;
  /** Progress is written at most this often (a 50,000-row report must not become 50 updates a second). */
  progressEveryMs?: number;
  /** Told after each progress write (tests watch the row move). */
  onProgress?(written: number): Promise<void> | void;
  log?: Log;
};

/** The most rows an Excel sheet holds, less its heading (Excel's limit is 1,048,576 rows). */
const excelRowLimit = 1_048_575;

/** A failure whose reason is known (a message key the reader translates). */
class ReportFailure extends Error {
  constructor(
    readonly reason: MessageKey,
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/** Where a report's file lies: under its own uuid, named only by what the server chose. */
const fileKey = (report: ReportRowRecord) => storageKey(`reports/${report.uuid}/report.${report.format}`);

const criteriaOf = (report: ReportRowRecord, now: Date): ReportCriteria => ({
  tenantId: report.tenant_id,
  companyId: report.company_id,
  departmentId: report.department_id,
  courseId: report.course_id,
  dateFrom: report.date_from,
  dateTo: report.date_to,
  locale: report.locale,
  statuses: report.statuses,
  withinDays: report.within_days,
  now,
});

/** Streams the report's rows into the storage; resolves with the file's size and the rows written. */
async function writeReportFile(
  services: JobServices,
  report: ReportRowRecord,
  key: string,
  keys: readonly unknown[],
  options: Required<Pick<ReportJobOptions, 'batchSize'>> & { onRows(written: number): Promise<void> },
): Promise<{ size: number; rows: number }> {
  const format: SpreadsheetFormat = report.format;
  const fields = await fieldsOfCompanies(services.db, [report.company_id]);
  const body = new PassThrough();
  const stored = services.storage
    .put(key, body, { contentType: spreadsheetContentTypes[format] })
    .catch((error: unknown) => {
      // The writer stops when its output goes; the storage's own reason is the one to report.
      body.destroy();
      throw new ReportFailure('reports.storage_failed', error);
    });
  const kind = reportKinds[report.kind];
  const criteria = criteriaOf(report, services.clock.now());
  const written = writeSpreadsheet(body, {
    format,
    locale: report.locale,
    sheetName: kind.sheetName(report.locale),
    columns: kind.columns(report.locale, fields),
    batches: reportRows((batch) => kind.batch(services.db, criteria, batch), keys, options.batchSize),
    onRows: options.onRows,
  });
  // Both sides settle before either's failure is reported: no write is left running behind the answer.
  const [file, rows] = await Promise.allSettled([stored, written]);
  if (file.status === 'rejected') throw file.reason;
  if (rows.status === 'rejected') throw rows.reason;
  return { size: file.value.size, rows: rows.value };
}

/** Records the outcome, unless the report was deleted meanwhile (then its file goes too). */
async function finish(
  services: JobServices,
  report: ReportRowRecord,
  values: Partial<typeof companyReports.$inferInsert>,
  key: string,
) {
  const now = services.clock.now().toISOString();
  const updated = await services.db
    .update(companyReports)
    .set({ ...values, finished_at: now, updated_at: now })
    .where(eq(companyReports.id, report.id))
    .returning({ id: companyReports.id });
  if (updated.length === 0) await services.storage.delete(key);
}

/**
 * The report job (issue 14): sorts the rows' ids once, streams the rows into a CSV or Excel file in the file storage
 * (local disk or S3), writing progress on the row as it goes (percent and rows written), and ends `done` with
 * the file's size, or `failed` with a reason (a message key) and no file. A report that is already done is
 * left alone; a rerun (pg-boss retries a job whose process died) starts the file again.
 */
export async function generateReport(
  services: JobServices,
  data: ReportJobData,
  options: ReportJobOptions = {},
): Promise<void> {
  const batchSize = options.batchSize ?? 2000;
  const progressEveryMs = options.progressEveryMs ?? 1000;
  const [report] = await services.db
    .select()
    .from(companyReports)
    .where(and(eq(companyReports.id, data.reportId), ne(companyReports.status, 'done')));
  if (!report) return;
  const key = fileKey(report);
  const startedAt = services.clock.now().toISOString();
  try {
    const keys = await reportKinds[report.kind].keys(services.db, criteriaOf(report, services.clock.now()));
    const total = keys.length;
    await services.db
      .update(companyReports)
      .set({
        status: 'processing',
        progress: 0,
        rows_total: total,
        rows_written: 0,
        error: null,
        started_at: startedAt,
        updated_at: startedAt,
      })
      .where(eq(companyReports.id, report.id));
    if (report.format === 'xlsx' && total > excelRowLimit) throw new ReportFailure('reports.too_many_rows');

    let lastWrite = Date.now();
    const onRows = async (written: number) => {
      if (written >= total || Date.now() - lastWrite < progressEveryMs) return;
      lastWrite = Date.now();
      // The last few percent wait for the file to be stored: 100 means done.
      const progress = Math.min(99, Math.floor((written / Math.max(total, 1)) * 100));
      await services.db
        .update(companyReports)
        .set({ progress, rows_written: written })
        .where(eq(companyReports.id, report.id));
      await options.onProgress?.(written);
    };
    const file = await writeReportFile(services, report, key, keys, { batchSize, onRows });
    await finish(
      services,
      report,
      { status: 'done', progress: 100, rows_written: file.rows, size: file.size, path: key, error: null },
      key,
    );
  } catch (error) {
    const reason = error instanceof ReportFailure ? error.reason : 'reports.failed';
    options.log?.error({ err: error, report: report.id }, 'report failed');
    // Nothing half-written stays: a local write never renamed its partial file, an S3 upload was aborted;
    // removing the key covers a file a failure after the upload left behind.
    await services.storage.delete(key).catch(() => undefined);
    await finish(services, report, { status: 'failed', error: reason, path: null, size: null }, key);
  }
}
