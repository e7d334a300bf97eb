import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchKnowledgeBase } from '../../../api/academy/knowledge.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { useLanguage } from '../shared/use-language.ts';
import { BookGrid } from './book-grid.tsx';
import { CollectionsList } from './collections-list.tsx';

const VIEWS = ['all', 'purchased', 'available'] as const;
type View = (typeof VIEWS)[number];

/** /knowledge: the knowledge base — purchased and available books, and the collections that include them. */
export function KnowledgePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('view');
  const view: View = VIEWS.includes(raw as View) ? (raw as View) : 'all';
  const base = useQuery({
    queryKey: ['books', language, 'knowledge'],
    queryFn: () => fetchKnowledgeBase(language),
  });
  const books = base.data?.books ?? [];
  const purchased = books.filter((book) => book.purchased);
  const available = books.filter((book) => !book.purchased);

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('academy.knowledge.title')}</Title>
          <Text c="dimmed">{t('academy.knowledge.subtitle')}</Text>
        </Stack>
        <SegmentedControl
          aria-label={t('academy.knowledge.filter_label')}
          value={view}
          onChange={(value) => setSearch(value === 'all' ? {} : { view: value }, { replace: true })}
          data={VIEWS.map((value) => ({ value, label: t(`academy.knowledge.view.${value}`) }))}
        />
      </Group>
      {base.isPending ? (
        <LoadingState />
      ) : base.isError ? (
        <ErrorPanel onRetry={() => void base.refetch()} />
      ) : books.length === 0 ? (
        <EmptyPanel icon={<IconBooks size={28} aria-hidden />} title={t('academy.knowledge.empty')} />
      ) : (
        <>
          {view !== 'available' && (
            <Stack gap="sm" component="section" aria-labelledby="purchased-title">
              <Title order={2} fz="h3" id="purchased-title">
                {t('academy.knowledge.purchased_books')}
              </Title>
              {purchased.length === 0 ? (
                <Text c="dimmed">{t('academy.knowledge.none_purchased')}</Text>
              ) : (
                <BookGrid books={purchased} label={t('academy.knowledge.purchased_books')} />
              )}
            </Stack>
          )}
          {view !== 'purchased' && (
            <Stack gap="sm" component="section" aria-labelledby="available-title">
              <Title order={2} fz="h3" id="available-title">
                {t('academy.knowledge.available_books')}
              </Title>
              {available.length === 0 ? (
                <Text c="dimmed">{t('academy.knowledge.none_available')}</Text>
              ) : (
                <BookGrid books={available} label={t('academy.knowledge.available_books')} />
              )}
            </Stack>
          )}
          {view === 'all' && <CollectionsList collections={base.data.collections} books={books} />}
        </>
      )}
    </Stack>
  );
}
