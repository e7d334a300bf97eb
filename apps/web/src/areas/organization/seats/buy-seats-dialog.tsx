import type { Company } from '@academy/contracts/entities/company';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { productsApi } from '../../../api/resources/products.ts';
import { useBuySeats } from '../../../api/seat-purchases.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import type { FieldErrors } from '../../../components/forms/use-zod-form.ts';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import { formatMoney } from './seat-price.ts';

/**
 * The academy's own checkout page for a checkout (shop-web's `/shop/checkout/:checkout`: the local sandbox's
 * pay/decline page, which also opens Paddle's checkout when Paddle is the provider). Written here until the
 * route table names it; see the report of issue 24.
 */
const checkoutPagePath = (checkout: string) => `/shop/checkout/${encodeURIComponent(checkout)}`;

/**
 * "Buy seats" on the organization's Courses tab (a dialog, not a page: every route is in the first screen's
 * route table, which has no room to spare): a manager buys seats of a product for the company in scope, then
 * pays on the checkout page. The seats fill the company's seat pool of each course the product includes once
 * the payment is confirmed by the provider's webhook; people are then enrolled from them on the Courses tab.
 */
export function BuySeatsDialog(props: { company: Company; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const buy = useBuySeats();
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
      navigate(checkoutPagePath(checkout.uuid));
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
