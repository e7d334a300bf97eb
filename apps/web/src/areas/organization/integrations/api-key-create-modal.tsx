import {
  type ApiKeyCreated,
  type ApiKeyPermission,
  apiKeyPermissions,
} from '@academy/contracts/entities/api-key';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useCreateApiKey } from '../../../api/resources/api-keys.ts';
import { DateField } from '../../../components/date-field/date-field.tsx';
import { SecretMakingModal } from '../../../components/secrets/secret-making-modal.tsx';
import { ShownOnceSecret } from '../../../components/secrets/shown-once-secret.tsx';

const texts = 'organization.integrations.api_keys';

/**
 * "Create API key": name, permissions and an optional last day; once made, the same modal shows the whole key
 * this one time, with a copy button and a warning. The key lives only in this component's state, so closing
 * the modal forgets it.
 */
export function ApiKeyCreateModal(props: { companyUuid: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretMakingModal<ApiKeyCreated>
      opened={props.opened}
      onClose={props.onClose}
      titles={{ making: t(`${texts}.create_title`), made: t(`${texts}.created_title`) }}
      form={(made, cancel) => (
        <CreateForm companyUuid={props.companyUuid} onCreated={made} onCancel={cancel} />
      )}
      shown={(created, done) => <ShownKey created={created} onDone={done} />}
    />
  );
}

function CreateForm(props: {
  companyUuid: string;
  onCreated: (created: ApiKeyCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<ApiKeyPermission[]>([]);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = async () => {
    setErrors({});
    try {
      props.onCreated(
        await create.mutateAsync({
          company_id: props.companyUuid,
          name: name.trim(),
          permissions,
          expires_on: expiresOn || null,
        }),
      );
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'validation') setErrors(failure.errors);
    }
  };
  const errorOf = (field: string) => errors[field]?.join(' ');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="api-key-form"
    >
      <Stack gap="md">
        <TextInput
          label={t(`${texts}.name`)}
          description={t(`${texts}.name_hint`)}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          required
          maxLength={100}
          data-autofocus
          data-testid="api-key-name"
        />
        <Checkbox.Group
          label={t(`${texts}.permissions`)}
          value={permissions}
          onChange={(value) => setPermissions(value as ApiKeyPermission[])}
          error={errorOf('permissions')}
          withAsterisk
        >
          <Stack gap={6} mt={6}>
            {apiKeyPermissions.map((permission) => (
              <Checkbox
                key={permission}
                value={permission}
                label={t(`${texts}.permission.${permission}`)}
                data-testid={`api-key-permission-${permission}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <DateField
          label={t(`${texts}.expires_on`)}
          description={t(`${texts}.expires_hint`)}
          value={expiresOn}
          onChange={setExpiresOn}
          minDate={new Date()}
          error={errorOf('expires_on')}
          data-testid="api-key-expires"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t(`${texts}.cancel`)}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="api-key-submit">
            {t(`${texts}.submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ShownKey(props: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnceSecret
      value={props.created.key}
      look="key"
      labels={{
        warning: t(`${texts}.created_warning`),
        copy: t(`${texts}.copy_key`),
        copied: t(`${texts}.copied`),
        done: t(`${texts}.done`),
      }}
      onDone={props.onDone}
      testIds={{
        shown: 'api-key-created',
        value: 'api-key-secret',
        copy: 'api-key-copy',
        done: 'api-key-done',
      }}
    />
  );
}
