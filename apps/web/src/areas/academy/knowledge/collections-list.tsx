import type { Book, KnowledgeCollection } from '@academy/contracts/entities/book';
import { href } from '@academy/contracts/routes';
import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Collections: the products that include books, each with its books and access time. No price: a price is
 * shown only where it can be paid, and the knowledge base has no way to buy until the shop exists.
 */
export function CollectionsList(props: { collections: KnowledgeCollection[]; books: Book[] }) {
  const { t } = useTranslation();
  const byId = new Map(props.books.map((book) => [book.id, book]));
  if (props.collections.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="collections-title">
      <Title order={2} fz="h3" id="collections-title">
        {t('academy.knowledge.collections')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {props.collections.map((collection) => (
          <Card
            key={collection.product.uuid}
            withBorder
            radius="lg"
            padding="lg"
            data-testid="collection-card"
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>
                  {collection.purchased ? (
                    collection.product.name
                  ) : (
                    // Not (all) held yet: its page in the shop sells it.
                    <Anchor
                      component={Link}
                      to={href('shop.product.show', { product: collection.product.uuid })}
                      inherit
                    >
                      {collection.product.name}
                    </Anchor>
                  )}
                </Text>
                {collection.purchased && (
                  <Badge color="teal" variant="light">
                    {t('academy.knowledge.purchased')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('academy.knowledge.access_days', { count: collection.product.number_of_days })}
              </Text>
              <List size="sm" spacing={2}>
                {collection.book_ids.map((id) => {
                  const book = byId.get(id);
                  return book ? (
                    <List.Item key={id}>
                      <Anchor
                        component={Link}
                        to={href('academy.knowledge.book', { book: book.uuid })}
                        size="sm"
                      >
                        {book.name}
                      </Anchor>
                    </List.Item>
                  ) : null;
                })}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
