import { translate } from '@academy/contracts/messages';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n-setup.ts';
import { errorMessage } from '../forms/error-message.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import {
  type Permission,
  permissionCodeProblem,
  permissionsPayload,
  samePermissions,
} from './permission-codes.ts';

/**
 * A company's permissions by code (spec §3, §6: checked by code, default false): each code set with its
 * switch, codes added by name and removed (back to the default, off), saved together as one map. Read-only
 * where the company's abilities deny the change.
 */
export function PermissionsEditor(props: {
  permissions: readonly Permission[];
  readOnly?: boolean;
  onSave: (permissions: Record<string, boolean>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [list, setList] = useState<Permission[]>(() => [...props.permissions]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const changed = !samePermissions(list, props.permissions);

  const add = () => {
    const problem = permissionCodeProblem(code, list);
    if (problem) {
      setCodeError(problem.startsWith('validation.') ? translate(problem, currentLanguage()) : t(problem));
      return;
    }
    setList([...list, { code: code.trim(), value: true }]);
    setCode('');
    setCodeError(null);
  };
  const toggle = (index: number, value: boolean) =>
    setList(list.map((permission, at) => (at === index ? { ...permission, value } : permission)));
  const remove = (index: number) => setList(list.filter((_, at) => at !== index));
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
        {list.length === 0 ? (
          <Text c="dimmed" data-testid="permissions-empty">
            {t('resource.people.permissions.empty')}
          </Text>
        ) : (
          <Table withTableBorder aria-label={t('resource.people.permissions.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('resource.people.permissions.code')}</Table.Th>
                <Table.Th w={120}>{t('resource.people.permissions.allowed')}</Table.Th>
                {!props.readOnly && <Table.Th w={80}>{t('resource.table.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((permission, index) => (
                <Table.Tr key={permission.code} data-testid="permission-row">
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {permission.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={permission.value}
                      disabled={props.readOnly}
                      onChange={(event) => toggle(index, event.currentTarget.checked)}
                      aria-label={t('resource.people.permissions.allow', { code: permission.code })}
                    />
                  </Table.Td>
                  {!props.readOnly && (
                    <Table.Td>
                      <Tooltip label={t('resource.people.permissions.remove', { code: permission.code })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('resource.people.permissions.remove', { code: permission.code })}
                          onClick={() => remove(index)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {!props.readOnly && (
          <>
            <Group align="flex-start" gap="sm">
              <TextInput
                label={t('resource.people.permissions.new_code')}
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  setCodeError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
                error={codeError}
                style={{ flex: 1 }}
                data-testid="permission-code"
              />
              <Button
                mt={25}
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={add}
                data-testid="permission-add"
              >
                {t('resource.people.permissions.add')}
              </Button>
            </Group>
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
          </>
        )}
      </Stack>
    </Paper>
  );
}
