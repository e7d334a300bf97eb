import { Group, PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type AccountField = 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation';
type InputProps = {
  value: string;
  error: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
};

/**
 * The fields a new account is made of — first and last name side by side, e-mail, password and its
 * confirmation — as the registration page and the shop's registration and customer forms ask for them.
 */
export function NewAccountFields(props: {
  inputProps: (field: AccountField) => InputProps;
  passwordDescription?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label={t('fields.first_name')}
          autoComplete="given-name"
          required
          {...props.inputProps('first_name')}
        />
        <TextInput
          label={t('fields.last_name')}
          autoComplete="family-name"
          required
          {...props.inputProps('last_name')}
        />
      </Group>
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        {...props.inputProps('email')}
      />
      <PasswordInput
        label={t('fields.password')}
        description={props.passwordDescription}
        autoComplete="new-password"
        required
        {...props.inputProps('password')}
      />
      <PasswordInput
        label={t('fields.password_confirmation')}
        autoComplete="new-password"
        required
        {...props.inputProps('password_confirmation')}
      />
    </>
  );
}
