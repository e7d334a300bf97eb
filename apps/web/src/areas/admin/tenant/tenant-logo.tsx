import type { Tenant } from '@academy/contracts/entities/tenant';
import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can/can.tsx';

/** The logo the tenant has now, and the way to remove it (the form's file field only replaces it). */
export function TenantLogo(props: { tenant: Tenant; removing: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const { tenant } = props;
  return (
    <Paper withBorder radius="md" p="lg" maw={680}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('admin.tenant.current_logo')}
        </Text>
        {tenant.logo ? (
          <Group justify="space-between" wrap="nowrap">
            <Image
              src={tenant.logo}
              alt={t('admin.tenant.current_logo')}
              h={48}
              w="auto"
              fit="contain"
              data-testid="tenant-logo"
            />
            <Can ability="update" item={tenant}>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={props.removing}
                onClick={props.onRemove}
                data-testid="remove-logo"
              >
                {t('admin.tenant.remove_logo')}
              </Button>
            </Can>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" data-testid="no-logo">
            {t('admin.tenant.no_logo')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
