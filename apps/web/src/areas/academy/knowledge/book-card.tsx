import type { Book } from '@academy/contracts/entities/book';
import { href } from '@academy/contracts/routes';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconLock, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkCard, LinkCardTitle } from '../shared/link-card.tsx';

const plain = (html: string | null) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A book of the knowledge base: name, description, chapter and video counts, purchased or available. */
export function BookCard(props: { book: Book }) {
  const { t } = useTranslation();
  const { book } = props;
  return (
    <LinkCard testId="book-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="h4">
            <LinkCardTitle to={href('academy.knowledge.book', { book: book.uuid })}>
              {book.name}
            </LinkCardTitle>
          </Title>
          {book.purchased ? (
            <Badge color="teal" variant="light">
              {t('academy.knowledge.purchased')}
            </Badge>
          ) : book.readable ? null : (
            <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
              {t('academy.knowledge.available')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {plain(book.description)}
        </Text>
        <Group gap="md">
          <Group gap={4}>
            <IconBook2 size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('academy.knowledge.chapters', { count: book.chapters_count })}
            </Text>
          </Group>
          <Group gap={4}>
            <IconVideo size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('academy.knowledge.videos', { count: book.videos_count })}
            </Text>
          </Group>
        </Group>
      </Stack>
    </LinkCard>
  );
}
