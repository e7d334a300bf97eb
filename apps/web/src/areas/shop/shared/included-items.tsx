import type { PublicProduct } from '@academy/contracts/operations/public-shop';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBook2, IconCalendarTime, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Level with the list's heading, and kept at its size when the names beside it fill the row. */
const iconBesideList = { marginTop: 3, flexShrink: 0 };

/** What a product gives: the days of access and the courses and books it includes. */
export function IncludedItems(props: { product: PublicProduct }) {
  const { t } = useTranslation();
  const { product } = props;
  return (
    <Stack gap="xs">
      <Group gap={6}>
        <IconCalendarTime size={16} aria-hidden />
        <Text size="sm">{t('shop.store.days_of_access', { count: product.number_of_days })}</Text>
      </Group>
      {product.courses_included.length > 0 && (
        <Group gap={6} align="flex-start" wrap="nowrap">
          <IconSchool size={16} aria-hidden style={iconBesideList} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('shop.store.courses_included', { count: product.courses_included.length })}
            </Text>
            <Group gap={4}>
              {product.courses_included.map((course) => (
                <Badge key={course.uuid} variant="light" tt="none">
                  {course.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
      )}
      {product.books_included.length > 0 && (
        <Group gap={6} align="flex-start" wrap="nowrap">
          <IconBook2 size={16} aria-hidden style={iconBesideList} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('shop.store.books_included', { count: product.books_included.length })}
            </Text>
            <Group gap={4}>
              {product.books_included.map((book) => (
                <Badge key={book.uuid} variant="light" color="teal" tt="none">
                  {book.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
