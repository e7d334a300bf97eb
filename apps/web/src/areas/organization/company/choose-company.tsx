import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { companiesApi } from '../../../api/resources/companies.ts';
import { impersonationHref } from '../../../components/impersonation/impersonate-menu.tsx';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';

/**
 * An administrator opens /organization without a company in scope: the area shows one company at a time, so
 * they choose one and act in it (the company scope of spec §7, shown by the dashed border) — the same as
 * "Open the organization area" on the company's admin page.
 */
export function ChooseCompany() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  const company = companiesApi.useItem(chosen ?? undefined).data;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('organization.company.no_scope.title')}</Title>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Text>{t('organization.company.no_scope.text')}</Text>
          <Group align="flex-end" gap="sm">
            <div style={{ flex: 1, minWidth: 220 }}>
              <ReferenceSelect
                segment="companies"
                label={t('organization.company.no_scope.company')}
                value={chosen}
                onChange={setChosen}
                data-testid="choose-company"
              />
            </div>
            <Button
              disabled={!company}
              onClick={() =>
                company && navigate(impersonationHref(`companies:${company.uuid}|company`, 'organization'))
              }
              data-testid="choose-company-open"
            >
              {t('organization.company.no_scope.open')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
