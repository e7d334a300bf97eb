import type { Company } from '@academy/contracts/entities/company';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { can } from '../../../api/resources/abilities.ts';
import { companiesApi } from '../../../api/resources/companies.ts';
import { SectionCard } from '../../../components/section-card/section-card.tsx';

/**
 * The company's external LMS address (spec §3 Company: external LMS URL): changed through the company's update
 * by whoever may update the company, shown as a link to everyone else. The server checks the address.
 */
export function ExternalLmsCard(props: { company: Company }) {
  const { t } = useTranslation();
  const { company } = props;
  return (
    <SectionCard
      testId="integration-lms"
      title={t('organization.integrations.lms.title')}
      description={t('organization.integrations.lms.description')}
    >
      {can(company, 'update') ? (
        <ExternalLmsForm company={company} />
      ) : company.external_lms_url ? (
        <Anchor href={company.external_lms_url} target="_blank" rel="noreferrer" data-testid="lms-url">
          {company.external_lms_url}
        </Anchor>
      ) : (
        <Text c="dimmed" data-testid="lms-url">
          {t('organization.integrations.lms.none')}
        </Text>
      )}
    </SectionCard>
  );
}

function ExternalLmsForm(props: { company: Company }) {
  const { t } = useTranslation();
  const update = companiesApi.useUpdate();
  const saved = props.company.external_lms_url ?? '';
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    setError(undefined);
    try {
      await update.mutateAsync({
        uuid: props.company.uuid,
        input: { external_lms_url: value.trim() === '' ? null : value.trim() },
      });
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'validation')
        setError(Object.values(failure.errors).flat().join(' ') || failure.message);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          type="url"
          label={t('organization.integrations.lms.label')}
          placeholder="https://"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          style={{ flex: 1, minWidth: 220 }}
          data-testid="lms-url-input"
        />
        <Button
          type="submit"
          mt={25}
          loading={update.isPending}
          disabled={value.trim() === saved}
          data-testid="lms-url-save"
        >
          {t('organization.integrations.lms.save')}
        </Button>
      </Group>
    </form>
  );
}
