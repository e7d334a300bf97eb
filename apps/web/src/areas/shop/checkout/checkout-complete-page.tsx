import type { Checkout } from '@academy/contracts/entities/checkout';
import { href } from '@academy/contracts/routes';
import { Anchor, Button, Group, List, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconCircleCheck, IconCircleX, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchCheckout, receiptExists, receiptPollDelay } from '../../../api/shop/checkout.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { formatDate } from '../../../i18n/reader-dates.ts';

type Outcome = { state: 'paid' | 'declined' | 'waiting'; checkout: Checkout | null };

/**
 * Whether the payment is confirmed: the receipt exists only once the provider's verified webhook fulfilled the
 * purchase (never on the browser's word). Until then the checkout's status tells a decline from a wait.
 */
async function readOutcome(uuid: string): Promise<Outcome> {
  if (await receiptExists(uuid)) return { state: 'paid', checkout: await fetchCheckout(uuid) };
  const checkout = await fetchCheckout(uuid);
  return { state: checkout.status === 'declined' ? 'declined' : 'waiting', checkout };
}

/** After half a minute of waiting the page says the confirmation is late, and keeps waiting. */
const patienceMs = 30_000;

/**
 * /shop/checkout/:checkout/complete: waits for the payment to be confirmed (polling with back-off: 1, 2, 4, 8 s,
 * then every 8 s), then shows what the buyer got, with links to the courses and the books.
 */
export function CheckoutCompletePage() {
  const { t, i18n } = useTranslation();
  const uuid = useParams().checkout ?? '';
  const [openedAt] = useState(() => Date.now());
  const outcome = useQuery({
    // The language is in the key (the courses are named in it); a switch shows this checkout's last answer while
    // it reads again.
    queryKey: ['checkout', uuid, 'outcome', i18n.language],
    queryFn: () => readOutcome(uuid),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === uuid ? previous : undefined,
    refetchInterval: (query) =>
      query.state.data?.state === 'waiting' ? receiptPollDelay(query.state.dataUpdateCount - 1) : false,
  });

  if (outcome.isPending) return <LoadingState />;
  if (outcome.isError) return <ErrorPanel onRetry={() => void outcome.refetch()} />;
  const { state, checkout } = outcome.data;

  return (
    <Paper withBorder radius="lg" p="xl" maw={640} mx="auto" data-testid="checkout-complete">
      {state === 'waiting' ? (
        <Stack align="center" gap="md" ta="center" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Title order={1} fz="h2">
            {t('shop.checkout.waiting_title')}
          </Title>
          <Text c="dimmed">
            {outcome.dataUpdatedAt - openedAt > patienceMs
              ? t('shop.checkout.waiting_late')
              : t('shop.checkout.waiting_text')}
          </Text>
        </Stack>
      ) : state === 'declined' ? (
        <Stack align="center" gap="md" ta="center" data-testid="checkout-declined">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
            <IconCircleX size={32} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('shop.checkout.declined_title')}
          </Title>
          <Text c="dimmed">{t('shop.checkout.declined_text')}</Text>
          <Group>
            {checkout?.product && (
              <Button component={Link} to={href('shop.product.show', { product: checkout.product.uuid })}>
                {t('shop.checkout.try_again')}
              </Button>
            )}
            <Button component={Link} to={href('shop.index')} variant="light">
              {t('shop.store.back_to_shop')}
            </Button>
          </Group>
        </Stack>
      ) : (
        checkout && <Purchased checkout={checkout} />
      )}
    </Paper>
  );
}

/** What the confirmed purchase gave: the courses in the academy and the books in the knowledge base. */
function Purchased(props: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { checkout } = props;
  return (
    <Stack gap="md" data-testid="checkout-paid">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('shop.checkout.paid_title')}
          </Title>
          <Text c="dimmed">
            {checkout.product ? t('shop.checkout.paid_text', { product: checkout.product.name }) : null}
          </Text>
        </Stack>
      </Group>
      {checkout.end_date && (
        <Text size="sm">{t('shop.checkout.access_until', { date: formatDate(checkout.end_date) })}</Text>
      )}
      {checkout.courses.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="purchased-courses">
          <Title order={2} fz="h4" id="purchased-courses">
            {t('shop.checkout.your_courses')}
          </Title>
          <List spacing={4} icon={<IconSchool size={16} aria-hidden />} center>
            {checkout.courses.map((course) => (
              <List.Item key={course.uuid}>
                <Anchor component={Link} to={href('academy.course.show', { course: course.uuid })}>
                  {course.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {checkout.books.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="purchased-books">
          <Title order={2} fz="h4" id="purchased-books">
            {t('shop.checkout.your_books')}
          </Title>
          <List spacing={4} icon={<IconBook2 size={16} aria-hidden />} center>
            {checkout.books.map((book) => (
              <List.Item key={book.uuid}>
                <Anchor component={Link} to={href('academy.knowledge.book', { book: book.uuid })}>
                  {book.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Group>
        <Button component={Link} to={href('academy.dashboard.index')}>
          {t('shop.checkout.to_academy')}
        </Button>
        <Button component={Link} to={href('shop.index')} variant="light">
          {t('shop.store.back_to_shop')}
        </Button>
      </Group>
    </Stack>
  );
}
