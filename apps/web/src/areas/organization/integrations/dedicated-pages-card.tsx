import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { ActionIcon, Badge, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card/section-card.tsx';

/**
 * The company's own sign-in and registration addresses (spec §2 /login/:company, /register/:company), to copy
 * into an intranet or a welcome mail; each says when the company settings have the page turned off, since the
 * address then leads nowhere useful.
 */
export function DedicatedPagesCard(props: { company: Company }) {
  const { t } = useTranslation();
  const { company } = props;
  const pages = [
    {
      key: 'login',
      path: href('auth.login.company', { company: company.slug }),
      on: company.settings.dedicated_login_page,
    },
    {
      key: 'register',
      path: href('auth.register.company', { company: company.slug }),
      on: company.settings.dedicated_registration_page,
    },
  ] as const;
  return (
    <SectionCard
      testId="integration-pages"
      title={t('organization.integrations.pages.title')}
      description={t('organization.integrations.pages.description')}
    >
      {pages.map((page) => {
        const address = `${window.location.origin}${page.path}`;
        const label = t(`organization.integrations.pages.${page.key}`);
        return (
          <Stack key={page.key} gap={4} data-testid={`dedicated-${page.key}`}>
            <Group gap="xs">
              <Text fw={500}>{label}</Text>
              <Badge color={page.on ? 'teal' : 'gray'} variant="light">
                {page.on ? t('organization.integrations.on') : t('organization.integrations.off')}
              </Badge>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Code style={{ overflowWrap: 'anywhere' }} data-testid="dedicated-address">
                {address}
              </Code>
              <CopyButton value={address}>
                {({ copied, copy }) => (
                  <Tooltip
                    label={
                      copied ? t('organization.integrations.copied') : t('organization.integrations.copy')
                    }
                  >
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label={t('organization.integrations.copy_named', {
                        name: t(`organization.integrations.pages.${page.key}_name`),
                      })}
                      data-testid="copy-address"
                    >
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            {!page.on && (
              <Text size="sm" c="dimmed" data-testid="dedicated-off">
                {t('organization.integrations.pages.off_hint')}
              </Text>
            )}
          </Stack>
        );
      })}
    </SectionCard>
  );
}
