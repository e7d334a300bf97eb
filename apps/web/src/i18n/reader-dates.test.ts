import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from './i18n-setup.ts';
import { DATE_INPUT_FORMATS, formatDate, parseReaderDate } from './reader-dates.ts';

afterEach(async () => {
  await switchLanguage('en');
});

describe('reader dates', () => {
  it('types a day in the format it is shown in, in both languages', async () => {
    for (const language of ['en', 'nb'] as const) {
      await switchLanguage(language);
      for (const day of ['2031-03-14', '2026-12-02', '2024-02-29'])
        expect(dayjs(day).format(DATE_INPUT_FORMATS[language]), `${language} ${day}`).toBe(formatDate(day));
    }
  });

  it('reads DD.MM.YYYY (and D.M.YYYY) and ISO days, and refuses what is not a day', () => {
    expect(parseReaderDate('15.04.2031')).toBe('2031-04-15');
    expect(parseReaderDate(' 5.4.2031 ')).toBe('2031-04-05');
    expect(parseReaderDate('2031-04-15')).toBe('2031-04-15');
    expect(parseReaderDate('29.02.2024')).toBe('2024-02-29');
    expect(parseReaderDate('29.02.2031')).toBeNull();
    expect(parseReaderDate('04/15/2031')).toBeNull();
    expect(parseReaderDate('15.04.31')).toBeNull();
    expect(parseReaderDate('15.13.2031')).toBeNull();
    expect(parseReaderDate('')).toBeNull();
  });
});

// Every date entry is the shared DateField (issue 22 §3): a native date input shows the browser's mm/dd/yyyy.
const sources = import.meta.glob<string>('../**/*.tsx', { eager: true, query: '?raw', import: 'default' });

describe('date entry', () => {
  it('never renders a native date input', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const native = Object.entries(sources)
      .filter(([path, source]) => !path.endsWith('.test.tsx') && /type=["{']+date["}']/.test(source))
      .map(([path]) => path);
    expect(native).toEqual([]);
  });
});
