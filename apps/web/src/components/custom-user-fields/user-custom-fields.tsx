import type { Company } from '@academy/contracts/entities/company';
import { type User, userContract } from '@academy/contracts/entities/user';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '../../api/resources/abilities.ts';
import { usersApi } from '../../api/resources/users.ts';
import { ResourceForm } from '../resource-form/resource-form.tsx';
import {
  customFieldFormFields,
  gatherCustomFields,
  withCustomFieldErrors,
} from './custom-field-form-fields.ts';

/**
 * The person's answers to the company's custom user fields (issue 21 §5), in their profile: shown to whoever
 * sees the person, changed where their `update` ability allows. Nothing when the company asks no questions.
 * Shared by the organization's person page and the administrator's (each names the part in its own words).
 */
export function UserCustomFields(props: { user: User; company: Company; title: string }) {
  const { i18n } = useTranslation();
  const update = usersApi.useUpdate();
  const fields = customFieldFormFields(props.company, i18n.language);
  if (fields.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="user-custom-fields">
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <ResourceForm
        // Starts again from what the server kept after a save (as the profile form does).
        key={`${props.user.uuid}:${props.user.updated_at}`}
        data-testid="user-custom-fields-form"
        schema={userContract.update}
        fields={fields}
        item={props.user}
        readOnly={!can(props.user, 'update')}
        submit={(payload) =>
          withCustomFieldErrors(() =>
            update.mutateAsync({ uuid: props.user.uuid, input: gatherCustomFields(payload) as never }),
          )
        }
      />
    </Stack>
  );
}
