import '@mantine/dates/styles.css';
// Month and day names in the calendar for a Norwegian reader; English is dayjs's own.
import 'dayjs/locale/nb';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n-setup.ts';
import { DATE_INPUT_FORMATS, parseReaderDate } from '../../i18n/reader-dates.ts';

export type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale'
> & {
  /** The day as the forms and the API keep it: 'YYYY-MM-DD', or '' / null when there is none. */
  value: string | null | undefined;
  /** The chosen day as 'YYYY-MM-DD', or '' when the field is cleared. */
  onChange: (value: string) => void;
  'data-testid'?: string;
};

/**
 * The one date entry of the app (issue 22 §3): shown and typed in the reader's format (14.03.2031 in nb,
 * 2031-03-14 in en, as reader-dates shows dates), never the browser's mm/dd/yyyy, with a calendar in the
 * reader's language that starts on Monday. The value stays the 'YYYY-MM-DD' string the forms and payloads use.
 * The dates CSS comes with this file, so only the screens that hold a date field load it (DESIGN §8 budget).
 */
export function DateField(props: DateFieldProps) {
  const { t } = useTranslation();
  const { value, onChange, clearable = true, ...rest } = props;
  const language = currentLanguage();
  return (
    <DateInput
      {...rest}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={DATE_INPUT_FORMATS[language]}
      dateParser={parseReaderDate}
      locale={language}
      firstDayOfWeek={1}
      // Mantine's red weekend days and grey days of the next and previous month fail axe's contrast (4.5:1).
      weekendDays={[]}
      hideOutsideDates
      placeholder={rest.placeholder ?? t('date_field.placeholder')}
      clearable={clearable}
      // Deleting the typed text empties the field as the clear button does.
      allowDeselect={clearable}
      // Its name leaves out the field's label, so the label names the input alone.
      clearButtonProps={{ 'aria-label': t('date_field.clear') }}
      ariaLabels={{
        previousMonth: t('date_field.previous_month'),
        nextMonth: t('date_field.next_month'),
        previousYear: t('date_field.previous_year'),
        nextYear: t('date_field.next_year'),
        previousDecade: t('date_field.previous_decade'),
        nextDecade: t('date_field.next_decade'),
      }}
    />
  );
}
