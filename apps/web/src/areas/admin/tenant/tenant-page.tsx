import { tenantUpdateSchema } from '@academy/contracts/entities/tenant';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../api/resources/abilities.ts';
import { tenantsApi } from '../../../api/resources/tenants.ts';
import { refreshContext } from '../../../api/session/refresh-context.ts';
import { useSession } from '../../../api/use-session.ts';
import { CurrentLogo } from '../../../components/current-logo/current-logo.tsx';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { tenantFields } from './tenant-config.ts';

/**
 * /admin/tenant/update: the settings of the tenant the administrator is in (the context names it; the
 * address has no id because there is only this one). After a save the context is loaded again, so the
 * header and page title show the new name and logo at once.
 */
export function TenantPage() {
  const { t } = useTranslation();
  const session = useSession();
  const query = tenantsApi.useItem(session?.tenant.uuid);
  const update = tenantsApi.useUpdate();
  const removeLogo = tenantsApi.useUpdate();
  const tenant = query.data;

  const save = async (uuid: string, input: Record<string, unknown>) => {
    // The form has checked the payload against the same schema.
    const result = await update.mutateAsync({ uuid, input: input as never });
    await refreshContext();
    return result;
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('admin.tenant.title')}</Title>
        <Text c="dimmed">{t('admin.tenant.intro')}</Text>
      </Stack>
      {query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t('resource.page.error')}
        </Alert>
      ) : !tenant ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('resource.page.loading')} />
        </Group>
      ) : (
        <>
          {!can(tenant, 'update') && <Text c="dimmed">{t('admin.tenant.read_only')}</Text>}
          <CurrentLogo
            item={tenant}
            texts={{
              title: t('admin.tenant.current_logo'),
              alt: t('admin.tenant.current_logo'),
              none: t('admin.tenant.no_logo'),
              remove: t('admin.tenant.remove_logo'),
            }}
            removing={removeLogo.isPending}
            onRemove={() =>
              void removeLogo
                .mutateAsync({ uuid: tenant.uuid, input: { logo: null } })
                .then(() => refreshContext())
                .catch(() => undefined)
            }
          />
          <ResourceForm
            // A saved change gives a new form: the chosen logo file is not sent a second time.
            key={tenant.updated_at}
            schema={tenantUpdateSchema}
            fields={tenantFields}
            item={tenant}
            readOnly={!can(tenant, 'update')}
            submit={(input) => save(tenant.uuid, input)}
            submitLabelKey="admin.tenant.save"
            data-testid="tenant-form"
          />
        </>
      )}
    </Stack>
  );
}
