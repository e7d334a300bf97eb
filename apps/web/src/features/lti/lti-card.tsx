import type { Company } from '@academy/contracts/entities/company';
import { type LtiRegistration, ltiToolPaths } from '@academy/contracts/entities/lti-registration';
import {
  ActionIcon,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { can } from '../../api/resources/abilities.ts';
import { ltiRegistrationsApi } from '../../api/resources/lti-registrations.ts';
import { ListCreateCard } from '../../components/list-create-card/list-create-card.tsx';

const texts = 'lti_platforms';

/**
 * LTI 1.3 (issue 25), in the integrations tab of the organization area and of the admin company page: the company's learning platforms that launch the academy as a tool. The tool's own
 * addresses to copy into the platform, then each platform's values (issuer, client id, deployments, its
 * login, token and key-set addresses): added, changed, switched off and deleted here.
 */
export function LtiCard(props: { company: Company }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<LtiRegistration | 'new' | null>(null);
  const list = ltiRegistrationsApi.useList({
    filters: { company: props.company.uuid },
    sort: '-created_at',
    per_page: 100,
  });
  return (
    <ListCreateCard
      testId="integration-lti"
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      intro={<ToolUrls />}
      create={{ label: t(`${texts}.create`), onClick: () => setEditing('new'), testId: 'lti-create' }}
      query={list}
      items={list.data?.items}
      errorText={t(`${texts}.error`)}
      empty={{
        title: t(`${texts}.empty`),
        text: t(`${texts}.empty_text`),
        icon: <IconPlugConnected size={28} aria-hidden />,
      }}
      table={{
        testId: 'lti-table',
        minWidth: 560,
        columns: [t(`${texts}.name`), t(`${texts}.issuer`), t(`${texts}.client_id`), t(`${texts}.status`)],
        row: (registration) => (
          <LtiRow
            key={registration.uuid}
            registration={registration}
            onEdit={() => setEditing(registration)}
          />
        ),
      }}
    >
      {editing !== null && (
        <LtiModal
          companyUuid={props.company.uuid}
          registration={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ListCreateCard>
  );
}

/** The tool's addresses on this academy's host, as the platform's administrator enters them. */
function ToolUrls() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const rows = [
    ['login_url', `${origin}${ltiToolPaths.login}`],
    ['launch_url', `${origin}${ltiToolPaths.launch}`],
    ['deep_linking_url', `${origin}${ltiToolPaths.deepLinking}`],
    ['jwks_url', `${origin}${ltiToolPaths.jwks}`],
  ] as const;
  return (
    <Stack gap={4} data-testid="lti-tool-urls">
      <Text size="sm" fw={500}>
        {t(`${texts}.tool_urls`)}
      </Text>
      {rows.map(([key, value]) => (
        <Group key={key} gap="xs" wrap="nowrap">
          <Text size="sm" w={190}>
            {t(`${texts}.${key}`)}
          </Text>
          <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t(`${texts}.copied`) : t(`${texts}.copy`)}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={`${t(`${texts}.copy`)}: ${t(`${texts}.${key}`)}`}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      ))}
    </Stack>
  );
}

function LtiRow(props: { registration: LtiRegistration; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = ltiRegistrationsApi.useDelete();
  const row = props.registration;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t(`${texts}.delete_title`),
      children: <Text size="sm">{t(`${texts}.delete_text`, { name: row.name })}</Text>,
      labels: { confirm: t(`${texts}.delete`), cancel: t(`${texts}.cancel`) },
      closeButtonProps: { 'aria-label': t('actions.close') },
      confirmProps: { color: 'red.8', 'data-testid': 'lti-delete-confirm' },
      onConfirm: () => remove.mutate(row),
    });
  return (
    <Table.Tr data-testid="lti-row">
      <Table.Td fw={500}>{row.name}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.issuer}</Table.Td>
      <Table.Td>
        <Code>{row.client_id}</Code>
      </Table.Td>
      <Table.Td>
        <Badge color={row.is_active ? 'teal' : 'gray'} variant="light">
          {t(row.is_active ? `${texts}.active` : `${texts}.inactive`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {can(row, 'update') && (
            <Button size="compact-sm" variant="default" onClick={props.onEdit} data-testid="lti-edit">
              {t(`${texts}.edit`)}
            </Button>
          )}
          {can(row, 'delete') && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={confirmDelete}
              loading={remove.isPending}
              aria-label={t(`${texts}.delete_named`, { name: row.name })}
              data-testid="lti-delete"
            >
              {t(`${texts}.delete`)}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

type Values = {
  name: string;
  issuer: string;
  client_id: string;
  deployment_ids: string;
  auth_login_url: string;
  auth_token_url: string;
  keyset_url: string;
  frame_origins: string;
  is_active: boolean;
  seat_limit: number | string;
};

const fieldNames = [
  'name',
  'issuer',
  'client_id',
  'deployment_ids',
  'auth_login_url',
  'auth_token_url',
  'keyset_url',
] as const;

function LtiModal(props: { companyUuid: string; registration: LtiRegistration | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = ltiRegistrationsApi.useCreate();
  const update = ltiRegistrationsApi.useUpdate();
  const start = props.registration;
  const [values, setValues] = useState<Values>({
    name: start?.name ?? '',
    issuer: start?.issuer ?? '',
    client_id: start?.client_id ?? '',
    deployment_ids: start?.deployment_ids.join(', ') ?? '',
    auth_login_url: start?.auth_login_url ?? '',
    auth_token_url: start?.auth_token_url ?? '',
    keyset_url: start?.keyset_url ?? '',
    frame_origins: start?.frame_origins.join(', ') ?? '',
    is_active: start?.is_active ?? true,
    seat_limit: start?.seat_limit ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof Values, value: Values[keyof Values]) =>
    setValues((now) => ({ ...now, [name]: value }));
  const save = async () => {
    setErrors({});
    const input = {
      name: values.name,
      issuer: values.issuer,
      client_id: values.client_id,
      deployment_ids: values.deployment_ids
        .split(/[\s,]+/)
        .map((value) => value.trim())
        .filter(Boolean),
      auth_login_url: values.auth_login_url,
      auth_token_url: values.auth_token_url,
      keyset_url: values.keyset_url,
      frame_origins: values.frame_origins
        .split(/[\s,]+/)
        .map((value) => value.trim())
        .filter(Boolean),
      is_active: values.is_active,
      seat_limit: values.seat_limit === '' ? null : Number(values.seat_limit),
    };
    try {
      if (start) await update.mutateAsync({ uuid: start.uuid, input });
      else await create.mutateAsync({ ...input, company_id: props.companyUuid });
      props.onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'validation')
        setErrors(
          Object.fromEntries(
            Object.entries(failure.errors).map(([field, messages]) => [
              field.split('.')[0],
              messages.join(' '),
            ]),
          ),
        );
    }
  };
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t(start ? `${texts}.edit_title` : `${texts}.create_title`)}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        data-testid="lti-form"
      >
        <Stack>
          {fieldNames.map((name) => (
            <TextInput
              key={name}
              label={t(`${texts}.${name}`)}
              description={name === 'deployment_ids' ? t(`${texts}.deployment_ids_hint`) : undefined}
              value={values[name] as string}
              onChange={(event) => set(name, event.currentTarget.value)}
              error={errors[name]}
              required
              data-testid={`lti-field-${name}`}
            />
          ))}
          <TextInput
            label={t(`${texts}.frame_origins`)}
            description={t(`${texts}.frame_origins_hint`)}
            value={values.frame_origins}
            onChange={(event) => set('frame_origins', event.currentTarget.value)}
            error={errors.frame_origins}
            data-testid="lti-field-frame_origins"
          />
          <NumberInput
            label={t(`${texts}.seat_limit`)}
            description={t(`${texts}.seat_limit_hint`)}
            value={values.seat_limit}
            onChange={(value) => set('seat_limit', value)}
            min={1}
            allowDecimal={false}
            error={errors.seat_limit}
          />
          <Switch
            label={t(`${texts}.is_active`)}
            checked={values.is_active}
            onChange={(event) => set('is_active', event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t(`${texts}.cancel`)}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="lti-save">
              {t(`${texts}.save`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
