import { formatLanguageName } from '@academy/contracts/format';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n-setup.ts';

const COLOR = { passed: 'teal', failed: 'red', none: 'gray' } as const;

/**
 * The lesson's result. `passedInLanguage` (a language code) when the lesson counts as passed only through a
 * certificate earned in another language variant: "Passed in English" says why its own scores are "–".
 */
export function LessonResultBadge(props: {
  result: 'passed' | 'failed' | 'none' | null | undefined;
  passedInLanguage?: string | null;
}) {
  const { t } = useTranslation();
  const result = props.result ?? 'none';
  const locale = currentLanguage();
  // Mid-sentence Norwegian writes language names in lower case ("Bestått på engelsk"), English capitalises them.
  const language = props.passedInLanguage ? formatLanguageName(props.passedInLanguage, locale) : null;
  return (
    <Badge
      color={COLOR[result]}
      variant="light"
      data-testid="lesson-result"
      styles={{ root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {result === 'passed' && language
        ? t('academy.lessons.results.passed_in', {
            language: locale === 'nb' ? language.toLocaleLowerCase('nb') : language,
          })
        : t(`academy.lessons.results.${result}`)}
    </Badge>
  );
}
