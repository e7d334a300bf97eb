import type {
  VariantLanguageGap,
  VariantLanguageGaps,
} from '@academy/contracts/entities/variant-language-gaps';
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageName } from './language-name.ts';

/** The badge naming the language an item is still in. */
export function LanguageBadge({ language }: { language: VariantLanguageGap['language'] }) {
  const { i18n } = useTranslation();
  return (
    <Badge color="orange" variant="light" data-testid="language-gap-badge">
      {languageName(language, i18n.language)}
    </Badge>
  );
}

/**
 * What of a variant (or of one of its lessons) is still in another language than the variant: a count per
 * language and each item with its kind and a badge, so an author translating a variant sees what is left.
 */
export function LanguageGapsPanel({
  gaps,
  variantLanguage,
  lessonId,
}: {
  gaps: VariantLanguageGaps;
  variantLanguage: { code: string; name: string } | null;
  /** Only this lesson's own items (the lesson page inside a variant). */
  lessonId?: number;
}) {
  const { t, i18n } = useTranslation();
  const items =
    lessonId === undefined ? gaps.items : gaps.items.filter((item) => item.lesson_id === lessonId);
  if (items.length === 0)
    return variantLanguage ? (
      <Group gap="xs" data-testid="language-gaps">
        <IconCheck size={16} aria-hidden />
        <Text size="sm">
          {t('admin.language_gaps.all_translated', {
            language: languageName(variantLanguage, i18n.language),
          })}
        </Text>
      </Group>
    ) : null;
  const perLanguage = new Map<number, { language: VariantLanguageGap['language']; count: number }>();
  for (const item of items) {
    const entry = perLanguage.get(item.language.id) ?? { language: item.language, count: 0 };
    entry.count += 1;
    perLanguage.set(item.language.id, entry);
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLanguage size={18} aria-hidden />}
      title={t('admin.language_gaps.title')}
      data-testid="language-gaps"
    >
      <Stack gap="xs">
        {[...perLanguage.values()].map(({ language, count }) => (
          <Text key={language.id} size="sm" fw={600} data-testid="language-gaps-summary">
            {t('admin.language_gaps.summary', { count, language: languageName(language, i18n.language) })}
          </Text>
        ))}
        <List size="sm" spacing={4}>
          {items.map((item) => (
            <List.Item key={`${item.kind}-${item.id}-${item.lesson_id}`} data-testid="language-gap">
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t(`admin.language_gaps.kind.${item.kind}`)}
                </Text>
                <Text size="sm" lineClamp={1}>
                  {item.label}
                </Text>
                <LanguageBadge language={item.language} />
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
