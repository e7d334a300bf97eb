import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { registerCustomerRequestSchema, registerRequestSchema } from '@academy/contracts/entities/auth';
import { href, type RouteParams } from '@academy/contracts/routes';
import { Button, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { completeSignIn } from '../../../api/session/sign-in.ts';
import { buyerApi } from '../../../api/shop/buyer.ts';
import { AltchaField } from '../../../components/altcha-field.tsx';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { NewAccountFields } from '../../../components/forms/new-account-fields.tsx';
import { useFormSubmit } from '../../../components/forms/use-form-submit.ts';
import { type FieldErrors, useZodForm } from '../../../components/forms/use-zod-form.ts';
import { PasswordSignInForm } from '../../../features/sign-in/password-sign-in-form.tsx';
import { currentLanguage } from '../../../i18n/i18n-setup.ts';
import { translate } from '../../../i18n/validation-messages.ts';

/**
 * Signed in by any of the three forms, the buyer comes back to the product with `buy=true`, which opens the
 * checkout at once (spec §2). The answer's `purchase_product_uuid` names the product when it is still on sale;
 * otherwise the page is simply shown again.
 */
function useBackToProduct(product: string) {
  const navigate = useNavigate();
  return async (item: LoginResponseItem) => {
    await completeSignIn(item);
    const params: RouteParams = { product };
    if (item.purchase_product_uuid === product) params.buy = 'true';
    void navigate(href('shop.product.show', params), { replace: true });
  };
}

/** A guest's ways to buy: the quick customer registration (with the captcha), sign-in, or a full account. */
export function BuyerForms(props: { product: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="buyer-forms">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('shop.store.buyer_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('shop.store.buyer_text')}
        </Text>
        <Tabs defaultValue="customer" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="customer">{t('shop.store.tab_customer')}</Tabs.Tab>
            <Tabs.Tab value="login">{t('shop.store.tab_login')}</Tabs.Tab>
            <Tabs.Tab value="register">{t('shop.store.tab_register')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="customer" pt="md">
            <AccountForm product={props.product} customer />
          </Tabs.Panel>
          <Tabs.Panel value="login" pt="md">
            <SignInForm product={props.product} />
          </Tabs.Panel>
          <Tabs.Panel value="register" pt="md">
            <AccountForm product={props.product} customer={false} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}

function SignInForm(props: { product: string }) {
  const { t } = useTranslation();
  const backToProduct = useBackToProduct(props.product);
  return (
    <PasswordSignInForm
      label={t('shop.store.tab_login')}
      submitLabel={t('shop.store.login_submit')}
      signIn={async (credentials) =>
        backToProduct(await buyerApi.login({ ...credentials, purchase_product_uuid: props.product }))
      }
    />
  );
}

const emptyAccount = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  captcha: '',
};

/** The account registration (`/auth/register`) or, with `customer`, the customer form with the captcha. */
function AccountForm(props: { product: string; customer: boolean }) {
  const { t } = useTranslation();
  const { customer } = props;
  const form = useZodForm(customer ? registerCustomerRequestSchema : registerRequestSchema, emptyAccount);
  const backToProduct = useBackToProduct(props.product);
  const { submit, submitting, failure, captcha } = useFormSubmit(
    form,
    async (payload) => {
      const person = {
        first_name: payload.first_name,
        last_name: payload.last_name,
        email: payload.email,
        password: payload.password,
        password_confirmation: payload.password_confirmation,
        preferred_language: currentLanguage(),
      };
      const item = customer
        ? await buyerApi.registerCustomer({ ...person, captcha: payload.captcha, product: props.product })
        : await buyerApi.register({ ...person, purchase_product_uuid: props.product });
      await backToProduct(item);
    },
    {
      captcha: customer,
      extra: (values): FieldErrors =>
        values.password_confirmation !== values.password
          ? { password_confirmation: translate('validation.password_confirmation', currentLanguage()) }
          : {},
    },
  );

  const label = customer ? t('shop.store.tab_customer') : t('shop.store.tab_register');
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        <FormErrorAlert message={failure} />
        <NewAccountFields inputProps={form.inputProps} />
        {customer && <AltchaField {...captcha} />}
        <Button type="submit" loading={submitting} fullWidth>
          {customer ? t('shop.store.customer_submit') : t('shop.store.register_submit')}
        </Button>
      </Stack>
    </form>
  );
}
