import { GREETING_ATTRIBUTE, PARTS_OF_DAY, type PartOfDay, partOfDay } from '@academy/contracts/first-paint';
import { href } from '@academy/contracts/routes';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconConfetti, IconInfoCircle, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { clientStorage } from '../../../api/client-storage.ts';
import { holdsPermission } from '../../../api/session/permissions.ts';
import { signOut } from '../../../api/session/sign-out.ts';
import { useSession } from '../../../api/use-session.ts';
import { DashboardLearning } from './dashboard-learning.tsx';
import { useHomeSnapshot } from './home-snapshot.ts';

/** Sessions a partner started (issue 25): the dashboard says so (spec §2 home). */
const partnerMethods = new Set(['storyboard', 'newlearning']);

/**
 * /home (academy.dashboard.index): the greeting and the logout button, the welcome on first login, the
 * SCORM notice, then the learner's on-going and completed courses and certificates. It keeps a picture of
 * itself for the next time this tab opens it (home-snapshot.ts).
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const [search] = useSearchParams();
  const user = session?.user;
  const welcome = search.get('welcome') === 'true';
  const name = user ? user.first_name || user.name : '';
  const greetings = Object.fromEntries(
    Object.keys(PARTS_OF_DAY).map((part) => [part, t(`home.greeting.${part}`, { name })]),
  ) as Record<PartOfDay, string>;
  useHomeSnapshot({ keep: !welcome, greetings });
  if (!user) return null;
  const isAdmin = holdsPermission(user, 'academy.administer');
  const isOrganization = holdsPermission(user, 'organization.manage');
  const company = session.context.scope?.type === 'company' ? session.context.scope.name : null;

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      {welcome && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconConfetti size={20} aria-hidden />}
          data-testid="welcome"
          title={t('home.welcome_title', { tenant: session.tenant.name })}
        >
          {t('home.welcome_text')}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
          <Stack gap={4}>
            <Title order={1} data-testid="greeting" {...{ [GREETING_ATTRIBUTE]: '' }}>
              {greetings[partOfDay(new Date().getHours())]}
            </Title>
            <Text c="dimmed">{company ? t('home.company', { company }) : t('home.subtitle')}</Text>
          </Stack>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void signOut()}
            data-testid="logout"
          >
            {t('actions.logout')}
          </Button>
        </Group>
      </Card>
      {partnerMethods.has(session.context.sign_in_method ?? '') && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="partner-notice"
        >
          {t('home.partner_notice')}
        </Alert>
      )}
      {clientStorage.isScorm() && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('home.scorm_notice')}
        </Alert>
      )}
      <DashboardLearning />
      {(isOrganization || isAdmin) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {isOrganization && (
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component={Link}
              to={href('organization.company.update')}
            >
              <Group wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <IconBuilding size={24} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{t('areas.organization')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('home.organization_text')}
                  </Text>
                </Stack>
              </Group>
            </Card>
          )}
          {isAdmin && (
            <Card withBorder radius="lg" padding="lg" component={Link} to={href('admin.index')}>
              <Group wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" color="grape" aria-hidden>
                  <IconShieldLock size={24} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{t('areas.admin')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('home.admin_text')}
                  </Text>
                </Stack>
              </Group>
            </Card>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
