import { userContract } from '@academy/contracts/entities/user';
import type { SpreadsheetFormat } from '@academy/contracts/spreadsheet';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpEnvironment } from '../../../api/http-environment.ts';
import { fetchUsersExport, saveFile } from '../../../api/resources/user-memberships.ts';
import { useTableUrlState } from '../../../components/resource-table/table-url-state.ts';

/**
 * "Export" of the users tab (spec §2: CSV and Excel): the server writes every person of the filtered list —
 * the same search, filters and order the table shows from the address, with the company fixed — as a file.
 */
export function UsersExportMenu(props: { fixedFilters: Record<string, string> }) {
  const { t } = useTranslation();
  const [state] = useTableUrlState(userContract);
  const [running, setRunning] = useState<SpreadsheetFormat | null>(null);
  const download = async (format: SpreadsheetFormat) => {
    setRunning(format);
    try {
      saveFile(
        await fetchUsersExport(format, {
          search: state.search,
          sort: state.sort,
          filters: { ...state.filters, ...props.fixedFilters },
        }),
      );
    } catch {
      httpEnvironment().notify({ color: 'red', message: t('organization.users.export.failed') });
    } finally {
      setRunning(null);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={running !== null}
          data-testid="users-export"
        >
          {t('organization.users.export.action')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('xlsx')} data-testid="users-export-xlsx">
          {t('organization.users.export.xlsx')}
        </Menu.Item>
        <Menu.Item onClick={() => void download('csv')} data-testid="users-export-csv">
          {t('organization.users.export.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
