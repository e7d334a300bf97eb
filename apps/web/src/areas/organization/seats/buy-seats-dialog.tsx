import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { productsApi } from '../../../api/resources/products.ts';
import { useBuySeats } from '../../../api/seat-purchases.ts';
import { openPaddleCheckout } from '../../../api/shop/checkout.ts';
import { useSession } from '../../../api/use-session.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import type { FieldErrors } from '../../../components/forms/use-zod-form.ts';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import { formatMoney } from './seat-price.ts';

/**
 * "Buy seats" on the organization's Courses tab (a dialog, not a page: every route is in the first screen's
 * route table, which has no room to spare): a manager buys seats of a product for the company in scope, then
 * pays on the academy's sandbox page or in Paddle's checkout. The seats fill the company's seat pool of each
 * course the product includes once the payment is confirmed by the provider's webhook; people are then enrolled
 * from them on the Courses tab.
 */
export function BuySeatsDialog(props: { company: Company; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const buy = useBuySeats();
  const payments = useSession()?.payments;
  const [product, setProduct] = useState<string | null>(null);
  const [seats, setSeats] = useState<number | ''>(5);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const chosen = productsApi.useItem(product ?? undefined);

  const submit = async () => {
    setFormError(null);
    const found: FieldErrors = {};
    if (!product) found.product = t('organization.seats.buy.product_required');
    if (seats === '' || seats < 1) found.seats = t('organization.seats.buy.seats_required');
    setErrors(found);
    if (!product || seats === '' || Object.keys(found).length) return;
    try {
      const checkout = await buy.mutateAsync({ product, seats });
      if (checkout.provider === 'paddle' && checkout.paddle && payments) {
        // Paddle's own checkout; once paid, Paddle sends the manager back to the company's courses.
        const back = window.location.origin + href('organization.company.courses');
        await openPaddleCheckout(payments, checkout.paddle.transaction_id, back);
        props.onClose();
        return;
      }
      // The academy's sandbox page (pay or decline), then its confirmation of what was bought.
      navigate(href('shop.checkout.show', { checkout: checkout.uuid }));
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation' && Object.keys(error.errors).length > 0) {
        const mapped: FieldErrors = {};
        const elsewhere: string[] = [];
        for (const [field, messages] of Object.entries(error.errors))
          if (field === 'product' || field === 'seats') mapped[field] = messages.join(' ');
          else elsewhere.push(...messages);
        setErrors(mapped);
        setFormError(elsewhere.length ? elsewhere.join(' ') : null);
      } else setFormError(errorMessage(error));
    }
  };

  const item = chosen.data;
  const total = item && seats !== '' ? formatMoney(item.price * seats, item.currency, i18n.language) : null;
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('organization.seats.buy.title', { name: props.company.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        noValidate
        data-testid="buy-seats-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text c="dimmed">{t('organization.seats.buy.intro')}</Text>
          <FormErrorAlert message={formError} />
          <ReferenceSelect
            segment="products"
            filters={{ is_active: 'true' }}
            label={t('organization.seats.buy.product')}
            value={product}
            onChange={(value) => {
              setProduct(value);
              setErrors(({ product: _cleared, ...rest }) => rest);
            }}
            error={errors.product}
            required
            data-testid="field-product"
          />
          {item && (
            <Text size="sm" data-testid="buy-seats-product-summary">
              {t('organization.seats.buy.product_summary', {
                price: formatMoney(item.price, item.currency, i18n.language),
                days: item.number_of_days,
                courses: item.courses_included.map((course) => course.header).join(', ') || '–',
              })}
            </Text>
          )}
          <NumberInput
            label={t('organization.seats.buy.seats')}
            description={t('organization.seats.buy.seats_hint')}
            value={seats}
            onChange={(value) => setSeats(value === '' ? '' : Number(value))}
            min={1}
            max={10000}
            allowDecimal={false}
            error={errors.seats}
            required
            data-testid="field-seats"
          />
          {total && (
            <Text fw={600} data-testid="buy-seats-total">
              {t('organization.seats.buy.total', { total })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={buy.isPending} data-testid="buy-seats-submit">
              {t('organization.seats.buy.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
