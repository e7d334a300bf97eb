import { href } from '@academy/contracts/routes';
import { Alert, Anchor, Badge, Breadcrumbs, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { fetchBook } from '../../../api/academy/knowledge.ts';
import { MediaView } from '../../../components/media-view/media-view.tsx';
import {
  EmptyPanel,
  ErrorPanel,
  LoadingState,
  NotFoundPanel,
} from '../../../components/page-states/page-states.tsx';
import { RichText } from '../../../components/rich-text-view/rich-text.tsx';
import { useLanguage } from '../shared/use-language.ts';

/** /knowledge/:book: a book's details and chapters; a book not held shows the products that include it. */
export function BookPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const uuid = useParams().book ?? '';
  const book = useQuery({ queryKey: ['books', language, uuid], queryFn: () => fetchBook(uuid) });
  const index = href('academy.knowledge.index');
  if (book.isPending) return <LoadingState />;
  if (book.isError) return <ErrorPanel onRetry={() => void book.refetch()} />;
  const item = book.data;
  if (!item)
    return (
      <NotFoundPanel
        title={t('academy.knowledge.not_found_title')}
        text={t('academy.knowledge.not_found_text')}
        backTo={index}
        backLabel={t('academy.knowledge.back')}
      />
    );
  // A chapter's address is under its book.
  if (item.is_chapter && item.parent)
    return (
      <Navigate
        to={href('academy.knowledge.chapter', { book: item.parent.uuid, chapter: item.uuid })}
        replace
      />
    );
  const chapters = item.children ?? [];

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Breadcrumbs>
        <Anchor component={Link} to={index}>
          {t('routes.knowledge')}
        </Anchor>
        <Text size="sm">{item.name}</Text>
      </Breadcrumbs>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={1} data-testid="book-title">
              {item.name}
            </Title>
            {item.purchased && (
              <Badge color="teal" variant="light">
                {t('academy.knowledge.purchased')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('academy.knowledge.chapters', { count: item.chapters_count })} ·{' '}
            {t('academy.knowledge.videos', { count: item.videos_count })}
          </Text>
          <MediaView media={item.media} />
          <RichText html={item.description} />
        </Stack>
      </Card>
      {!item.readable && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconLock size={18} aria-hidden />}
          title={t('academy.knowledge.locked_title')}
          data-testid="book-locked"
        >
          <Stack gap={4}>
            <Text size="sm">{t('academy.knowledge.locked_text')}</Text>
            {(item.products ?? []).map((product) => (
              <Text size="sm" key={product.uuid} fw={500}>
                {/* The product's page in the shop shows the price and sells it. */}
                <Anchor component={Link} to={href('shop.product.show', { product: product.uuid })} inherit>
                  {product.name}
                </Anchor>{' '}
                · {t('academy.knowledge.access_days', { count: product.number_of_days })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {/* Chapter titles reach only readers who may open them (the server sends none to others). */}
      {item.readable && (
        <Stack gap="sm" component="section" aria-labelledby="chapters-title">
          <Title order={2} fz="h3" id="chapters-title">
            {t('academy.knowledge.chapters_title')}
          </Title>
          {chapters.length === 0 ? (
            <EmptyPanel title={t('academy.knowledge.no_chapters')} level={3} />
          ) : (
            <List type="ordered" spacing="xs" data-testid="chapter-list">
              {chapters.map((chapter) => (
                <List.Item key={chapter.uuid}>
                  <Anchor
                    component={Link}
                    to={href('academy.knowledge.chapter', { book: item.uuid, chapter: chapter.uuid })}
                  >
                    {chapter.header}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Stack>
  );
}
