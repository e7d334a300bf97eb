import type { Company } from '@academy/contracts/entities/company';
import {
  type PartnerIntegration,
  type PartnerIntegrationCreated,
  type PartnerKind,
  partnerKinds,
} from '@academy/contracts/entities/partner-integration';
import {
  Badge,
  Button,
  Code,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { companyCoursesApi } from '../../api/resources/company-courses.ts';
import {
  useCreatePartnerIntegration,
  usePartnerIntegrations,
  useRevokePartnerIntegration,
} from '../../api/resources/partner-integrations.ts';
import { DateField } from '../../components/date-field/date-field.tsx';
import { ListCreateCard } from '../../components/list-create-card/list-create-card.tsx';
import { SecretMakingModal } from '../../components/secrets/secret-making-modal.tsx';
import { ShownOnceSecret } from '../../components/secrets/shown-once-secret.tsx';
import { formatDate, formatDateTime } from '../../i18n/reader-dates.ts';
import './partner-integrations-texts.ts';

const texts = 'organization.partners';
const statusColor = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/**
 * The company's partner integrations (issue 25), in the organization area's integrations tab and the admin company
 * page's (shared here: areas do not import each other): storyboard tickets and digest links that sign its people in
 * and open a course. "Add partner integration" shows the customer key and the key once; an active one can be
 * revoked after a confirm (its sessions end at once).
 */
export function PartnerIntegrationsCard(props: { company: Company }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const list = usePartnerIntegrations(props.company.uuid);
  return (
    <ListCreateCard
      testId="integration-partners"
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      create={{ label: t(`${texts}.create`), onClick: () => setCreating(true), testId: 'partner-create' }}
      query={list}
      items={list.data}
      errorText={t(`${texts}.error`)}
      empty={{
        title: t(`${texts}.empty`),
        text: t(`${texts}.empty_text`),
        icon: <IconPlugConnected size={28} aria-hidden />,
      }}
      table={{
        testId: 'partner-table',
        minWidth: 640,
        columns: [
          t(`${texts}.name`),
          t(`${texts}.customer_key`),
          t(`${texts}.course`),
          t(`${texts}.seat_cap`),
          t(`${texts}.kind`),
        ],
        row: (integration) => (
          <PartnerRow key={integration.uuid} integration={integration} company={props.company.uuid} />
        ),
      }}
    >
      <CreateModal company={props.company.uuid} opened={creating} onClose={() => setCreating(false)} />
    </ListCreateCard>
  );
}

function PartnerRow(props: { integration: PartnerIntegration; company: string }) {
  const { t } = useTranslation();
  const revoke = useRevokePartnerIntegration(props.company);
  const row = props.integration;
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: t(`${texts}.revoke_title`),
      children: <Text size="sm">{t(`${texts}.revoke_text`, { name: row.name })}</Text>,
      labels: { confirm: t(`${texts}.revoke`), cancel: t(`${texts}.cancel`) },
      closeButtonProps: { 'aria-label': t('actions.close') },
      confirmProps: { color: 'red.8', 'data-testid': 'partner-revoke-confirm' },
      onConfirm: () => revoke.mutate(row.id),
    });
  return (
    <Table.Tr data-testid="partner-row">
      <Table.Td fw={500}>
        {row.name}
        <Text size="xs" c="dimmed">
          {row.last_used_at ? formatDateTime(row.last_used_at) : formatDate(row.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Code>{row.customer_key}</Code>
      </Table.Td>
      <Table.Td>{row.course?.name ?? t(`${texts}.any_course`)}</Table.Td>
      <Table.Td>
        {row.seat_cap === null
          ? t(`${texts}.seats_uncapped`, { used: row.seats_used })
          : t(`${texts}.seats`, { used: row.seats_used, cap: row.seat_cap })}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`${texts}.kinds.${row.kind}`)}</Text>
        <Badge color={statusColor[row.status]} variant="light" data-testid="partner-status">
          {t(`${texts}.status.${row.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {row.abilities.revoke && (
          <Button
            size="compact-sm"
            variant="default"
            onClick={confirmRevoke}
            loading={revoke.isPending}
            aria-label={t(`${texts}.revoke_named`, { name: row.name })}
            data-testid="partner-revoke"
          >
            {t(`${texts}.revoke`)}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function CreateModal(props: { company: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretMakingModal<PartnerIntegrationCreated>
      opened={props.opened}
      onClose={props.onClose}
      titles={{ making: t(`${texts}.create_title`), made: t(`${texts}.created_title`) }}
      form={(made, cancel) => <CreateForm company={props.company} onCreated={made} onCancel={cancel} />}
      shown={(created, done) => (
        <ShownOnceSecret
          value={created.secret}
          look="key"
          labels={{
            warning: t(`${texts}.created_warning`),
            copy: t(`${texts}.copy`),
            copied: t(`${texts}.copied`),
            done: t(`${texts}.done`),
          }}
          details={
            <Text size="sm">
              {t(`${texts}.customer_key`)}: <Code>{created.customer_key}</Code>
            </Text>
          }
          onDone={done}
          testIds={{
            shown: 'partner-created',
            value: 'partner-secret',
            copy: 'partner-copy',
            done: 'partner-done',
          }}
        />
      )}
    />
  );
}

function CreateForm(props: {
  company: string;
  onCreated: (created: PartnerIntegrationCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePartnerIntegration(props.company);
  const courses = companyCoursesApi.useList({ filters: { company: props.company }, per_page: 100 });
  const [kind, setKind] = useState<PartnerKind>('storyboard');
  const [name, setName] = useState('');
  const [course, setCourse] = useState<string | null>(null);
  const [seatCap, setSeatCap] = useState<number | string>('');
  const [expiresOn, setExpiresOn] = useState('');
  const [handshake, setHandshake] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = async () => {
    setErrors({});
    try {
      props.onCreated(
        await create.mutateAsync({
          kind,
          name: name.trim(),
          course,
          seat_cap: typeof seatCap === 'number' ? seatCap : null,
          expires_on: expiresOn || null,
          handshake_url: handshake.trim() || null,
        }),
      );
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'validation') setErrors(failure.errors);
    }
  };
  const errorOf = (field: string) => errors[field]?.join(' ');
  const courseOptions = (courses.data?.items ?? [])
    .filter((given) => given.course)
    .map((given) => ({ value: given.course!.uuid, label: given.course!.header }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="partner-form"
    >
      <Stack gap="md">
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as PartnerKind)}
          data={partnerKinds.map((value) => ({ value, label: t(`${texts}.kinds.${value}`) }))}
          aria-label={t(`${texts}.kind`)}
        />
        <TextInput
          label={t(`${texts}.name`)}
          description={t(`${texts}.name_hint`)}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          required
          maxLength={100}
          data-autofocus
          data-testid="partner-name"
        />
        <Select
          label={t(`${texts}.course`)}
          description={t(`${texts}.course_hint`)}
          data={courseOptions}
          value={course}
          onChange={setCourse}
          clearable
          searchable
          error={errorOf('course')}
        />
        <NumberInput
          label={t(`${texts}.seat_cap`)}
          description={t(`${texts}.seat_cap_hint`)}
          value={seatCap}
          onChange={setSeatCap}
          min={1}
          allowDecimal={false}
          error={errorOf('seat_cap')}
        />
        <DateField
          label={t(`${texts}.expires_on`)}
          value={expiresOn}
          onChange={setExpiresOn}
          minDate={new Date()}
          error={errorOf('expires_on')}
        />
        <TextInput
          label={t(`${texts}.handshake_url`)}
          description={t(`${texts}.handshake_hint`)}
          value={handshake}
          onChange={(event) => setHandshake(event.currentTarget.value)}
          error={errorOf('handshake_url')}
          placeholder="https://"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t(`${texts}.cancel`)}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="partner-submit">
            {t(`${texts}.submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
