import { href } from '@academy/contracts/routes';
import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { clientStorage } from '../../../api/client-storage.ts';
import { refreshContext } from '../../../api/session/refresh-context.ts';
import { RETURN_PARAM, safeReturnPath } from '../../../api/session/return-path.ts';
import { signOut } from '../../../api/session/sign-out.ts';
import { useSession } from '../../../api/use-session.ts';

/** /select-company (spec §2, §4): a user with several companies chooses the one to act in. */
export function SelectCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const [choosing, setChoosing] = useState<string | null>(null);
  const companies = session?.user?.companies ?? [];

  const choose = async (fqmi: string) => {
    setChoosing(fqmi);
    clientStorage.setScope(fqmi);
    try {
      await refreshContext();
      // The page asked for before sign-in, when it is one of ours; else the dashboard.
      const target =
        safeReturnPath(search.get(RETURN_PARAM)) ??
        href('academy.dashboard.index', search.get('welcome') ? { welcome: 'true' } : {});
      void navigate(target, { replace: true });
    } catch {
      setChoosing(null);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('select_company.title')}</Title>
        <Text c="dimmed">{t('select_company.text')}</Text>
      </Stack>
      {companies.length === 0 && (
        <Alert color="gray" variant="light">
          {t('select_company.none')}
        </Alert>
      )}
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('select_company.list')}
      >
        {companies.map((company) => (
          <li key={company.fqmi}>
            <Card
              withBorder
              radius="md"
              padding="md"
              component="button"
              type="button"
              w="100%"
              onClick={() => void choose(company.fqmi)}
              disabled={choosing !== null}
              data-testid="company-option"
              style={{ textAlign: 'left', cursor: 'pointer' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group wrap="nowrap">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    <IconBuilding size={22} />
                  </ThemeIcon>
                  <Stack gap={0}>
                    <Text fw={600}>{company.name}</Text>
                    {company.is_manager && (
                      <Text size="sm" c="dimmed">
                        {t('select_company.manager')}
                      </Text>
                    )}
                  </Stack>
                </Group>
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
      <Button variant="subtle" color="gray" onClick={() => void signOut()} w="fit-content">
        {t('actions.logout')}
      </Button>
    </Stack>
  );
}
