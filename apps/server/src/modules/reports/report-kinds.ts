import type { CompanyReportKind } from '@academy/contracts/entities/company-report';
import { defaultExpiringWithinDays } from '@academy/contracts/entities/company-report';
import type { CustomUserField } from '@academy/contracts/entities/custom-user-field';
import type { Locale } from '@academy/contracts/messages';
import type { Executor } from '../../db/client.ts';
import type { SpreadsheetColumn } from '../../platform/exports/spreadsheet-writer.ts';
import { expiringColumns, expiringSheetName } from './expiring-columns.ts';
import { expiringBatch, expiringRowIds } from './expiring-rows.ts';
import { reportColumns, reportSheetName } from './report-columns.ts';
import { type ReportCriteria, reportBatch, reportRowIds } from './report-rows.ts';
import { statusColumns, statusSheetName } from './status-columns.ts';
import { statusBatch, statusRowKeys } from './status-rows.ts';

/**
 * How one kind of report is read and written: its line keys sorted once (`keys`), the lines of a batch of
 * keys (`batch`), and its sheet. The report job is the same for every kind (report-job.ts).
 */
export type ReportKindSource<Key, Row> = {
  keys(db: Executor, criteria: ReportCriteria): Promise<Key[]>;
  batch(db: Executor, criteria: ReportCriteria, keys: readonly Key[]): Promise<Row[]>;
  /** The columns, the company's custom user fields last. */
  columns(locale: Locale, fields: readonly CustomUserField[]): SpreadsheetColumn<Row>[];
  sheetName(locale: Locale): string;
};

const define = <Key, Row>(source: ReportKindSource<Key, Row>) =>
  source as unknown as ReportKindSource<unknown, unknown>;

export const reportKinds: Record<CompanyReportKind, ReportKindSource<unknown, unknown>> = {
  qualifications: define({
    keys: reportRowIds,
    batch: reportBatch,
    columns: reportColumns,
    sheetName: reportSheetName,
  }),
  status: define({
    keys: statusRowKeys,
    batch: statusBatch,
    columns: statusColumns,
    sheetName: statusSheetName,
  }),
  expiring: define({
    keys: (db, criteria) => expiringRowIds(db, criteria, criteria.withinDays ?? defaultExpiringWithinDays),
    batch: expiringBatch,
    columns: expiringColumns,
    sheetName: expiringSheetName,
  }),
};
