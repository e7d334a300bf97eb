import { Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n-setup.ts';
import { translate } from '../../i18n/validation-messages.ts';
import { errorMessage } from '../forms/error-message.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { type Permission, permissionsPayload, samePermissions } from './permission-codes.ts';

/**
 * A company's permissions by code (spec §3, §6: checked by code, default false). The company item lists every
 * code the server knows (the contract's `companyPermissionCodes`), each named in the reader's language
 * (`permissions.<code>` of the contract's messages) with its switch; the changes are saved together as one map.
 * Read-only where the company's abilities deny the change.
 */
export function PermissionsEditor(props: {
  permissions: readonly Permission[];
  readOnly?: boolean;
  onSave: (permissions: Record<string, boolean>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [list, setList] = useState<Permission[]>(() => [...props.permissions]);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const changed = !samePermissions(list, props.permissions);
  const name = (code: string) => translate(`permissions.${code}`, currentLanguage());

  const toggle = (index: number, value: boolean) =>
    setList(list.map((permission, at) => (at === index ? { ...permission, value } : permission)));
  const save = async () => {
    setSaving(true);
    setFormError(null);
    try {
      await props.onSave(permissionsPayload(list));
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={680} data-testid="permissions-editor">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('resource.people.permissions.help')}
        </Text>
        <FormErrorAlert message={formError} />
        <Table withTableBorder aria-label={t('resource.people.permissions.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('resource.people.permissions.code')}</Table.Th>
              <Table.Th w={120}>{t('resource.people.permissions.allowed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((permission, index) => (
              <Table.Tr key={permission.code} data-testid="permission-row">
                <Table.Td>
                  <Text size="sm">{name(permission.code)}</Text>
                  <Text ff="monospace" size="xs" c="dimmed">
                    {permission.code}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={permission.value}
                    disabled={props.readOnly}
                    onChange={(event) => toggle(index, event.currentTarget.checked)}
                    aria-label={t('resource.people.permissions.allow', { code: name(permission.code) })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!props.readOnly && (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={!changed || saving}
              onClick={() => setList([...props.permissions])}
            >
              {t('resource.people.permissions.reset')}
            </Button>
            <Button
              disabled={!changed}
              loading={saving}
              onClick={() => void save()}
              data-testid="permissions-save"
            >
              {t('resource.form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
