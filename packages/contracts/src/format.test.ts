import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDimensions,
  formatDuration,
  formatFileSize,
  formatHoursMinutes,
  formatLanguageName,
  formatMediaSize,
} from './format.ts';

describe('formatMediaSize', () => {
  it('uses decimal units with one decimal below 10 and none above', () => {
    expect(formatMediaSize(0)).toBe('0 B');
    expect(formatMediaSize(512)).toBe('512 B');
    expect(formatMediaSize(999)).toBe('999 B');
    expect(formatMediaSize(1000)).toBe('1 kB');
    expect(formatMediaSize(1_500)).toBe('1.5 kB');
    expect(formatMediaSize(12_345)).toBe('12 kB');
    expect(formatMediaSize(3_400_000)).toBe('3.4 MB');
    expect(formatMediaSize(1_234_567)).toBe('1.2 MB');
    expect(formatMediaSize(340_200_000)).toBe('340 MB');
    expect(formatMediaSize(2_150_000_000)).toBe('2.2 GB');
    expect(formatMediaSize(5e15)).toBe('5000 TB');
  });
  it('moves up a unit when rounding reaches 1000, and never shows 10.0', () => {
    expect(formatMediaSize(999_960)).toBe('1 MB');
    expect(formatMediaSize(9_960)).toBe('10 kB');
    expect(formatMediaSize(999_499)).toBe('999 kB');
  });
  it("writes the number as the reader's language does", () => {
    expect(formatMediaSize(3_400_000, 'nb')).toBe('3,4 MB');
    expect(formatMediaSize(12_345, 'nb')).toBe('12 kB');
    expect(formatMediaSize(1_500, 'en')).toBe('1.5 kB');
  });
  it('shows N/A for missing or negative sizes', () => {
    expect(formatMediaSize(null)).toBe('N/A');
    expect(formatMediaSize(undefined)).toBe('N/A');
    expect(formatMediaSize(-1)).toBe('N/A');
    expect(formatMediaSize(Number.NaN)).toBe('N/A');
  });
});

describe('formatDimensions', () => {
  it('shows width × height in px', () => {
    expect(formatDimensions(1920, 1080)).toBe('1920 × 1080 px');
    expect(formatDimensions(1, 1)).toBe('1 × 1 px');
  });
  it('shows N/A when either side is missing or not positive', () => {
    expect(formatDimensions(undefined, 1080)).toBe('N/A');
    expect(formatDimensions(1920, null)).toBe('N/A');
    expect(formatDimensions(0, 0)).toBe('N/A');
    expect(formatDimensions(-5, 10)).toBe('N/A');
  });
});

describe('formatFileSize', () => {
  it('uses base 1024 and two decimals', () => {
    expect(formatFileSize(512)).toBe('512.00 B');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(1024 ** 2 * 5.25)).toBe('5.25 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1.00 GB');
  });
  it('goes up to YB and no further', () => {
    expect(formatFileSize(1024 ** 8)).toBe('1.00 YB');
    expect(formatFileSize(1024 ** 9)).toBe('1024.00 YB');
  });
  it('shows N/A for missing values', () => {
    expect(formatFileSize(undefined)).toBe('N/A');
  });
});

describe('formatDuration', () => {
  it('formats milliseconds as hh:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(61_000)).toBe('00:01:01');
    expect(formatDuration(3_723_999)).toBe('01:02:03');
    expect(formatDuration(100 * 3600 * 1000)).toBe('100:00:00');
  });
  it('shows N/A when missing or negative', () => {
    expect(formatDuration(null)).toBe('N/A');
    expect(formatDuration(-5)).toBe('N/A');
  });
});

describe('formatHoursMinutes', () => {
  it('shows hours and minutes with the given units', () => {
    expect(formatHoursMinutes(90)).toBe('1 h 30 min');
    expect(formatHoursMinutes(45)).toBe('45 min');
    expect(formatHoursMinutes(120, { hours: 't', minutes: 'min' })).toBe('2 t');
    expect(formatHoursMinutes(null)).toBe('N/A');
  });
});

describe('formatDate and formatDateTime', () => {
  it('uses YYYY-MM-DD and YYYY-MM-DD HH:mm:ss in local time', () => {
    const date = new Date(2024, 0, 5, 7, 8, 9);
    expect(formatDate(date)).toBe('2024-01-05');
    expect(formatDateTime(date)).toBe('2024-01-05 07:08:09');
  });
  it('accepts ISO strings and shows N/A for empty or invalid input', () => {
    expect(formatDate('2023-12-31T12:00:00')).toBe('2023-12-31');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('N/A');
  });
  it('writes dd.mm.yyyy for an nb reader, and keeps YYYY-MM-DD for en', () => {
    const date = new Date(2026, 11, 2, 7, 8, 9);
    expect(formatDate(date, 'nb')).toBe('02.12.2026');
    expect(formatDateTime(date, 'nb')).toBe('02.12.2026 07:08:09');
    expect(formatDate(date, 'en')).toBe('2026-12-02');
    expect(formatDate(null, 'nb')).toBe('N/A');
  });
});

describe('formatLanguageName', () => {
  it("names a variant's language in the reader's language", () => {
    expect(formatLanguageName('nb', 'nb')).toBe('Norsk');
    expect(formatLanguageName('nb', 'en')).toBe('Norwegian');
    expect(formatLanguageName('en', 'nb')).toBe('Engelsk');
    expect(formatLanguageName('sv', 'en')).toBe('Swedish');
    expect(formatLanguageName(null, 'en', 'Stored')).toBe('Stored');
  });
});

describe('formatCountdown', () => {
  it('shows the remaining time as 00:mm:ss and never below zero', () => {
    expect(formatCountdown(9 * 60_000 + 5_000)).toBe('00:09:05');
    expect(formatCountdown(-1000)).toBe('00:00:00');
  });
});
